import type { ApiRequestAs } from '../../../lib/api-client';

/** Which session's bell: the tenant's or landlord's (user) or the admin's. */
export type BellOwner = Extract<ApiRequestAs, 'user' | 'admin'>;

/** Query keys of the notifications feature. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (as: BellOwner) => ['notifications', as, 'list'] as const,
  settings: () => ['notifications', 'user', 'settings'] as const,
};
