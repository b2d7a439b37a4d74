import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { HIDDEN_REASON_MAX, type PropertyVisibilityBody, propertyVisibilityBody, reportMessages } from '@rentease/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-text-field';
import { PendingButton } from '../../../components/pending-button';
import { isSessionRefusal } from '../../../lib/api-client';
import { errorMessageOf } from '../../../lib/form-errors';
import { formatNumber } from '../../../lib/format';
import { translateApiMessage } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSetListingVisibility } from '../api/set-listing-visibility';

/** Asks for the reason the landlord will read, then hides the listing. */
export function HideListingDialog({
  listing,
  open,
  onClose,
  onHidden,
}: {
  listing: { id: string; title: string };
  open: boolean;
  onClose: () => void;
  onHidden?: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const visibility = useSetListingVisibility();
  const form = useZodForm(propertyVisibilityBody, { defaultValues: { hidden: true, reason: '' } });

  const send = async (body: PropertyVisibilityBody) => {
    try {
      await visibility.mutateAsync({ propertyId: listing.id, body });
      notify.success(translateApiMessage(reportMessages.hidden), 'listing-visibility');
      onClose();
      onHidden?.();
    } catch (failure) {
      if (isSessionRefusal(failure) || form.showServerErrors(failure, ['reason'])) return;
      // Said under the reason too: the one field of the dialog, where the admin is looking.
      form.setError('reason', { message: errorMessageOf(failure, translateApiMessage(reportMessages.visibilityFailed)) });
    }
  };

  return (
    <Dialog open={open} onClose={visibility.isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('Hide listing')}</DialogTitle>
      <Box component="form" onSubmit={form.submit(send)} noValidate>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>
            {t(
              '"{{title}}" leaves every search and its page for everyone but its landlord, who reads your reason. Confirmed bookings stay valid.',
              { title: listing.title },
            )}
          </DialogContentText>
          <FormTextField
            control={form.control}
            name="reason"
            label={t('Reason')}
            required
            multiline
            minRows={2}
            helperText={t('Shown to the landlord as "Hidden by RentEase: …" (at most {{max}} characters)', {
              max: formatNumber(HIDDEN_REASON_MAX),
            })}
            autoFocus
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
          <Button onClick={onClose} disabled={visibility.isPending}>
            {t('Cancel')}
          </Button>
          <PendingButton
            type="submit"
            variant="contained"
            color="error"
            pending={visibility.isPending}
            pendingLabel={t('Hiding...')}
          >
            {t('Hide listing')}
          </PendingButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/**
 * Hide (asking why) or Unhide a listing, wherever the admin meets it (the report queue, the
 * Properties table): one dialog, one endpoint, one set of rules. `onChanged` lets the page refresh
 * the list it sits in.
 */
export function ListingVisibilityButton({
  listing,
  onChanged,
}: {
  listing: { id: string; title: string; isHidden: boolean };
  onChanged?: () => void;
}) {
  const { t } = useTranslation();
  const visibility = useSetListingVisibility();
  const [isHiding, setHiding] = useState(false);
  // Mounted on first use, so a long table does not hold a closed dialog per row.
  const [isDialogWanted, setDialogWanted] = useState(false);

  const unhide = () => {
    if (visibility.isPending) return;
    visibility.mutate(
      { propertyId: listing.id, body: { hidden: false } },
      {
        onSuccess: () => {
          notify.success(translateApiMessage(reportMessages.shown), 'listing-visibility');
          onChanged?.();
        },
        onError: (error) => {
          if (isSessionRefusal(error)) return;
          notify.error(errorMessageOf(error, translateApiMessage(reportMessages.visibilityFailed)), 'listing-visibility');
        },
      },
    );
  };

  const action = listing.isHidden ? t('Unhide') : t('Hide');
  return (
    <>
      <PendingButton
        size="small"
        variant="outlined"
        color={listing.isHidden ? 'primary' : 'warning'}
        onClick={
          listing.isHidden
            ? unhide
            : () => {
                setDialogWanted(true);
                setHiding(true);
              }
        }
        pending={visibility.isPending}
        aria-label={
          listing.isHidden ? t('Unhide {{title}}', { title: listing.title }) : t('Hide {{title}}', { title: listing.title })
        }
        sx={{ minWidth: 84, whiteSpace: 'nowrap' }}
      >
        {action}
      </PendingButton>
      {isDialogWanted && (
        <HideListingDialog listing={listing} open={isHiding} onClose={() => setHiding(false)} onHidden={onChanged} />
      )}
    </>
  );
}
