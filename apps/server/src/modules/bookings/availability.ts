import { MOVE_IN_WINDOW_EXTRA_DAYS } from '@rentease/contract';
import { and, eq, gt, max, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { bookings } from '../../db/schema/index.js';
import { qualified } from '../../db/sql.js';
import { addCalendarDays, laterDate } from '../../lib/dates.js';

/**
 * Availability of a listing, the one definition used everywhere (cards, detail, booking):
 * the first free day is the end of the last confirmed booking that runs past today, or today.
 * A listing whose first free day is in the future is "currently booked".
 */
export type Availability = { availableDate: string; isBooked: boolean };

export function toAvailability(latestConfirmedEnd: string | null, today: string): Availability {
  if (!latestConfirmedEnd || latestConfirmedEnd <= today) return { availableDate: today, isBooked: false };
  return { availableDate: laterDate(latestConfirmedEnd, today), isBooked: true };
}

/** The move-in window: the available date to three days after it, both included. */
export function moveInWindow(availableDate: string): { from: string; to: string } {
  return { from: availableDate, to: addCalendarDays(availableDate, MOVE_IN_WINDOW_EXTRA_DAYS) };
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

/** A listing's availability, read through the (property_id, end_date) index of confirmed bookings. */
export async function findAvailability(db: DbOrTx, propertyId: string, today: string): Promise<Availability> {
  const [row] = await db
    .select({ latestEnd: max(bookings.endDate) })
    .from(bookings)
    .where(and(eq(bookings.propertyId, propertyId), eq(bookings.status, 'confirmed'), gt(bookings.endDate, today)));
  return toAvailability(row?.latestEnd ?? null, today);
}
