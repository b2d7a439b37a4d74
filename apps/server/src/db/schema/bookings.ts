import { BOOKING_STATUSES, PAYMENT_PLANS } from '@rentease/contract';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  date,
  index,
  pgEnum,
  pgSequence,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { properties } from './properties.js';
import { users } from './users.js';

export const bookingStatus = pgEnum('booking_status', BOOKING_STATUSES);
export const paymentPlan = pgEnum('payment_plan', PAYMENT_PLANS);

/** Numbers the bookings' references; one sequence for all years, so a reference is never reused. */
export const bookingReferenceSequence = pgSequence('booking_reference_seq', { startWith: 1 });

/**
 * RE-{year of `at` in India}-{next number}: a booking's reference, as made at the instant `at`. The
 * number is padded to five digits and never cut: lpad would truncate booking 100000 to '10000',
 * a reference already given. nextval appears once, so each booking takes one number.
 */
const referenceMadeAt = (at: SQL) =>
  sql`'RE-' || to_char(${at} AT TIME ZONE 'Asia/Kolkata', 'YYYY') || '-' || regexp_replace('0000' || nextval('booking_reference_seq')::text, '^0*([0-9]{5,})$', '\\1')`;

/**
 * The reference of a booking made at `at` (the app's clock, as its created_at): the year is the
 * year it was booked, also for bookings written with a time of their own (the demo's past stays).
 */
export function bookingReferenceAt(at: Date): SQL {
  return referenceMadeAt(sql`${at.toISOString()}::timestamptz`);
}

/** The bookings people's lists show (the lists' WHERE repeats it, so these partial indexes serve them). */
const listed = (t: { status: AnyPgColumn; cancelledAt: AnyPgColumn }) =>
  sql`(${t.status} = 'confirmed' OR ${t.cancelledAt} IS NOT NULL)`;

/**
 * A tenant's stay: from move_in_date for duration_months calendar months. end_date is exclusive
 * (the first day the property is free again) and is computed in one place, lib/dates.ts.
 * Confirmed bookings decide a listing's availability, and an exclusion constraint (migration 0004)
 * keeps two confirmed stays of one listing from ever overlapping, whatever the application does.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * What people read and quote: RE-{year booked, India time}-{number}, e.g. RE-2026-00042. Given by
     * the database on insert (a sequence, so two bookings at once never share one).
     */
    reference: text('reference').notNull().unique().default(referenceMadeAt(sql`now()`)),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'restrict' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The listing's owner, copied from the listing (owners never change) so landlord lists use one index. */
    landlordId: uuid('landlord_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: bookingStatus('status').notNull().default('pending_payment'),
    moveInDate: date('move_in_date', { mode: 'string' }).notNull(),
    durationMonths: smallint('duration_months').notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** Monthly rent × months, in paise, computed by the server: the stay's rent, whatever the plan. */
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    /** 'full': all the rent at checkout; 'monthly': the first month at checkout, then one month at a time (rent_periods). */
    paymentPlan: paymentPlan('payment_plan').notNull().default('full'),
    /** The listing's deposit when booked, in paise: part of the first payment, returned at move-out. */
    depositPaise: bigint('deposit_paise', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { precision: 3, withTimezone: true }).notNull().defaultNow(),
    /** Set when a confirmed booking is cancelled (status 'cancelled'), with who did it and why. */
    cancelledAt: timestamp('cancelled_at', { precision: 3, withTimezone: true }),
    cancelledById: uuid('cancelled_by_id').references(() => users.id, { onDelete: 'restrict' }),
    cancelReason: text('cancel_reason'),
  },
  (t) => [
    check('bookings_duration_range', sql`${t.durationMonths} BETWEEN 1 AND 24`),
    check('bookings_dates_ordered', sql`${t.endDate} > ${t.moveInDate}`),
    check('bookings_amount_positive', sql`${t.amountPaise} > 0`),
    check('bookings_deposit_not_negative', sql`${t.depositPaise} >= 0`),
    index('bookings_confirmed_property_end_idx').on(t.propertyId, t.endDate).where(sql`${t.status} = 'confirmed'`),
    // The three booking lists (tenant, landlord, admin), latest move-in first, keyset-paged: confirmed
    // stays and cancelled ones (cancelled_at is set only when a confirmed stay is cancelled).
    index('bookings_tenant_move_in_idx').on(t.tenantId, t.moveInDate, t.id).where(listed(t)),
    index('bookings_landlord_move_in_idx').on(t.landlordId, t.moveInDate, t.id).where(listed(t)),
    index('bookings_move_in_idx').on(t.moveInDate, t.id).where(listed(t)),
    // A tenant's open checkouts, looked up to reuse one when Confirm Booking is pressed twice.
    index('bookings_tenant_pending_idx').on(t.tenantId, t.propertyId).where(sql`${t.status} = 'pending_payment'`),
  ],
);

export type BookingRow = typeof bookings.$inferSelect;
