import EventIcon from '@mui/icons-material/EventAvailableOutlined';
import { Box, Button } from '@mui/material';
import { bookingMessages } from '@rentease/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageHeading } from '../../../components/layout/page-heading';
import { BookingDeposit } from '../../../features/bookings/components/booking-deposit';
import { BookingList } from '../../../features/bookings/components/booking-list';
import { RentStatements } from '../../../features/bookings/components/rent-statements';
import { RentalAgreement } from '../../../features/bookings/components/rental-agreement';
import { BookingReview } from '../../../features/reviews/components/booking-review';
import { translateApiMessage } from '../../../lib/i18n';
import { useSignedInUser } from '../user-area/signed-in-user';

function NoBookings() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<EventIcon />}
      title={translateApiMessage(bookingMessages.noBookings)}
      hint={t('Stays booked at your listings appear here.')}
    />
  );
}

/** Bookings: the stays at this landlord's listings, with status, amount and the tenant a message away. */
export default function LandlordBookingsPage() {
  const { t } = useTranslation();
  const session = useSignedInUser();
  return (
    <Box>
      <PageHeading title={t('Bookings')} />
      <BookingList
        scope={{ kind: 'landlord', userId: session.userId }}
        variant="manager"
        empty={<NoBookings />}
        renderReview={(booking) => (
          <>
            <BookingReview booking={booking} side="landlord" />
            <BookingDeposit booking={booking} viewer="landlord" />
          </>
        )}
        renderActions={(booking) => (
          <>
            <Button
              variant="outlined"
              component={Link}
              to={`/landlord/messages?${new URLSearchParams({ propertyId: booking.property_id, tenantId: booking.tenant_id })}`}
            >
              {t('Message tenant')}
            </Button>
            <RentalAgreement booking={booking} side="landlord" />
            <RentStatements booking={booking} as="user" />
          </>
        )}
      />
    </Box>
  );
}
