import type { PaymentSummary } from '@rentease/contract';
import { adminKeys, type TableFilters } from './admin-keys';
import { useTableList } from './admin-table-list';

/** GET /api/payment/all (spec §7) with the admin's optional filters: q, status, from, to (payment days). */
export function useAdminPayments(filters: TableFilters) {
  return useTableList<PaymentSummary>(adminKeys.paymentList(filters), '/api/payment/all', filters);
}
