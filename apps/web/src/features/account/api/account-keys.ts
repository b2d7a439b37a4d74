import type { AccountRole } from '@rentease/contract';

/** Query keys of the account feature. */
export const accountKeys = {
  all: ['account'] as const,
  profiles: ['account', 'profile'] as const,
  profile: (role: AccountRole, email: string) => ['account', 'profile', role, email] as const,
  sessions: ['account', 'sessions'] as const,
  twoStep: (as: 'user' | 'admin') => ['account', 'two-step', as] as const,
};
