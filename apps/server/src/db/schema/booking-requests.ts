import { BOOKING_REQUEST_STATUSES } from '@rentease/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings.js';
import { properties } from './properties.js';
import { users } from './users.js';

export const bookingRequestStatus = pgEnum('booking_request_status', BOOKING_REQUEST_STATUSES);

/** What a tenant tells a landlord about who wants to move in (money in paise, as everywhere). */
export type RenterApplication = {
  occupants: number;
  occupation: string;
  employer: string | null;
  monthlyIncomePaise: number | null;
  hasPets: boolean;
  about: string;
};

/**
 * A tenant's request to book a 'request' listing, with their application as the landlord read it.
 * An approved request holds its window: an exclusion constraint (migration 0014) keeps two
 * approvals of one listing from overlapping, and checkouts and confirmations of other tenants
 * check the held windows under the listing's lock.
 */
export const bookingRequests = pgTable(
  'booking_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'restrict' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    landlordId: uuid('landlord_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: bookingRequestStatus('status').notNull().default('pending'),
    moveInDate: date('move_in_date', { mode: 'string' }).notNull(),
    durationMonths: smallint('duration_months').notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** Rent × months at the time of the request: the price the landlord approves is the price paid. */
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    application: jsonb('application').$type<RenterApplication>().notNull(),
    createdAt: timestamp('created_at', { precision: 3, withTimezone: true }).notNull().defaultNow(),
    /** Pending: when it expires unanswered. Approved: when the approval lapses unpaid. */
    expiresAt: timestamp('expires_at', { precision: 3, withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { precision: 3, withTimezone: true }),
    declineReason: text('decline_reason'),
    /** The confirmed booking the approval was paid into. */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'restrict' }),
  },
  (t) => [
    check('booking_requests_duration_range', sql`${t.durationMonths} BETWEEN 1 AND 24`),
    check('booking_requests_dates_ordered', sql`${t.endDate} > ${t.moveInDate}`),
    // One open request per tenant per listing, decided by the database.
    uniqueIndex('booking_requests_open_key').on(t.tenantId, t.propertyId).where(sql`${t.status} IN ('pending', 'approved')`),
    index('booking_requests_tenant_created_idx').on(t.tenantId, t.createdAt),
    index('booking_requests_landlord_created_idx').on(t.landlordId, t.createdAt),
    // The expiry job's scan.
    index('booking_requests_open_expires_idx').on(t.expiresAt).where(sql`${t.status} IN ('pending', 'approved')`),
  ],
);

/** A tenant's answers kept for their next request. */
export const renterProfiles = pgTable(
  'renter_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    occupants: smallint('occupants').notNull(),
    occupation: text('occupation').notNull(),
    employer: text('employer'),
    monthlyIncomePaise: bigint('monthly_income_paise', { mode: 'number' }),
    hasPets: boolean('has_pets').notNull().default(false),
    about: text('about').notNull().default(''),
    updatedAt: timestamp('updated_at', { precision: 3, withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('renter_profiles_occupants_range', sql`${t.occupants} BETWEEN 1 AND 12`)],
);

export type BookingRequestRow = typeof bookingRequests.$inferSelect;
export type RenterProfileRow = typeof renterProfiles.$inferSelect;
