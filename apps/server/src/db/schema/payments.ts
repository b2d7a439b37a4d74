import { PAYMENT_PROVIDERS, PAYMENT_STATUSES } from '@rentease/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings.js';
import { properties } from './properties.js';
import { users } from './users.js';

export const paymentProvider = pgEnum('payment_provider', PAYMENT_PROVIDERS);
export const paymentStatus = pgEnum('payment_status', PAYMENT_STATUSES);

/** Invoice numbers, handed out when money is taken (RE-000001, RE-000002, …). */
export const invoiceNumberSequence = pgSequence('payment_invoice_number_seq', { startWith: 1 });

/**
 * One payment for a booking: created pending with the checkout session, then paid (the booking is
 * confirmed in the same transaction), or failed/expired, or — when the dates were taken by someone
 * else first — refund_pending and then refunded. A booking's first payment (rent_period null)
 * carries the deposit and the rent of the whole stay ('full') or of its first month ('monthly');
 * each later month of a 'monthly' stay is a payment of its own (rent_period = that month's first
 * day). Tenant, landlord and listing are copied from the booking so every payment list is one
 * index walk.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    landlordId: uuid('landlord_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'restrict' }),
    provider: paymentProvider('provider').notNull(),
    /** The provider's checkout session id (what /api/payment/status/{session_id} takes). */
    providerSessionId: text('provider_session_id'),
    checkoutUrl: text('checkout_url'),
    /** The provider's id for the captured payment (Stripe payment intent, demo transaction). */
    transactionId: text('transaction_id'),
    /** Paise, computed by the server: rent_paise + deposit_paise. */
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    /** The rent in this payment (earnings, receipts and statements count this, never the deposit). */
    rentPaise: bigint('rent_paise', { mode: 'number' }).notNull(),
    /** The security deposit in this payment (only a booking's first payment carries one). */
    depositPaise: bigint('deposit_paise', { mode: 'number' }).notNull().default(0),
    /** Null for a booking's first payment; for a later month of a 'monthly' stay, that month's first day. */
    rentPeriod: date('rent_period', { mode: 'string' }),
    /** How the money came: 'card', 'upi', 'netbanking', 'wallet' (as the provider reports it), when known. */
    method: text('method'),
    /**
     * The landlord's own rent receipt number (1, 2, …, per landlord, in the order money was taken),
     * given by a trigger (migration 0016) when paid_at is first set, from landlord_receipt_counters.
     */
    receiptNumber: integer('receipt_number'),
    currency: text('currency').notNull().default('INR'),
    status: paymentStatus('status').notNull().default('pending'),
    invoiceNumber: bigint('invoice_number', { mode: 'number' }),
    createdAt: timestamp('created_at', { precision: 3, withTimezone: true }).notNull().defaultNow(),
    /** The checkout closes at this time; an unpaid payment then expires. */
    expiresAt: timestamp('expires_at', { precision: 3, withTimezone: true }).notNull(),
    /** When the money was taken: set for paid, refund_pending and refunded. */
    paidAt: timestamp('paid_at', { precision: 3, withTimezone: true }),
    refundedAt: timestamp('refunded_at', { precision: 3, withTimezone: true }),
    /**
     * Paise returned to the card: the whole amount when refunded, part of it when
     * partially_refunded (a late tenant cancellation keeps the first month). Earnings count
     * amount_paise − refunded_amount_paise.
     */
    refundedAmountPaise: bigint('refunded_amount_paise', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    check('payments_amount_positive', sql`${t.amountPaise} > 0`),
    check(
      'payments_paid_has_time',
      // ::text because the migration that added 'partially_refunded' cannot use the new enum value
      // in the same transaction.
      sql`(${t.status}::text IN ('paid', 'refund_pending', 'refunded', 'partially_refunded')) = (${t.paidAt} IS NOT NULL AND ${t.invoiceNumber} IS NOT NULL)`,
    ),
    check('payments_refunded_amount_range', sql`${t.refundedAmountPaise} >= 0 AND ${t.refundedAmountPaise} <= ${t.amountPaise}`),
    check('payments_rent_plus_deposit', sql`${t.rentPaise} + ${t.depositPaise} = ${t.amountPaise}`),
    check('payments_deposit_not_negative', sql`${t.depositPaise} >= 0 AND ${t.rentPaise} >= 0`),
    check('payments_rent_period_has_no_deposit', sql`${t.rentPeriod} IS NULL OR ${t.depositPaise} = 0`),
    // One first payment per booking; one live payment per month (an expired or failed attempt
    // leaves the month payable again).
    uniqueIndex('payments_booking_key').on(t.bookingId).where(sql`${t.rentPeriod} IS NULL`),
    uniqueIndex('payments_rent_period_key')
      .on(t.bookingId, t.rentPeriod)
      .where(sql`${t.rentPeriod} IS NOT NULL AND ${t.status} NOT IN ('failed', 'expired')`),
    uniqueIndex('payments_landlord_receipt_key').on(t.landlordId, t.receiptNumber),
    uniqueIndex('payments_provider_session_key').on(t.provider, t.providerSessionId),
    uniqueIndex('payments_invoice_number_key').on(t.invoiceNumber),
    // Payment lists show money that moved, newest first, keyset-paged by (paid_at, id).
    index('payments_tenant_paid_idx').on(t.tenantId, t.paidAt, t.id).where(sql`${t.paidAt} IS NOT NULL`),
    index('payments_landlord_paid_idx').on(t.landlordId, t.paidAt, t.id).where(sql`${t.paidAt} IS NOT NULL`),
    index('payments_paid_idx').on(t.paidAt, t.id).where(sql`${t.paidAt} IS NOT NULL`),
  ],
);

export type PaymentRow = typeof payments.$inferSelect;

/** Each landlord's last rent receipt number (the trigger in migration 0016 takes the next one under the row's lock). */
export const landlordReceiptCounters = pgTable('landlord_receipt_counters', {
  landlordId: uuid('landlord_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'restrict' }),
  lastNumber: integer('last_number').notNull(),
});

/**
 * The demo card network's own records (PAYMENT_PROVIDER=demo): checkout sessions of the built-in
 * hosted checkout. Kept apart from `payments`, as Stripe keeps its sessions apart from ours, so the
 * app talks to both providers through the same interface.
 */
export const demoCheckoutSessions = pgTable(
  'demo_checkout_sessions',
  {
    id: text('id').primaryKey(),
    /** Creating a session twice with one key returns the first (Stripe's Idempotency-Key). */
    idempotencyKey: text('idempotency_key').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    status: text('status', { enum: ['open', 'paid', 'refunded'] })
      .notNull()
      .default('open'),
    transactionId: text('transaction_id'),
    /** How the demo customer paid: 'card' or 'upi'. */
    method: text('method'),
    createdAt: timestamp('created_at', { precision: 3, withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { precision: 3, withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { precision: 3, withTimezone: true }),
  },
  (t) => [
    uniqueIndex('demo_checkout_sessions_idempotency_key').on(t.idempotencyKey),
    check('demo_checkout_sessions_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

export type DemoCheckoutSessionRow = typeof demoCheckoutSessions.$inferSelect;
