import EventIcon from '@mui/icons-material/EventAvailableOutlined';
import { Box } from '@mui/material';
import { bookingMessages } from '@rentease/contract';
import { EmptyState } from '../../../components/empty-state';
import { PageHeading } from '../../../components/layout/page-heading';
import { AdminBookingsTable } from '../../../features/admin/components/admin-bookings-table';

/** Bookings: every booking, latest move-in first, searchable and filterable. */
export default function AdminBookingsPage() {
  return (
    <Box>
      <PageHeading title="Bookings" />
      <AdminBookingsTable empty={<EmptyState icon={<EventIcon />} title={bookingMessages.noBookings} />} />
    </Box>
  );
}
