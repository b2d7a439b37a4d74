import type { AccountRole } from '@rentease/contract';

/** Query keys of the admin feature; a block or unblock invalidates `users` and `stats`. */
export const adminKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'stats'] as const,
  userStats: () => ['admin', 'stats', 'users'] as const,
  propertyStats: () => ['admin', 'stats', 'properties'] as const,
  overview: () => ['admin', 'stats', 'overview'] as const,
  users: (role: AccountRole) => ['admin', 'users', role] as const,
  userList: (role: AccountRole, search: string) => ['admin', 'users', role, search] as const,
};
