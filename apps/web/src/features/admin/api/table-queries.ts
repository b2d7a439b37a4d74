import { ADMIN_BOOKING_STATUSES, ADMIN_PAYMENT_STATUSES, ADMIN_PROPERTY_STATUSES } from '@rentease/contract';
import type { ApiQuery } from '../../../lib/api-client';
import type { TableFilters } from './admin-keys';

/** The URL's value when it is one of `allowed`; any other (a hand-edited link) filters nothing. */
function oneOf<T extends string>(allowed: readonly T[], value: string | undefined): T | undefined {
  return allowed.find((item) => item === value);
}

/** The Properties table's filters as its list and its CSV take them. */
export function propertyTableQuery(filters: TableFilters): ApiQuery<'/api/admin/properties.csv'> {
  return { q: filters.q, status: oneOf(ADMIN_PROPERTY_STATUSES, filters.status), city: filters.city };
}

/** The Bookings table's filters (move-in dates from and to) as its list and its CSV take them. */
export function bookingTableQuery(filters: TableFilters): ApiQuery<'/api/admin/bookings.csv'> {
  return { q: filters.q, status: oneOf(ADMIN_BOOKING_STATUSES, filters.status), from: filters.from, to: filters.to };
}

/** The Transactions table's filters (payment days from and to) as its list and its CSV take them. */
export function paymentTableQuery(filters: TableFilters): ApiQuery<'/api/admin/transactions.csv'> {
  return { q: filters.q, status: oneOf(ADMIN_PAYMENT_STATUSES, filters.status), from: filters.from, to: filters.to };
}

/** The Audit log's filters (who, what, India days from and to) as its list takes them. */
export function auditTableQuery(filters: TableFilters): ApiQuery<'/api/admin/audit'> {
  return { actor: filters.actor, action: filters.action, from: filters.from, to: filters.to };
}
