import { AGREEMENT_PARTIES, DEPOSIT_DISPUTE_STATUSES } from '@rentease/contract';
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.js';
import { payments } from './payments.js';
import { users } from './users.js';

export const agreementParty = pgEnum('agreement_party', AGREEMENT_PARTIES);
export const depositDisputeStatus = pgEnum('deposit_dispute_status', DEPOSIT_DISPUTE_STATUSES);

/**
 * The months of a 'monthly' stay, written when the booking is confirmed: one row per month, the
 * first paid by the checkout. Whether a month is upcoming, due or late is worked out from the day
 * (never stored); the *_at columns record which reminder went out, so each goes once however many
 * processes run the job.
 */
export const rentPeriods = pgTable(
  'rent_periods',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    /** The month's first day (its due date); see rentPeriodsOf for how months fall. */
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    /** The next month's first day (exclusive), as bookings.end_date. */
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    /** The payment that paid this month (the booking's first payment for month one). */
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    paidAt: timestamp('paid_at', { precision: 3, withTimezone: true }),
    remindedBeforeAt: timestamp('reminded_before_at', { precision: 3, withTimezone: true }),
    remindedDueAt: timestamp('reminded_due_at', { precision: 3, withTimezone: true }),
    lateNotifiedAt: timestamp('late_notified_at', { precision: 3, withTimezone: true }),
    /** Set for the unpaid months a cancellation dropped: nothing is owed for them any more. */
    droppedAt: timestamp('dropped_at', { precision: 3, withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.periodStart] }),
    check('rent_periods_amount_positive', sql`${t.amountPaise} > 0`),
    check('rent_periods_dates_ordered', sql`${t.periodEnd} > ${t.periodStart}`),
    check('rent_periods_paid_has_payment', sql`(${t.paidAt} IS NULL) = (${t.paymentId} IS NULL)`),
    // The reminder jobs walk the unpaid months by due date.
    index('rent_periods_unpaid_due_idx').on(t.dueDate).where(sql`${t.paidAt} IS NULL AND ${t.droppedAt} IS NULL`),
  ],
);

export type RentPeriodRow = typeof rentPeriods.$inferSelect;

/**
 * One party's signature of a booking's rental agreement: who, when, from where, and the SHA-256
 * of the unsigned document they saw, so a later change to the text cannot pass for what was signed.
 */
export const agreementSignatures = pgTable(
  'agreement_signatures',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    party: agreementParty('party').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The name as the signer typed it. */
    fullName: text('full_name').notNull(),
    signedAt: timestamp('signed_at', { precision: 3, withTimezone: true }).notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
    documentSha256: text('document_sha256').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.party] }),
    check('agreement_signatures_sha256_format', sql`${t.documentSha256} ~ '^[0-9a-f]{64}$'`),
  ],
);

export type AgreementSignatureRow = typeof agreementSignatures.$inferSelect;

/**
 * What a rental agreement said when both parties had signed the same document: its inputs, kept
 * as they were, so that later edits to the listing, the
 * booking or a party's account do not rewrite a contract both sides agreed to.
 */
export const agreementSnapshots = pgTable('agreement_snapshots', {
  bookingId: uuid('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'restrict' }),
  /** Read back through the agreements module's schema, which says how an older snapshot reads. */
  terms: jsonb('terms').notNull(),
  frozenAt: timestamp('frozen_at', { precision: 3, withTimezone: true }).notNull(),
});

export type DepositDeduction = { reason: string; amountPaise: number };

/**
 * How a booking's deposit was settled at move-out: by its landlord (with itemised deductions) or,
 * after the settling window, automatically in full (settled_by_id null). The refund goes through
 * the payment provider against the booking's first payment. A tenant's dispute waits in the
 * admin's queue; the admin's decision (an amount returned on top) is final.
 */
export const depositSettlements = pgTable(
  'deposit_settlements',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    depositPaise: bigint('deposit_paise', { mode: 'number' }).notNull(),
    deductions: jsonb('deductions').$type<DepositDeduction[]>().notNull().default([]),
    /** deposit − deductions: what goes back to the tenant. */
    refundPaise: bigint('refund_paise', { mode: 'number' }).notNull(),
    settledAt: timestamp('settled_at', { precision: 3, withTimezone: true }).notNull(),
    /** The landlord or admin who settled; null when the window passed and all of it went back. */
    settledById: uuid('settled_by_id').references(() => users.id, { onDelete: 'restrict' }),
    /** When the provider took the refund; null while it is still owed (retried like other refunds). */
    refundedAt: timestamp('refunded_at', { precision: 3, withTimezone: true }),
    disputeStatus: depositDisputeStatus('dispute_status'),
    disputeReason: text('dispute_reason'),
    disputedAt: timestamp('disputed_at', { precision: 3, withTimezone: true }),
    decidedAt: timestamp('decided_at', { precision: 3, withTimezone: true }),
    decidedById: uuid('decided_by_id').references(() => users.id, { onDelete: 'restrict' }),
    decisionNote: text('decision_note'),
    /** What the admin's decision returned on top of refund_paise (0 when the settlement stood). */
    decisionRefundPaise: bigint('decision_refund_paise', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    check('deposit_settlements_amounts', sql`${t.refundPaise} >= 0 AND ${t.refundPaise} <= ${t.depositPaise}`),
    check(
      'deposit_settlements_decision_amount',
      sql`${t.decisionRefundPaise} >= 0 AND ${t.refundPaise} + ${t.decisionRefundPaise} <= ${t.depositPaise}`,
    ),
    check('deposit_settlements_dispute_has_reason', sql`(${t.disputeStatus} IS NULL) = (${t.disputedAt} IS NULL)`),
    // The admin's queue: open disputes, oldest first.
    index('deposit_settlements_open_dispute_idx').on(t.disputedAt).where(sql`${t.disputeStatus} = 'open'`),
  ],
);

export type DepositSettlementRow = typeof depositSettlements.$inferSelect;
