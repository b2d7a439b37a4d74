import { ADMIN_PAGE_SIZE } from '@rentease/contract';
import { api } from '../../../lib/api-client';
import { listPage } from '../../../lib/list-page';
import { adminKeys, type TableFilters } from './admin-keys';
import { useTableList } from './admin-table-list';
import { auditTableQuery } from './table-queries';

/** GET /api/admin/audit with the Audit log's filters: actor, action (or a domain), from, to. */
export function useAuditLog(filters: TableFilters) {
  const query = { ...auditTableQuery(filters), limit: ADMIN_PAGE_SIZE };
  return useTableList(adminKeys.auditList(filters), (cursor) =>
    listPage(api('admin').GET('/api/admin/audit', { params: { query: { ...query, cursor } } })),
  );
}
