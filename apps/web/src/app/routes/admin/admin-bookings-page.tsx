import EventIcon from '@mui/icons-material/EventAvailableOutlined';
import { Box } from '@mui/material';
import { bookingMessages } from '@rentease/contract';
import { EmptyState } from '../../../components/empty-state';
import { PageHeading } from '../../../components/layout/page-heading';
import { BookingList } from '../../../features/bookings/components/booking-list';

/** Bookings (spec §2 admin area): every confirmed booking, latest move-in first. */
export default function AdminBookingsPage() {
  return (
    <Box>
      <PageHeading title="Bookings" />
      <BookingList
        scope={{ kind: 'all' }}
        variant="manager"
        empty={<EmptyState icon={<EventIcon />} title={bookingMessages.noBookings} />}
      />
    </Box>
  );
}
