import { ACCOUNT_TOKEN_PURPOSES, OWNER_DOCUMENT_KINDS, OWNER_VERIFICATION_STATUSES } from '@rentease/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bytea } from './shared-state.js';
import { users } from './users.js';

export const accountTokenPurpose = pgEnum('account_token_purpose', ACCOUNT_TOKEN_PURPOSES);
export const ownerVerificationStatus = pgEnum('owner_verification_status', OWNER_VERIFICATION_STATUSES);
export const ownerDocumentKind = pgEnum('owner_document_kind', OWNER_DOCUMENT_KINDS);

/**
 * One-time links sent by email (password reset, email verification). Only the SHA-256 of the token
 * is kept: the token itself exists only in the email. `email` is the address the link was sent to,
 * which for a change of address is the new one: the account's address changes when it is confirmed.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: accountTokenPurpose('purpose').notNull(),
    /** Hex SHA-256 of the token in the link. */
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { precision: 3, withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { precision: 3, withTimezone: true }).notNull(),
    /** Set when the link was used, or when a newer link of the same purpose replaced it. */
    usedAt: timestamp('used_at', { precision: 3, withTimezone: true }),
  },
  (t) => [
    uniqueIndex('account_tokens_hash_key').on(t.tokenHash),
    index('account_tokens_user_purpose_idx').on(t.userId, t.purpose, t.createdAt),
    check('account_tokens_email_lowercase', sql`${t.email} = lower(${t.email})`),
  ],
);

export type AccountTokenRow = typeof accountTokens.$inferSelect;

/**
 * A signed-in device. Every session token names its row (`sid`), and the row is checked on every
 * request, so ending a session (the person, a password reset, the admin) stops its token at once
 * in every process. Rows are kept after they end, for the person's own record, and pruned later.
 */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { precision: 3, withTimezone: true }).notNull().defaultNow(),
    /** Written at most once a minute per session, so a busy tab does not write on every request. */
    lastSeenAt: timestamp('last_seen_at', { precision: 3, withTimezone: true }).notNull().defaultNow(),
    /** The token's own expiry: after it the row is only history. */
    expiresAt: timestamp('expires_at', { precision: 3, withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    endedAt: timestamp('ended_at', { precision: 3, withTimezone: true }),
  },
  (t) => [index('user_sessions_user_idx').on(t.userId, t.createdAt)],
);

export type UserSessionRow = typeof userSessions.$inferSelect;

/**
 * Two-step sign-in recovery codes: ten per enrolment, each usable once, stored as hashes (the
 * person saw them once, at enrolment). Enrolling again replaces the set.
 */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { precision: 3, withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);

export type RecoveryCodeRow = typeof recoveryCodes.$inferSelect;

/**
 * A landlord's request to be shown as a verified owner: two private documents (owner_documents),
 * deleted some days after the decision; the decision itself is kept (and audit-logged).
 */
export const ownerVerifications = pgTable(
  'owner_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    landlordId: uuid('landlord_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: ownerVerificationStatus('status').notNull().default('pending'),
    submittedAt: timestamp('submitted_at', { precision: 3, withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { precision: 3, withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'restrict' }),
    rejectionReason: text('rejection_reason'),
    documentsDeletedAt: timestamp('documents_deleted_at', { precision: 3, withTimezone: true }),
  },
  (t) => [
    // One request waits at a time per landlord.
    uniqueIndex('owner_verifications_one_pending_key').on(t.landlordId).where(sql`${t.status} = 'pending'`),
    index('owner_verifications_status_idx').on(t.status, t.submittedAt, t.id),
    // The clean-up job walks decided requests whose documents still exist.
    index('owner_verifications_documents_idx')
      .on(t.decidedAt)
      .where(sql`${t.decidedAt} IS NOT NULL AND ${t.documentsDeletedAt} IS NULL`),
    check('owner_verifications_decided_together', sql`(${t.decidedAt} IS NULL) = (${t.status} = 'pending')`),
  ],
);

export type OwnerVerificationRow = typeof ownerVerifications.$inferSelect;

/**
 * The documents of an owner verification request (an ID, a tax receipt with an address): kept in
 * the database whatever STORAGE says, never under the public /uploads/ path, so no URL can reach
 * them except the authorised route, and deleting the rows deletes the documents everywhere at once.
 */
export const ownerDocuments = pgTable(
  'owner_documents',
  {
    verificationId: uuid('verification_id')
      .notNull()
      .references(() => ownerVerifications.id, { onDelete: 'cascade' }),
    kind: ownerDocumentKind('kind').notNull(),
    /** As detected from the bytes (image/jpeg, image/png, image/webp, application/pdf), never as the browser claimed. */
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.verificationId, t.kind] })],
);

export type OwnerDocumentRow = typeof ownerDocuments.$inferSelect;
