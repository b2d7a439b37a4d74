import type { AccountRole } from '@rentease/contract';

/** The filters of one admin table as the URL holds them: only the ones set. */
export type TableFilters = Record<string, string>;

/** Query keys of the admin feature; a block or unblock invalidates `users` and `stats`. */
export const adminKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'stats'] as const,
  userStats: () => ['admin', 'stats', 'users'] as const,
  propertyStats: () => ['admin', 'stats', 'properties'] as const,
  overview: () => ['admin', 'stats', 'overview'] as const,
  users: (role: AccountRole) => ['admin', 'users', role] as const,
  userList: (role: AccountRole, search: string) => ['admin', 'users', role, search] as const,
  /** Every page of the Properties table, whatever its filters: a hide or unhide invalidates them all. */
  properties: () => ['admin', 'properties'] as const,
  propertyList: (filters: TableFilters) => ['admin', 'properties', 'list', filters] as const,
  listing: (id: string) => ['admin', 'properties', 'listing', id] as const,
  cities: () => ['admin', 'cities'] as const,
  bookingList: (filters: TableFilters) => ['admin', 'bookings', filters] as const,
  paymentList: (filters: TableFilters) => ['admin', 'payments', filters] as const,
  auditList: (filters: TableFilters) => ['admin', 'audit', filters] as const,
};
