import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import type { BookingSummary } from '@rentease/contract';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BookingDeposit } from '../../../features/bookings/components/booking-deposit';
import { RentStatements } from '../../../features/bookings/components/rent-statements';
import { RentalAgreement } from '../../../features/bookings/components/rental-agreement';
import { ReceiptDownloadButton } from '../../../features/payments/components/receipt-download-button';
import { RentSchedule } from '../../../features/rent/components/rent-schedule';
import { formatDate } from '../../../lib/format';

function Part({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5, mt: 1.5 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * A booking's papers as the admin reads them, with the same pieces its tenant and landlord use:
 * the rental agreement (who signed, the PDF), the rent month by month with each payment's receipt,
 * the rent statements per financial year, and the deposit once the stay is over.
 */
export function BookingPapersDialog({ booking, onClose }: { booking: BookingSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const isMonthly = booking.payment_plan === 'monthly' && booking.status === 'confirmed';
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('Booking {{reference}}', { reference: booking.reference })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="textSecondary">
          {booking.title} ·{' '}
          {t('{{tenant}} renting from {{landlord}}', { tenant: booking.tenant_name, landlord: booking.landlord_name })}
        </Typography>
        <Part title={t('Rental agreement')}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <RentalAgreement booking={booking} side="admin" />
          </Stack>
        </Part>
        <Part title={t('Rent')}>
          {isMonthly ? (
            <RentSchedule
              bookingId={booking.booking_id}
              canPay={false}
              as="admin"
              renderReceipt={(month) => (
                <ReceiptDownloadButton
                  paymentId={month.payment_id}
                  as="admin"
                  size="small"
                  label={t('Receipt for {{date}}', { date: formatDate(month.due_date) })}
                />
              )}
            />
          ) : (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="body2">
                {booking.status === 'cancelled' ? t('Cancelled: see the refund in Transactions.') : t('Paid in full at booking.')}
              </Typography>
              {booking.payment_id && booking.status === 'confirmed' && (
                <ReceiptDownloadButton paymentId={booking.payment_id} as="admin" size="small" />
              )}
            </Stack>
          )}
          <Stack direction="row" sx={{ flexWrap: 'wrap', mt: 1 }}>
            <RentStatements booking={booking} as="admin" />
          </Stack>
        </Part>
        <BookingDeposit booking={booking} viewer="admin" as="admin" />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** 'Papers' on a booking of the admin's list. */
export function AdminBookingPapersButton({ booking, onOpen }: { booking: BookingSummary; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      size="small"
      variant="outlined"
      onClick={onOpen}
      aria-label={t('Papers of booking {{reference}}', { reference: booking.reference })}
    >
      {t('Papers')}
    </Button>
  );
}
