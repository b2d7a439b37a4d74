import { Button } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequestableProperty } from './request-booking-dialog';

const loadRequestDialog = () => import('./request-booking-dialog');
const RequestBookingDialog = lazy(async () => ({ default: (await loadRequestDialog()).RequestBookingDialog }));

/**
 * On a listing whose owner approves each booking, 'Request to book' takes the place of 'Book this
 * Property'. The page owns whether its dialog is open (it lives in the URL, as the booking dialog's does).
 */
export function RequestToBookButton({
  property,
  open,
  onOpenChange,
}: {
  property: RequestableProperty;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  return (
    <>
      <Button
        variant="contained"
        // Start the download on the way to the click: the dialog then opens without a wait.
        onPointerEnter={() => void loadRequestDialog()}
        onFocus={() => void loadRequestDialog()}
        onClick={() => onOpenChange(true)}
      >
        {t('Request to book')}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <RequestBookingDialog open={open} property={property} onClose={() => onOpenChange(false)} />
        </Suspense>
      )}
    </>
  );
}
