import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { disputeDepositBody } from '@rentease/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-text-field';
import { PendingButton } from '../../../components/pending-button';
import { errorMessageOf } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useDisputeDeposit } from '../api/deposit';

/** The tenant disputes the deductions from their deposit, once; RentEase decides, finally. */
export function DisputeDepositDialog({ bookingId, open, onClose }: { bookingId: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const dispute = useDisputeDeposit(bookingId);
  const form = useZodForm(disputeDepositBody, { defaultValues: { reason: '' } });
  const send = form.submit(async (body) => {
    try {
      await dispute.mutateAsync(body);
      notify.success(t('Your dispute is with RentEase. You will hear of the decision.'));
      onClose();
    } catch (error) {
      if (!form.showServerErrors(error, ['reason']))
        form.setError('root', { message: errorMessageOf(error, t('The dispute could not be sent.')) });
    }
  });
  return (
    <Dialog open={open} onClose={dispute.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box component="form" onSubmit={send} noValidate>
        <DialogTitle id={titleId}>{t('Dispute deductions')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {t(
              'Say what is wrong with the deductions. RentEase looks at both sides and may return more of your deposit; its decision is final.',
            )}
          </DialogContentText>
          <FormTextField control={form.control} name="reason" label={t('Why you dispute them')} multiline minRows={3} fullWidth />
          {form.formState.errors.root && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {form.formState.errors.root.message}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={dispute.isPending}>
            {t('Cancel')}
          </Button>
          <PendingButton type="submit" variant="contained" pending={dispute.isPending} pendingLabel={t('Sending...')}>
            {t('Send dispute')}
          </PendingButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
