import type { AdminBookingFilters, HistoryPageQuery } from '@rentease/contract';
import { and, count, desc, eq, getTableColumns, gte, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { bookings, payments, properties, users } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/like.js';
import { decodeCursor, encodeCursor, type Page, toPage } from '../../lib/pagination.js';
import { bookingReviewColumns, tenantRatingColumns } from '../reviews/reviews.service.js';
import { bookingPaymentColumns, bookingPaymentJoin, listedBookingSql } from './cancellation.sql.js';

// Which bookings count as a stay (confirmed, or cancelled after being paid), for other modules' queries.
export { listedBookingSql } from './cancellation.sql.js';

/**
 * Whose bookings a list shows: everyone's (admin, optionally filtered), a tenant's stays, or the
 * stays in a landlord's listings.
 */
export type BookingScope =
  | { kind: 'all'; filters?: AdminBookingFilters }
  | { kind: 'tenant'; tenantId: string }
  | { kind: 'landlord'; landlordId: string };

const tenant = alias(users, 'tenant');
const landlord = alias(users, 'landlord');

const bookingViewColumns = {
  ...getTableColumns(bookings),
  title: properties.title,
  location: properties.location,
  imageKeys: properties.imageKeys,
  tenantFirstName: tenant.firstName,
  tenantLastName: tenant.lastName,
  tenantEmail: tenant.email,
  tenantPhone: tenant.phone,
  landlordFirstName: landlord.firstName,
  landlordLastName: landlord.lastName,
  landlordEmail: landlord.email,
  ...bookingPaymentColumns,
};

export type BookingView = Awaited<ReturnType<typeof selectBookings>>[number];

const CURSOR_ORDER = 'booking-move-in';

function scopeFilter(scope: BookingScope): SQL[] {
  if (scope.kind === 'tenant') return [eq(bookings.tenantId, scope.tenantId)];
  if (scope.kind === 'landlord') return [eq(bookings.landlordId, scope.landlordId)];
  return adminFilters(scope.filters);
}

/** The admin's filters: status, a move-in date range and text matched across both people, the title and the reference. */
function adminFilters(filters: AdminBookingFilters | undefined): SQL[] {
  if (!filters) return [];
  const where: SQL[] = [];
  if (filters.status === 'confirmed') where.push(eq(bookings.status, 'confirmed'));
  // Only a cancellation sets cancelled_at; listed cancelled bookings are exactly these.
  if (filters.status === 'cancelled') where.push(isNotNull(bookings.cancelledAt));
  if (filters.from) where.push(gte(bookings.moveInDate, filters.from));
  if (filters.to) where.push(lte(bookings.moveInDate, filters.to));
  const text = filters.q?.trim().toLowerCase();
  if (text) where.push(matchesText(containsPattern(text)));
  return where;
}

/**
 * Text found in either person's name, email or phone, the listing's title or the reference. The
 * people and listings are looked up first (the people through users_search_trgm_idx, whose
 * expression this repeats), so the list still walks bookings_move_in_idx and stops at a page.
 */
function matchesText(pattern: string): SQL {
  const people = sql`(SELECT ${users.id} FROM ${users} WHERE
    lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email} || ' ' || coalesce(${users.phone}, '')) LIKE ${pattern})`;
  const titled = sql`(SELECT ${properties.id} FROM ${properties} WHERE lower(${properties.title}) LIKE ${pattern})`;
  return sql`(${bookings.tenantId} IN ${people} OR ${bookings.landlordId} IN ${people}
    OR ${bookings.propertyId} IN ${titled} OR lower(${bookings.reference}) LIKE ${pattern})`;
}

/** Review columns of a list: the reading side's own review and eligibility, the tenant's rating. */
function reviewColumns(scope: BookingScope, at: ReviewTime) {
  const side = scope.kind === 'tenant' ? 'tenant' : scope.kind === 'landlord' ? 'landlord' : undefined;
  return { ...bookingReviewColumns(side, at.today), ...tenantRatingColumns(bookings.tenantId, at.now) };
}

/** What day and time it is for the review columns: eligibility by move-in date, publication by time. */
export type ReviewTime = { today: string; now: Date };

function selectBookings(db: DbOrTx, where: SQL[], limit: number, scope: BookingScope, at: ReviewTime) {
  // Inner joins: every booking has its listing and both people (foreign keys), so they drop no row.
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
  const filters = listFilters(scope);
  const after = page.cursor ? decodeCursor(page.cursor, CURSOR_ORDER, 'date') : undefined;
  const [rows, [counted]] = await Promise.all([
    selectBookings(db, [...filters, ...afterCursor(after)], page.limit + 1, scope, at),
    db
      .select({ total: count() })
      .from(bookings)
      .where(and(...filters)),
  ]);
  return toPage(rows, page.limit, counted?.total ?? 0, (last) => encodeCursor(CURSOR_ORDER, last.moveInDate, last.id));
}

/**
 * Every booking of a scope in list order, a batch at a time, for exports: each batch is one
 * keyset step, so memory stays one batch whatever the history's length.
 */
export async function* walkBookings(db: DbOrTx, scope: BookingScope, at: ReviewTime, batchSize = 500) {
  const filters = listFilters(scope);
  let after: { value: string; id: string } | undefined;
  for (;;) {
    const rows = await selectBookings(db, [...filters, ...afterCursor(after)], batchSize, scope, at);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (rows.length < batchSize || !last) return;
    after = { value: last.moveInDate, id: last.id };
  }
}

// Cancelled stays stay listed, shown as cancelled with their refund.
const listFilters = (scope: BookingScope) => [listedBookingSql, ...scopeFilter(scope)];

const afterCursor = (after: { value: string; id: string } | undefined): SQL[] =>
  after ? [sql`(${bookings.moveInDate}, ${bookings.id}) < (${after.value}, ${after.id})`] : [];
