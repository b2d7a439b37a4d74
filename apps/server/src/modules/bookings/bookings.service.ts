import type { HistoryPageQuery } from '@rentease/contract';
import { and, count, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { bookings, payments, properties, users } from '../../db/schema/index.js';
import { decodeCursor, encodeCursor, type Page, toPage } from '../../lib/pagination.js';
import { bookingReviewColumns, tenantRatingColumns } from '../reviews/reviews.sql.js';
import { bookingPaymentColumns, bookingPaymentJoin, listedBookingSql } from './cancellation.sql.js';

/** Whose bookings a list shows: everyone's (admin), a tenant's stays, or the stays in a landlord's listings. */
export type BookingScope = { kind: 'all' } | { kind: 'tenant'; tenantId: string } | { kind: 'landlord'; landlordId: string };

const tenant = alias(users, 'tenant');
const landlord = alias(users, 'landlord');

const bookingViewColumns = {
  ...getTableColumns(bookings),
  title: properties.title,
  location: properties.location,
  imageKeys: properties.imageKeys,
  tenantFirstName: tenant.firstName,
  tenantLastName: tenant.lastName,
  tenantPhone: tenant.phone,
  landlordFirstName: landlord.firstName,
  landlordLastName: landlord.lastName,
  ...bookingPaymentColumns,
};

export type BookingView = Awaited<ReturnType<typeof selectBookings>>[number];

const CURSOR_ORDER = 'booking-move-in';

function scopeFilter(scope: BookingScope): SQL[] {
  if (scope.kind === 'tenant') return [eq(bookings.tenantId, scope.tenantId)];
  if (scope.kind === 'landlord') return [eq(bookings.landlordId, scope.landlordId)];
  return [];
}

/** Review columns of a list (issue 11): the reading side's own review and eligibility, the tenant's rating. */
function reviewColumns(scope: BookingScope, at: ReviewTime) {
  const side = scope.kind === 'tenant' ? 'tenant' : scope.kind === 'landlord' ? 'landlord' : undefined;
  return { ...bookingReviewColumns(side, at.today), ...tenantRatingColumns(bookings.tenantId, at.now) };
}

/** What day and time it is for the review columns: eligibility by move-in date, publication by time. */
export type ReviewTime = { today: string; now: Date };

function selectBookings(db: DbOrTx, where: SQL[], limit: number, scope: BookingScope, at: ReviewTime) {
  return db
    .select({ ...bookingViewColumns, ...reviewColumns(scope, at) })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .innerJoin(tenant, eq(tenant.id, bookings.tenantId))
    .innerJoin(landlord, eq(landlord.id, bookings.landlordId))
    .leftJoin(payments, bookingPaymentJoin)
    .where(and(...where))
    .orderBy(desc(bookings.moveInDate), desc(bookings.id))
    .limit(limit);
}

/**
 * Confirmed (and cancelled) bookings of a scope, latest move-in first, one keyset page at a time: each scope walks
 * its own (scope, move_in_date, id) index backwards, so a long history costs what a short one does.
 * Unpaid checkouts and cancelled attempts are not bookings a person has; cancelled stays are.
 */
export async function listBookings(
  db: DbOrTx,
  scope: BookingScope,
  page: HistoryPageQuery,
  at: ReviewTime,
): Promise<Page<BookingView>> {
  // Cancelled stays stay listed, shown as cancelled with their refund (issue 11).
  const filters = [listedBookingSql, ...scopeFilter(scope)];
  const after = page.cursor ? decodeCursor(page.cursor, CURSOR_ORDER, 'date') : undefined;
  const cursor = after ? [sql`(${bookings.moveInDate}, ${bookings.id}) < (${after.value}, ${after.id})`] : [];
  const [rows, [counted]] = await Promise.all([
    selectBookings(db, [...filters, ...cursor], page.limit + 1, scope, at),
    db
      .select({ total: count() })
      .from(bookings)
      .where(and(...filters)),
  ]);
  return toPage(rows, page.limit, counted?.total ?? 0, (last) => encodeCursor(CURSOR_ORDER, last.moveInDate, last.id));
}
