import type { BookingSummary } from '@rentease/contract';
import { adminKeys, type TableFilters } from './admin-keys';
import { useTableList } from './admin-table-list';

/** GET /api/bookings/all (spec §7) with the admin's optional filters: q, status, from, to (move-in dates). */
export function useAdminBookings(filters: TableFilters) {
  return useTableList<BookingSummary>(adminKeys.bookingList(filters), '/api/bookings/all', filters);
}
