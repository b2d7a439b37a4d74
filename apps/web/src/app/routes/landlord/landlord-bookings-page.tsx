import EventIcon from '@mui/icons-material/EventAvailableOutlined';
import { Box } from '@mui/material';
import { bookingMessages } from '@rentease/contract';
import { EmptyState } from '../../../components/empty-state';
import { PageHeading } from '../../../components/layout/page-heading';
import { BookingList } from '../../../features/bookings/components/booking-list';
import { BookingReview } from '../../../features/reviews/components/booking-review';
import { useSignedInUser } from '../user-area/signed-in-user';

const noBookings = (
  <EmptyState icon={<EventIcon />} title={bookingMessages.noBookings} hint="Stays booked at your listings appear here." />
);

/** Bookings (spec §2 landlord area): the admin's list, limited to this landlord's listings. */
export default function LandlordBookingsPage() {
  const session = useSignedInUser();
  return (
    <Box>
      <PageHeading title="Bookings" />
      <BookingList
        scope={{ kind: 'landlord', userId: session.userId }}
        variant="manager"
        empty={noBookings}
        renderReview={(booking) => <BookingReview booking={booking} side="landlord" />}
      />
    </Box>
  );
}
