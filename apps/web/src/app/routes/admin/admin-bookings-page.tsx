import EventIcon from '@mui/icons-material/EventAvailableOutlined';
import { Box } from '@mui/material';
import { type BookingSummary, bookingMessages } from '@rentease/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { PageHeading } from '../../../components/layout/page-heading';
import { AdminBookingsTable } from '../../../features/admin/components/admin-bookings-table';
import { translateApiMessage } from '../../../lib/i18n';
import { AdminBookingPapersButton, BookingPapersDialog } from './admin-booking-papers';

/** Bookings: every booking, latest move-in first, searchable and filterable, each with its papers. */
export default function AdminBookingsPage() {
  // Held here, not in the row: the list reloading (a filter, a refetch) must not close the papers.
  const { t } = useTranslation();
  const [papersOf, setPapersOf] = useState<BookingSummary>();
  return (
    <Box>
      <PageHeading title={t('Bookings')} />
      <AdminBookingsTable
        empty={<EmptyState icon={<EventIcon />} title={translateApiMessage(bookingMessages.noBookings)} />}
        renderActions={(booking) => <AdminBookingPapersButton booking={booking} onOpen={() => setPapersOf(booking)} />}
      />
      {papersOf && <BookingPapersDialog booking={papersOf} onClose={() => setPapersOf(undefined)} />}
    </Box>
  );
}
