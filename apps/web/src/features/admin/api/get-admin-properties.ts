import type { AdminProperty } from '@rentease/contract';
import { adminKeys, type TableFilters } from './admin-keys';
import { useTableList } from './admin-table-list';

/** GET /api/admin/properties: every listing with owner, status and counts; filters q, status, city. */
export function useAdminProperties(filters: TableFilters) {
  return useTableList<AdminProperty>(adminKeys.propertyList(filters), '/api/admin/properties', filters);
}
