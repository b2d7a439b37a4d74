import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import { REVIEW_REPLY_MAX, type ReplyReviewBody, type ReviewItem, replyReviewBody, reviewMessages } from '@rentease/contract';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-text-field';
import { PendingButton } from '../../../components/pending-button';
import { ApiError } from '../../../lib/api-client';
import { errorMessageOf } from '../../../lib/form-errors';
import { formatNumber } from '../../../lib/format';
import { translateApiMessage } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useRemoveReview } from '../api/remove-review';
import { useReplyToReview } from '../api/reply-to-review';

/*
 * What the landlord (a reply) and the admin (a removal) do under a review: forms and a dialog drawn
 * with MUI, loaded by property-reviews.tsx when one is opened. They are opened only in the landlord's
 * and admin's areas, which are drawn in our theme.
 */

/** The landlord's answer form under a review without one. */
export function ReplyForm({ review, onDone }: { review: ReviewItem; onDone: () => void }) {
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

/** The admin's confirmation before a review that breaks the rules is removed. */
export function RemoveReviewDialog({ review, open, onClose }: { review: ReviewItem; open: boolean; onClose: () => void }) {
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
