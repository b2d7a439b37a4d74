import { ADMIN_PAGE_SIZE } from '@rentease/contract';
import { api } from '../../../lib/api-client';
import { listPage } from '../../../lib/list-page';
import { adminKeys, type TableFilters } from './admin-keys';
import { useTableList } from './admin-table-list';
import { propertyTableQuery } from './table-queries';

/** GET /api/admin/properties: every listing with owner, status and counts; filters q, status, city. */
export function useAdminProperties(filters: TableFilters) {
  const query = { ...propertyTableQuery(filters), limit: ADMIN_PAGE_SIZE };
  return useTableList(adminKeys.propertyList(filters), (cursor) =>
    listPage(api('admin').GET('/api/admin/properties', { params: { query: { ...query, cursor } } })),
  );
}
