import type { AdminUser, ProfileResponse } from '@rentease/contract';
import type { UserRow } from '../../db/schema/index.js';

/** Row → profile; never the password hash. */
export function toProfile(row: UserRow): ProfileResponse {
  return { firstName: row.firstName, lastName: row.lastName, email: row.email, phone: row.phone ?? '', role: row.role };
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
