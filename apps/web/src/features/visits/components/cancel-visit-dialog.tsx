import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { VISIT_CANCEL_REASON_MAX, type VisitSummary } from '@rentease/contract';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { useCancelVisit } from '../api/cancel-visit';
import { formatVisitSpan } from '../visit-format';

/**
 * Asks before cancelling a visit, with an optional reason the other side is told. A double click
 * cancels once (the button is disabled while the request runs, and a ref stops a click landing
 * before the re-render); Escape and the backdrop wait for the answer.
 */
export function CancelVisitDialog({ visit, open, onClose }: { visit: VisitSummary; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [reason, setReason] = useState('');
  const cancel = useCancelVisit();
  const submitting = useRef(false);
  const tooLong = reason.length > VISIT_CANCEL_REASON_MAX;

  const confirm = () => {
    if (submitting.current || cancel.isPending || tooLong) return;
    submitting.current = true;
    cancel.mutate(
      { visitId: visit.id, reason: reason.trim() || undefined },
      {
        onSuccess: () => {
          notify.success(t('Visit cancelled.'), 'visit-cancel');
          onClose();
        },
        onError: (error) => notify.error(errorMessageOf(error, t('Could not cancel this visit.')), 'visit-cancel'),
        onSettled: () => {
          submitting.current = false;
        },
      },
    );
  };

  return (
    <Dialog open={open} onClose={() => !cancel.isPending && onClose()} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('Cancel this visit?')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t('{{title}}, {{when}}. The other side is told, and the time is free again.', {
            title: visit.title,
            when: formatVisitSpan(visit.start, visit.end),
          })}
        </DialogContentText>
        <TextField
          label={t('Reason (optional)')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          error={tooLong}
          helperText={
            tooLong ? t('At most {{count}} characters', { count: VISIT_CANCEL_REASON_MAX }) : t('Shown to the other side')
          }
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={cancel.isPending}>
          {t('Keep visit')}
        </Button>
        <Button color="error" variant="contained" onClick={confirm} disabled={cancel.isPending || tooLong}>
          {cancel.isPending ? t('Cancelling...') : t('Cancel visit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
