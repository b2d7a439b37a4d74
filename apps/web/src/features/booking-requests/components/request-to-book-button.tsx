import { Button } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import type { RequestableProperty } from './request-booking-dialog';

const loadRequestDialog = () => import('./request-booking-dialog');
const RequestBookingDialog = lazy(async () => ({ default: (await loadRequestDialog()).RequestBookingDialog }));

/** On a listing whose owner approves each booking, 'Request to book' takes the place of 'Book this Property'. */
export function RequestToBookButton({ property }: { property: RequestableProperty }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        variant="contained"
        onPointerEnter={() => void loadRequestDialog()}
        onFocus={() => void loadRequestDialog()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        Request to book
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <RequestBookingDialog open={open} property={property} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
