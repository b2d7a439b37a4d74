import { ADMIN_PAGE_SIZE } from '@rentease/contract';
import { api } from '../../../lib/api-client';
import { listPage } from '../../../lib/list-page';
import { adminKeys, type TableFilters } from './admin-keys';
import { useTableList } from './admin-table-list';
import { paymentTableQuery } from './table-queries';

/** GET /api/payment/all with the admin's optional filters: q, status, from, to (payment days). */
export function useAdminPayments(filters: TableFilters) {
  const query = { ...paymentTableQuery(filters), limit: ADMIN_PAGE_SIZE };
  return useTableList(adminKeys.paymentList(filters), (cursor) =>
    listPage(api('admin').GET('/api/payment/all', { params: { query: { ...query, cursor } } })),
  );
}
