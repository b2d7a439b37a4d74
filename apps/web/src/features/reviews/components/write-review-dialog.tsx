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
  Typography,
} from '@mui/material';
import {
  type BookingSummary,
  type CreateReviewBody,
  createReviewBody,
  REVIEW_COMMENT_MAX,
  type ReviewSide,
  reviewMessages,
} from '@rentease/contract';
import { useId, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-text-field';
import { PendingButton } from '../../../components/pending-button';
import { ApiError } from '../../../lib/api-client';
import { errorMessageOf } from '../../../lib/form-errors';
import { formatNumber } from '../../../lib/format';
import { msg, translateApiMessage } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCreateReview } from '../api/create-review';

const FIELDS = ['rating', 'comment'] as const;

const STAR_LABELS = ['', msg('Terrible'), msg('Poor'), msg('Okay'), msg('Good'), msg('Excellent')];

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
  const { t } = useTranslation();
  const titleId = useId();
  const ratingLabelId = useId();
  const [hover, setHover] = useState(-1);
  const form = useZodForm(createReviewBody, { defaultValues: { bookingId: booking.booking_id, comment: '' } });
  const [rating, comment] = useWatch({ control: form.control, name: ['rating', 'comment'] });
  const failure = form.formState.errors.root?.message;
  const create = useCreateReview();
  const title =
    side === 'tenant'
      ? t('Review your stay at {{title}}', { title: booking.title })
      : t('Review {{name}}', { name: booking.tenant_name });

  const send = async (body: CreateReviewBody) => {
    try {
      await create.mutateAsync(body);
      notify.success(t('Thank you! Your review is saved.'), 'review');
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // Written in another tab, or the stay can no longer be reviewed: the list shows why.
        notify.error(errorMessageOf(error, t('Could not save your review.')), 'review');
        onClose();
        return;
      }
      if (!form.showServerErrors(error, FIELDS)) {
        form.setError('root', { message: errorMessageOf(error, t('Could not save your review.')) });
      }
    }
  };

  return (
    <Dialog open={open} onClose={create.isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Controller
          control={form.control}
          name="rating"
          render={({ field, fieldState }) => (
            <FormControl component="fieldset" error={Boolean(fieldState.error)} sx={{ mt: 1, mb: 2 }}>
              <FormLabel component="legend" id={ratingLabelId}>
                {t('Your rating')}
              </FormLabel>
              <Rating
                name={`rating-${booking.booking_id}`}
                value={field.value ?? null}
                size="large"
                getLabelText={(value) => t('{{count}} Stars', { count: value })}
                onChange={(_event, value) => field.onChange(value ?? undefined)}
                onChangeActive={(_event, value) => setHover(value)}
                sx={{ mt: 0.5 }}
              />
              <FormHelperText>
                {fieldState.error?.message
                  ? translateApiMessage(fieldState.error.message)
                  : t(STAR_LABELS[hover !== -1 ? hover : (rating ?? 0)] ?? '') || ' '}
              </FormHelperText>
            </FormControl>
          )}
        />
        <FormTextField
          control={form.control}
          name="comment"
          label={t('Comment (optional)')}
          multiline
          minRows={4}
          fullWidth
          helperText={`${formatNumber((comment ?? '').trim().length)} / ${formatNumber(REVIEW_COMMENT_MAX)}`}
          slotProps={{ htmlInput: { maxLength: REVIEW_COMMENT_MAX + 200 } }}
        />
        <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }}>
          {translateApiMessage(reviewMessages.blindNote)}
        </Typography>
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
        <Button onClick={onClose} disabled={create.isPending}>
          {t('Cancel')}
        </Button>
        <PendingButton
          variant="contained"
          onClick={form.submit(send)}
          pending={create.isPending}
          pendingLabel={t('Submitting...')}
        >
          {t('Submit review')}
        </PendingButton>
      </DialogActions>
    </Dialog>
  );
}
