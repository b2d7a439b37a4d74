import type { AdminUser, ProfileResponse } from '@rentease/contract';
import type { UserRow } from '../../db/schema/index.js';

/** Row → profile; never the password hash. */
export function toProfile(row: UserRow, pendingEmail: string): ProfileResponse {
  const profile = {
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone ?? '',
    role: row.role,
    email_verified: row.emailVerifiedAt !== null,
    pending_email: pendingEmail,
    language: row.language,
  };
  // Only a landlord's receipts print a PAN, so only their profile carries one.
  return row.role === 'landlord' ? { ...profile, pan: row.pan ?? '' } : profile;
}

/** Row → a person in the admin's lists. */
export function toAdminUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone: row.phone,
    blocked: row.blocked,
    created_at: row.createdAt.toISOString(),
  };
}
