import { Box, Button } from '@mui/material';
import type { BookingSummary, CancelledBy } from '@rentease/contract';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Detail, DetailList } from '../../../components/detail-list';
import type { ApiRequestAs } from '../../../lib/api-client';
import { formatDate, formatRupees } from '../../../lib/format';
import { i18n } from '../../../lib/i18n';
import type { BookingCardVariant } from './booking-card';
import { CancellationPolicy } from './cancellation-policy';

// The dialog is fetched when someone opens it: most visits to a bookings page cancel nothing.
const CancelBookingDialog = lazy(() => import('./cancel-booking-dialog').then((m) => ({ default: m.CancelBookingDialog })));

function cancelledByLabel(by: CancelledBy | null, variant: BookingCardVariant): string {
  if (by === 'admin') return 'RentEase';
  if (by === 'tenant') return variant === 'tenant' ? i18n.t('You') : i18n.t('The tenant');
  if (by === 'landlord') return i18n.t('The landlord');
  return '-';
}

/** What a cancelled booking says: when, by whom, why, and the refund. */
function CancelledDetails({ booking, variant }: { booking: BookingSummary; variant: BookingCardVariant }) {
  const { t } = useTranslation();
  const refund = booking.refund_amount ?? 0;
  const items: Detail[] = [
    { label: t('Cancelled on'), value: booking.cancelled_at ? formatDate(booking.cancelled_at) : '-' },
    { label: t('Cancelled by'), value: cancelledByLabel(booking.cancelled_by, variant) },
    {
      label: t('Refund'),
      value:
        refund === 0
          ? t('No refund')
          : booking.refund_pending
            ? t('{{amount}} (on its way)', { amount: formatRupees(refund) })
            : formatRupees(refund),
    },
    ...(booking.cancel_reason ? [{ label: t('Reason'), value: booking.cancel_reason }] : []),
  ];
  return (
    <Box
      component="section"
      aria-label={t('Cancellation')}
      sx={{ mt: 1.5, p: 1.5, borderRadius: 2, bgcolor: 'rgba(185,28,28,0.05)' }}
    >
      <DetailList items={items} dense />
    </Box>
  );
}

/**
 * The cancellation part of a booking card: a cancelled booking's details, or — when the viewer may
 * cancel it — the policy and a 'Cancel booking' button opening the confirmation with the refund.
 */
export function BookingCancellation({
  booking,
  variant,
  as,
  describedBy,
}: {
  booking: BookingSummary;
  variant: BookingCardVariant;
  as: ApiRequestAs;
  /** The card's title, so the button reads "Cancel booking, Sea-facing 2BHK…" to a screen reader. */
  describedBy: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (booking.status === 'cancelled') return <CancelledDetails booking={booking} variant={variant} />;
  if (!booking.can_cancel) return null;
  return (
    <Box sx={{ mt: 1.5 }}>
      <CancellationPolicy compact />
      <Button
        variant="outlined"
        color="error"
        size="small"
        sx={{ mt: 1.5 }}
        onClick={() => setOpen(true)}
        aria-describedby={describedBy}
      >
        {t('Cancel booking')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <CancelBookingDialog booking={booking} variant={variant} as={as} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
