import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { VisitSlot } from '@rentease/contract';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '../../../components/pending-button';
import { formatVisitSpan } from '../visit-format';

/**
 * 'Book this visit?': the listing and the time, asked before a tenant's tap books it. MUI's dialog,
 * loaded with our theme by schedule-visit.tsx when a time is first chosen.
 */
export function VisitConfirmDialog({
  sectionId,
  title,
  slot,
  pending,
  onCancel,
  onConfirm,
}: {
  /** The id of the section it belongs to, which names its title's. */
  sectionId: string;
  title: string;
  slot: VisitSlot | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (slot: VisitSlot) => void;
}) {
  const { t } = useTranslation();
  const titleId = `${sectionId}-confirm`;
  return (
    <Dialog open={slot !== null} onClose={() => !pending && onCancel()} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('Book this visit?')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {title}
          <br />
          {slot && formatVisitSpan(slot.start, slot.end)}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={pending}>
          {t('Not now')}
        </Button>
        <PendingButton
          variant="contained"
          onClick={() => slot && onConfirm(slot)}
          pending={pending}
          pendingLabel={t('Booking...')}
        >
          {t('Book visit')}
        </PendingButton>
      </DialogActions>
    </Dialog>
  );
}
