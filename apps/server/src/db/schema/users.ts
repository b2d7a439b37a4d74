import { ROLES } from '@rentease/contract';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@rentease/i18n';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const userRole = pgEnum('user_role', ROLES);

/**
 * One table for every account. The same email may hold a tenant and a landlord account (Login
 * asks which role), so uniqueness is per (email, role).
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    role: userRole('role').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    /** A landlord's PAN, printed on rent receipts (tenants need it to claim HRA above ₹1 lakh a year). */
    pan: text('pan'),
    blocked: boolean('blocked').notNull().default(false),
    /** Millisecond precision, so keyset cursors (JavaScript Dates) round-trip exactly. */
    createdAt: timestamp('created_at', { precision: 3, withTimezone: true }).notNull().defaultNow(),
    /**
     * Tokens carry the version they were issued under; raising it (password change, account
     * deletion, "sign out everywhere") ends every older token at its next request.
     */
    tokenVersion: integer('token_version').notNull().default(0),
    /** Set when the person deleted their account: personal data is gone, records that others keep remain. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * When the person was last connected (the chat socket): a chat email waits until they have
     * been away for a while. Written at most once a minute per person.
     */
    lastSeenAt: timestamp('last_seen_at', { precision: 3, withTimezone: true }),
    /** When the person proved the address is theirs; until then only account emails go to it. */
    emailVerifiedAt: timestamp('email_verified_at', { precision: 3, withTimezone: true }),
    /**
     * Two-step sign-in: the TOTP secret (encrypted with a key from the server's configuration, so
     * a leaked table alone cannot produce codes), set at enrolment and confirmed by a first code.
     */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { precision: 3, withTimezone: true }),
    /** The last TOTP time step accepted: a code is never accepted twice, even inside its window. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** Set while the admin's approval of the landlord's ownership documents stands ('Verified owner'). */
    ownerVerifiedAt: timestamp('owner_verified_at', { precision: 3, withTimezone: true }),
    /** The language the person reads: their emails are written in it. */
    language: text('language', { enum: LANGUAGES }).notNull().default(DEFAULT_LANGUAGE),
  },
  (t) => [
    uniqueIndex('users_email_role_key').on(t.email, t.role),
    // Emails are case-normalised before they reach the table; the check keeps it that way.
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
    check('users_pan_format', sql`${t.pan} ~ '^[A-Z]{5}[0-9]{4}[A-Z]$'`),
    check('users_language_known', sql`${t.language} in ('en', 'hi')`),
    // The admin's user lists: one role, newest first, keyset-paged.
    index('users_role_created_idx').on(t.role, t.createdAt, t.id),
    // Their search box matches any part of a name, email or phone (pg_trgm).
    index('users_search_trgm_idx').using(
      'gin',
      sql`lower(${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.email} || ' ' || coalesce(${t.phone}, '')) gin_trgm_ops`,
    ),
  ],
);

export type UserRow = typeof users.$inferSelect;
