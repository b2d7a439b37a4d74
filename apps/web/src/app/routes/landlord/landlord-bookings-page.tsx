import EventIcon from '@mui/icons-material/EventAvailableOutlined';
import { Box, Button } from '@mui/material';
import { bookingMessages } from '@rentease/contract';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageHeading } from '../../../components/layout/page-heading';
import { BookingDeposit } from '../../../features/bookings/components/booking-deposit';
import { BookingList } from '../../../features/bookings/components/booking-list';
import { RentStatements } from '../../../features/bookings/components/rent-statements';
import { RentalAgreement } from '../../../features/bookings/components/rental-agreement';
import { BookingReview } from '../../../features/reviews/components/booking-review';
import { useSignedInUser } from '../user-area/signed-in-user';

const noBookings = (
  <EmptyState icon={<EventIcon />} title={bookingMessages.noBookings} hint="Stays booked at your listings appear here." />
);

/** Bookings: the stays at this landlord's listings, with status, amount and the tenant a message away. */
export default function LandlordBookingsPage() {
  const session = useSignedInUser();
  return (
    <Box>
      <PageHeading title="Bookings" />
      <BookingList
        scope={{ kind: 'landlord', userId: session.userId }}
        variant="manager"
        empty={noBookings}
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
              to={`/landlord/messages?propertyId=${booking.property_id}&tenantId=${booking.tenant_id}`}
            >
              Message tenant
            </Button>
            <RentalAgreement booking={booking} side="landlord" />
            <RentStatements booking={booking} as="user" />
          </>
        )}
      />
    </Box>
  );
}
