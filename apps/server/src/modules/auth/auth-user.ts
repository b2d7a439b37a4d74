import type { Role } from '@rentease/contract';
import type { Language } from '@rentease/i18n';

/**
 * The signed-in account a request acts as: what every service and policy needs to decide who may
 * do what. The auth plugin sets it from the bearer token, checked against the database on every
 * request.
 */
export type AuthUser = {
  id: string;
  role: Role;
  email: string;
  firstName: string;
  lastName: string;
  /** Whether the address is verified: some actions may require it (see the configuration). */
  emailVerified: boolean;
  /** The language the person reads (their emails are written in it). */
  language: Language;
};
