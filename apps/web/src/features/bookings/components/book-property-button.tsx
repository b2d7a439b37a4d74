import { Button } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookableProperty } from './booking-dialog';

// The dialog and its date picker (the biggest part of the booking code) download when a tenant
// first asks to book, never with the search page.
const loadBookingDialog = () => import('./booking-dialog');
const BookingDialog = lazy(async () => ({ default: (await loadBookingDialog()).BookingDialog }));

/**
 * The tenant detail dialog's 'Book this Property' button and the booking dialog it opens. The
 * page owns whether the dialog is open (it lives in the URL); the button is disabled while a
 * booking is being confirmed.
 */
export function BookPropertyButton({
  property,
  open,
  onOpenChange,
  onListingChanged,
}: {
  property: BookableProperty;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onListingChanged: () => void;
}) {
  const { t } = useTranslation();
  const [processing, setProcessing] = useState(false);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);

  return (
    <>
      <Button
        variant="contained"
        disabled={processing}
        // Start the download on the way to the click: the dialog then opens without a wait.
        onPointerEnter={() => void loadBookingDialog()}
        onFocus={() => void loadBookingDialog()}
        onClick={() => onOpenChange(true)}
      >
        {t('Book this Property')}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <BookingDialog
            open={open}
            property={property}
            onClose={() => onOpenChange(false)}
            onProcessingChange={setProcessing}
            onListingChanged={onListingChanged}
          />
        </Suspense>
      )}
    </>
  );
}
