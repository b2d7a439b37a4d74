import EventIcon from '@mui/icons-material/EventAvailableOutlined';
import { Box, Button } from '@mui/material';
import { bookingMessages } from '@rentease/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageHeading } from '../../../components/layout/page-heading';
import { TenantRequests } from '../../../features/booking-requests/components/tenant-requests';
import { BookingDeposit } from '../../../features/bookings/components/booking-deposit';
import { BookingList } from '../../../features/bookings/components/booking-list';
import { RentStatements } from '../../../features/bookings/components/rent-statements';
import { RentalAgreement } from '../../../features/bookings/components/rental-agreement';
import { InvoiceDownloadButton } from '../../../features/payments/components/invoice-download-button';
import { ReceiptDownloadButton } from '../../../features/payments/components/receipt-download-button';
import { RentSchedule } from '../../../features/rent/components/rent-schedule';
import { BookingReview } from '../../../features/reviews/components/booking-review';
import { formatDate } from '../../../lib/format';
import { translateApiMessage } from '../../../lib/i18n';
import { useSignedInUser } from '../user-area/signed-in-user';

function NoBookings() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<EventIcon />}
      title={translateApiMessage(bookingMessages.noTenantBookings)}
      hint={t('Find a home you like, pick a move-in date and pay online to book it.')}
      action={
        <Button component={Link} to="/tenant/search" variant="contained">
          {t('Search Properties')}
        </Button>
      }
    />
  );
}

/** My Bookings: the tenant's requests to book (open ones to pay or withdraw), then their confirmed stays, latest move-in first, each with its owner a message away, its invoice and, paid monthly, a receipt beside each month paid. */
export default function TenantBookingsPage() {
  const { t } = useTranslation();
  const session = useSignedInUser();
  return (
    <Box>
      <PageHeading title={t('My Bookings')} />
      <TenantRequests tenantId={session.userId} />
      <BookingList
        scope={{ kind: 'tenant', userId: session.userId }}
        variant="tenant"
        empty={<NoBookings />}
        renderReview={(booking) => (
          <>
            <BookingReview booking={booking} side="tenant" />
            <BookingDeposit booking={booking} viewer="tenant" />
          </>
        )}
        renderRent={(booking) =>
          booking.payment_plan === 'monthly' && booking.status === 'confirmed' ? (
            <RentSchedule
              bookingId={booking.booking_id}
              canPay
              renderReceipt={(month) => (
                <ReceiptDownloadButton
                  paymentId={month.payment_id}
                  as="user"
                  size="small"
                  label={t('Receipt for {{date}}', { date: formatDate(month.due_date) })}
                />
              )}
            />
          ) : undefined
        }
        renderActions={(booking) => (
          <>
            <Button
              variant="outlined"
              component={Link}
              to={`/tenant/messages?${new URLSearchParams({ propertyId: booking.property_id, landlordId: booking.landlord_id })}`}
            >
              {t('Message owner')}
            </Button>
            {booking.payment_id && (
              <InvoiceDownloadButton paymentId={booking.payment_id} as="user" label={t('Invoice')} fullWidth={false} />
            )}
            <RentalAgreement booking={booking} side="tenant" />
            <RentStatements booking={booking} as="user" />
          </>
        )}
      />
    </Box>
  );
}
