import { accountMessages, type Role } from '@rentease/contract';
import { AppError } from '../../lib/errors.js';
import type { AuthUser } from '../auth/auth-user.js';

/**
 * The spec's account calls name the account by email and role: for a tenant or landlord they must
 * name their own (the token decides who is asking; the body only has to agree).
 */
export function assertOwnAccount(user: AuthUser, named: { email?: string | undefined; role?: Role | undefined }): void {
  if (named.role !== undefined && named.role !== user.role) throw AppError.forbidden(accountMessages.notYourAccount);
  if (named.email !== undefined && named.email !== '' && named.email !== user.email) {
    throw AppError.forbidden(accountMessages.notYourAccount);
  }
}

/** Reading a profile: one's own, or anyone's for the admin. */
export function assertCanReadProfile(user: AuthUser, named: { email?: string | undefined; role?: Role | undefined }): void {
  if (user.role === 'admin') return;
  assertOwnAccount(user, named);
}
