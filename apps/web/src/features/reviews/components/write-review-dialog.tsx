import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormHelperText,
  FormLabel,
  Rating,
  TextField,
  Typography,
} from '@mui/material';
import { type BookingSummary, REVIEW_COMMENT_MAX, type ReviewSide, reviewMessages } from '@rentease/contract';
import { useId, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { errorMessageOf, type FieldErrors, serverFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { useCreateReview } from '../api/create-review';

const FIELDS = ['rating', 'comment'] as const;
type Field = (typeof FIELDS)[number];

const STAR_LABELS = ['', 'Terrible', 'Poor', 'Okay', 'Good', 'Excellent'];

/**
 * Writing one side's review of a stay: 1–5 stars as a radio group, an optional comment,
 * and the double-blind rule spelled out. Submitting is blocked while one is on its way, so a
 * double click sends one review.
 */
export function WriteReviewDialog({
  booking,
  side,
  open,
  onClose,
}: {
  booking: BookingSummary;
  side: ReviewSide;
  open: boolean;
  onClose: () => void;
}) {
  const titleId = useId();
  const ratingLabelId = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [hover, setHover] = useState(-1);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateReview();
  const title = side === 'tenant' ? `Review your stay at ${booking.title}` : `Review ${booking.tenant_name}`;

  const submit = () => {
    if (create.isPending) return;
    const found: FieldErrors<Field> = {};
    if (rating === null) found.rating = reviewMessages.ratingInvalid;
    if (comment.trim().length > REVIEW_COMMENT_MAX) found.comment = reviewMessages.commentTooLong;
    setErrors(found);
    setFailure(null);
    if (rating === null || found.comment) return;
    create.mutate(
      { bookingId: booking.booking_id, rating, comment },
      {
        onSuccess: () => {
          notify.success('Thank you! Your review is saved.', 'review');
          onClose();
        },
        onError: (error) => {
          const fields = serverFieldErrors(error, FIELDS);
          setErrors(fields);
          if (error instanceof ApiError && error.status === 409) {
            // Written in another tab, or the stay can no longer be reviewed: the list shows why.
            notify.error(errorMessageOf(error, 'Could not save your review.'), 'review');
            onClose();
            return;
          }
          if (!fields.rating && !fields.comment) setFailure(errorMessageOf(error, 'Could not save your review.'));
        },
      },
    );
  };

  return (
    <Dialog open={open} onClose={create.isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <FormControl component="fieldset" error={Boolean(errors.rating)} sx={{ mt: 1, mb: 2 }}>
          <FormLabel component="legend" id={ratingLabelId}>
            Your rating
          </FormLabel>
          <Rating
            name={`rating-${booking.booking_id}`}
            value={rating}
            size="large"
            getLabelText={(value) => `${value} Star${value === 1 ? '' : 's'}`}
            onChange={(_event, value) => {
              setRating(value);
              setErrors((current) => ({ ...current, rating: undefined }));
            }}
            onChangeActive={(_event, value) => setHover(value)}
            sx={{ mt: 0.5 }}
          />
          <FormHelperText>{errors.rating ?? STAR_LABELS[hover !== -1 ? hover : (rating ?? 0)] ?? ' '}</FormHelperText>
        </FormControl>
        <TextField
          label="Comment (optional)"
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          multiline
          minRows={4}
          fullWidth
          error={Boolean(errors.comment)}
          helperText={
            errors.comment ?? `${comment.trim().length.toLocaleString('en-IN')} / ${REVIEW_COMMENT_MAX.toLocaleString('en-IN')}`
          }
          slotProps={{ htmlInput: { maxLength: REVIEW_COMMENT_MAX + 200 } }}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {reviewMessages.blindNote}
        </Typography>
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
        <Button onClick={onClose} disabled={create.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={submit} disabled={create.isPending}>
          {create.isPending ? 'Submitting...' : 'Submit review'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
