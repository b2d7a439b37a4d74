import type { AccountRole } from '@rentease/contract';

/** Query keys of the account feature. */
export const accountKeys = {
  all: ['account'] as const,
  profile: (role: AccountRole, email: string) => ['account', 'profile', role, email] as const,
};
