import { type MoveInWindow, moveInWindow } from '@rentease/contract';
import { and, eq, gt, max, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { bookings, type PropertyRow } from '../../db/schema/index.js';
import { qualified } from '../../db/sql.js';
import { laterDate } from '../../lib/dates.js';

/**
 * Availability of a listing, the one definition used everywhere (cards, detail, date picker,
 * checkout, requests): the first free day is the latest of today, the landlord's own
 * available-from date and the end of the last confirmed stay that runs past today; from it the
 * tenant may choose a move-in date within the listing's window. A listing whose next free day
 * comes from a confirmed stay is "currently booked".
 */
export type Availability = { availableDate: string; isBooked: boolean; moveInWindow: MoveInWindow };

/** What a landlord decides about a listing's availability. */
export type AvailabilityTerms = Pick<PropertyRow, 'availableFrom' | 'moveInWindowDays'>;

export function toAvailability(latestConfirmedEnd: string | null, today: string, terms: AvailabilityTerms): Availability {
  const isBooked = latestConfirmedEnd !== null && latestConfirmedEnd > today;
  let availableDate = isBooked ? latestConfirmedEnd : today;
  if (terms.availableFrom) availableDate = laterDate(availableDate, terms.availableFrom);
  return { availableDate, isBooked, moveInWindow: moveInWindow(availableDate, terms.moveInWindowDays) };
}

/** SQL for the latest end date of confirmed bookings of `propertyId` still running after today. */
export function latestConfirmedEndSql(propertyId: AnyPgColumn, today: string | SQL): SQL<string | null> {
  const b = {
    endDate: qualified(bookings.endDate),
    propertyId: qualified(bookings.propertyId),
    status: qualified(bookings.status),
  };
  return sql<string | null>`(SELECT max(${b.endDate}) FROM ${bookings}
    WHERE ${b.propertyId} = ${qualified(propertyId)} AND ${b.status} = 'confirmed' AND ${b.endDate} > ${today})`;
}

/** A listing's availability, read through the (property_id, end_date) index of confirmed bookings. */
export async function findAvailability(
  db: DbOrTx,
  property: Pick<PropertyRow, 'id'> & AvailabilityTerms,
  today: string,
): Promise<Availability> {
  const [row] = await db
    .select({ latestEnd: max(bookings.endDate) })
    .from(bookings)
    .where(and(eq(bookings.propertyId, property.id), eq(bookings.status, 'confirmed'), gt(bookings.endDate, today)));
  return toAvailability(row?.latestEnd ?? null, today, property);
}
