import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { accountMessages, messages } from '@rentease/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '../../../components/pending-button';
import { isSessionRefusal } from '../../../lib/api-client';
import { errorMessageOf } from '../../../lib/form-errors';
import { translateApiMessage } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import type { AccountRef } from '../account-forms';
import { useDeleteAccount } from '../api/delete-account';

/**
 * 'Confirm Account Deletion': Delete removes the account for good; then all local
 * storage is cleared and the page goes home. A failure closes the dialog and says so.
 */
export function DeleteAccountDialog({
  open,
  account,
  onClose,
  onDeleted,
}: {
  open: boolean;
  account: AccountRef;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const remove = useDeleteAccount();

  const confirm = () => {
    if (remove.isPending) return;
    remove.mutate(account, {
      onSuccess: onDeleted,
      onError: (error) => {
        onClose();
        if (isSessionRefusal(error)) return;
        notify.error(
          errorMessageOf(
            error,
            translateApiMessage(accountMessages.deleteFailed),
            translateApiMessage(messages.serverErrorPleaseTryAgain),
          ),
          'delete-account',
        );
      },
    });
  };

  return (
    <Dialog
      open={open}
      // Escape and the backdrop wait for the answer, so the user sees whether it was deleted.
      onClose={remove.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('Confirm Account Deletion')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {t('This will permanently delete your account and all associated data. This action cannot be undone.')}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={onClose} disabled={remove.isPending} color="inherit" autoFocus>
          {t('Cancel')}
        </Button>
        <PendingButton
          onClick={confirm}
          variant="contained"
          color="error"
          pending={remove.isPending}
          pendingLabel={t('Deleting...')}
        >
          {t('Delete')}
        </PendingButton>
      </DialogActions>
    </Dialog>
  );
}
