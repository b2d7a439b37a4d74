import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { DECLINE_REASON_MAX } from '@rentease/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Decline, with an optional reason the tenant reads. */
export function DeclineRequestDialog({
  open,
  tenantName,
  busy,
  onClose,
  onDecline,
}: {
  open: boolean;
  tenantName: string;
  busy: boolean;
  onClose: () => void;
  onDecline: (reason: string) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [reason, setReason] = useState('');
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t("Decline {{name}}'s request?", { name: tenantName })}</DialogTitle>
      <DialogContent>
        <TextField
          label={t('Reason (optional)')}
          helperText={t('The tenant reads this.')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          sx={{ mt: 1 }}
          slotProps={{ htmlInput: { maxLength: DECLINE_REASON_MAX } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy} color="inherit">
          {t('Cancel')}
        </Button>
        <Button onClick={() => onDecline(reason.trim())} disabled={busy} variant="contained" color="error">
          {t('Decline request')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
