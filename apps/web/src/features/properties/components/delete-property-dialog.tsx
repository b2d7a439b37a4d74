import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Typography } from '@mui/material';
import { type Property, propertyMessages } from '@rentease/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '../../../components/pending-button';
import type { ApiError } from '../../../lib/api-client';
import { errorMessageOf } from '../../../lib/form-errors';
import { translateApiMessage } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useDeleteProperty } from '../api/properties-api';

/** Asks before deleting a listing; the list refreshes through the mutation's invalidation. */
export function DeletePropertyDialog({
  property,
  open,
  onClose,
}: {
  property: Property | undefined;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const deleteProperty = useDeleteProperty();

  const confirm = () => {
    if (!property || deleteProperty.isPending) return;
    deleteProperty.mutate(property.id, {
      onSuccess: () => {
        notify.success(translateApiMessage(propertyMessages.deleted), 'delete-property');
        onClose();
      },
      onError: (error: ApiError) => {
        // A 409 explains why (tenants have stays to come) and retrying cannot help, so say it and close.
        if (error.status === 409) {
          notify.error(errorMessageOf(error, translateApiMessage(propertyMessages.deleteFailed)), 'delete-property');
          onClose();
          return;
        }
        notify.error(translateApiMessage(propertyMessages.deleteFailed), 'delete-property');
      },
    });
  };

  return (
    <Dialog
      open={open}
      // Escape and the backdrop wait for the answer, so the landlord sees whether it was deleted.
      onClose={deleteProperty.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('Delete property')}</DialogTitle>
      <DialogContent>
        {property && (
          <Typography sx={{ fontWeight: 600, mb: 1 }} noWrap title={property.title}>
            {property.title}
          </Typography>
        )}
        <DialogContentText id={textId}>
          {t('Are you sure you want to delete this property? This action cannot be undone.')}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
        <Button onClick={onClose} disabled={deleteProperty.isPending} autoFocus>
          {t('Cancel')}
        </Button>
        <PendingButton
          onClick={confirm}
          variant="contained"
          color="error"
          pending={deleteProperty.isPending}
          pendingLabel={t('Deleting...')}
        >
          {t('Delete')}
        </PendingButton>
      </DialogActions>
    </Dialog>
  );
}
