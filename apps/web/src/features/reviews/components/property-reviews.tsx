import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Divider,
  Rating,
  Stack,
  Typography,
} from '@mui/material';
import {
  type Property,
  REVIEW_REPLY_MAX,
  type ReplyReviewBody,
  type ReviewItem,
  replyReviewBody,
  reviewMessages,
} from '@rentease/contract';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-text-field';
import { PendingButton } from '../../../components/pending-button';
import { RatingSummary } from '../../../components/rating-summary';
import { ApiError } from '../../../lib/api-client';
import { errorMessageOf } from '../../../lib/form-errors';
import { formatDate, formatNumber } from '../../../lib/format';
import { translateApiMessage } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { usePropertyReviews } from '../api/get-property-reviews';
import { useRemoveReview } from '../api/remove-review';
import { useReplyToReview } from '../api/reply-to-review';

/** The landlord's answer form under a review without one. */
function ReplyForm({ review, onDone }: { review: ReviewItem; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useZodForm(replyReviewBody, { defaultValues: { reply: '' } });
  const text = useWatch({ control: form.control, name: 'reply' });
  const reply = useReplyToReview();
  const send = async (body: ReplyReviewBody) => {
    try {
      await reply.mutateAsync({ reviewId: review.id, body });
      notify.success(t('Your reply is published.'), 'review-reply');
      onDone();
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) {
        notify.error(errorMessageOf(failure, translateApiMessage(reviewMessages.alreadyReplied)), 'review-reply');
        onDone();
        return;
      }
      // Said under the reply, the one field here, whatever went wrong.
      const message =
        failure instanceof ApiError ? (failure.details.reply ?? failure.message) : t('Could not publish your reply.');
      form.setError('reply', { message });
    }
  };
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      <FormTextField
        control={form.control}
        name="reply"
        label={t('Your reply')}
        multiline
        minRows={2}
        size="small"
        helperText={`${formatNumber(text.trim().length)} / ${formatNumber(REVIEW_REPLY_MAX)}`}
      />
      <Stack direction="row" spacing={1}>
        <PendingButton
          variant="contained"
          size="small"
          onClick={form.submit(send)}
          pending={reply.isPending}
          pendingLabel={t('Publishing...')}
        >
          {t('Publish reply')}
        </PendingButton>
        <Button size="small" onClick={onDone} disabled={reply.isPending}>
          {t('Cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}

function RemoveReviewDialog({ review, open, onClose }: { review: ReviewItem; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const remove = useRemoveReview();
  const confirm = () => {
    if (remove.isPending) return;
    remove.mutate(review.id, {
      onSuccess: () => {
        notify.success(t('Review removed.'), 'review-remove');
        onClose();
      },
      onError: (error) => notify.error(errorMessageOf(error, t('Could not remove the review.')), 'review-remove'),
    });
  };
  return (
    <Dialog open={open} onClose={remove.isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('Remove review')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t(
            "Remove {{name}}'s review for breaking the rules? Nobody will see it any more, and the removal is recorded in the activity log.",
            { name: review.author_first_name },
          )}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
        <Button onClick={onClose} disabled={remove.isPending} autoFocus>
          {t('Cancel')}
        </Button>
        <PendingButton
          variant="contained"
          color="error"
          onClick={confirm}
          pending={remove.isPending}
          pendingLabel={t('Removing...')}
        >
          {t('Remove')}
        </PendingButton>
      </DialogActions>
    </Dialog>
  );
}

function ReviewEntry({ review, canReply, canRemove }: { review: ReviewItem; canReply: boolean; canRemove: boolean }) {
  const { t } = useTranslation();
  const [replying, setReplying] = useState(false);
  const [removing, setRemoving] = useState(false);
  const nameId = useId();
  return (
    <Box component="li" aria-labelledby={nameId} sx={{ listStyle: 'none', py: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Rating
          value={review.rating}
          readOnly
          size="small"
          aria-label={t('Rated {{rating}} out of 5', { rating: review.rating })}
        />
        <Typography id={nameId} sx={{ fontWeight: 700 }}>
          {review.author_first_name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatDate(review.created_at)}
        </Typography>
      </Stack>
      {review.comment && (
        <Typography sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.comment}</Typography>
      )}
      {review.reply && (
        <Box sx={{ mt: 1, ml: 2, pl: 1.5, borderLeft: 3, borderColor: 'primary.light' }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {t('Reply from the landlord')}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {review.reply}
          </Typography>
        </Box>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
        {canReply && !review.reply && !replying && (
          <Button size="small" onClick={() => setReplying(true)} aria-describedby={nameId}>
            {t('Reply')}
          </Button>
        )}
        {canRemove && (
          <Button size="small" color="error" onClick={() => setRemoving(true)} aria-describedby={nameId}>
            {t('Remove review')}
          </Button>
        )}
      </Stack>
      {replying && <ReplyForm review={review} onDone={() => setReplying(false)} />}
      {canRemove && <RemoveReviewDialog review={review} open={removing} onClose={() => setRemoving(false)} />}
    </Box>
  );
}

/**
 * A listing's reviews in its detail dialog: the average, the published tenant reviews
 * newest first with the landlord's replies, 'Show more' for the next page. The listing's landlord
 * may answer (`canReply`); the admin may remove a review that breaks the rules (`canRemove`).
 */
export function PropertyReviews({
  property,
  canReply = false,
  canRemove = false,
}: {
  property: Property;
  canReply?: boolean;
  canRemove?: boolean;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const reviews = usePropertyReviews(property.id);
  const first = reviews.data?.pages[0]?.body;
  const items = reviews.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Divider sx={{ mb: 2 }} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography id={headingId} variant="h5" component="h3">
          {t('Reviews')}
        </Typography>
        {first && <RatingSummary average={first.average} count={first.count} />}
      </Stack>
      {reviews.isPending && <CircularProgress size={24} aria-label={t('Loading reviews')} />}
      {reviews.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => reviews.refetch()}>
              {t('Retry')}
            </Button>
          }
        >
          {errorMessageOf(reviews.error, t('Could not load reviews.'))}
        </Alert>
      )}
      {first && items.length === 0 && (
        <Typography color="text.secondary">{t('No reviews yet. Tenants review a home after they have moved in.')}</Typography>
      )}
      {items.length > 0 && (
        <Box component="ul" aria-label={t('Reviews')} sx={{ m: 0, p: 0 }}>
          {items.map((review) => (
            <ReviewEntry key={review.id} review={review} canReply={canReply} canRemove={canRemove} />
          ))}
        </Box>
      )}
      {reviews.hasNextPage && (
        <Button onClick={() => reviews.fetchNextPage()} disabled={reviews.isFetchingNextPage}>
          {reviews.isFetchingNextPage ? t('Loading...') : t('Show more reviews')}
        </Button>
      )}
    </Box>
  );
}
