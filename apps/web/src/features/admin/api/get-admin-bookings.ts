import { ADMIN_PAGE_SIZE } from '@rentease/contract';
import { api } from '../../../lib/api-client';
import { listPage } from '../../../lib/list-page';
import { adminKeys, type TableFilters } from './admin-keys';
import { useTableList } from './admin-table-list';
import { bookingTableQuery } from './table-queries';

/** GET /api/bookings/all with the admin's optional filters: q, status, from, to (move-in dates). */
export function useAdminBookings(filters: TableFilters) {
  const query = { ...bookingTableQuery(filters), limit: ADMIN_PAGE_SIZE };
  return useTableList(adminKeys.bookingList(filters), (cursor) =>
    listPage(api('admin').GET('/api/bookings/all', { params: { query: { ...query, cursor } } })),
  );
}
