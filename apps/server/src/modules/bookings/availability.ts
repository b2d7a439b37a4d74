import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { bookings } from '../../db/schema/index.js';
import { qualified } from '../../db/sql.js';
import { laterDate } from '../../lib/dates.js';

/**
 * Availability of a listing, the one definition used everywhere (cards, detail, booking):
 * the first free day is the end of the last confirmed booking that runs past today, or today.
 * A listing whose first free day is in the future is "currently booked" (spec §4).
 */
export type Availability = { availableDate: string; isBooked: boolean };

export function toAvailability(latestConfirmedEnd: string | null, today: string): Availability {
  if (!latestConfirmedEnd || latestConfirmedEnd <= today) return { availableDate: today, isBooked: false };
  return { availableDate: laterDate(latestConfirmedEnd, today), isBooked: true };
}

/** SQL for the latest end date of confirmed bookings of `propertyId` still running after today. */
export function latestConfirmedEndSql(propertyId: AnyPgColumn, today: string): SQL<string | null> {
  const b = {
    endDate: qualified(bookings.endDate),
    propertyId: qualified(bookings.propertyId),
    status: qualified(bookings.status),
  };
  return sql<string | null>`(SELECT max(${b.endDate}) FROM ${bookings}
    WHERE ${b.propertyId} = ${qualified(propertyId)} AND ${b.status} = 'confirmed' AND ${b.endDate} > ${today})`;
}
