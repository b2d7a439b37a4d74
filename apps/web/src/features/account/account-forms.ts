import type { AccountRole } from '@rentease/contract';

/** Whose account the forms change: the signed-in user's (the email only names it). */
export type AccountRef = { email: string; role: AccountRole };
