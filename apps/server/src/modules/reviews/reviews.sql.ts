import type { ReviewSide } from '@rentease/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { bookings, reviews } from '../../db/schema/index.js';
import { qualified } from '../../db/sql.js';

/**
 * Correlated subqueries other modules put into their row lists (listings, bookings), so a list
 * gains its ratings in the same statement — no query per row, and only the page's rows are
 * looked up. Each one is an index walk: the predicates repeat the partial indexes' own
 * (side, removed_at IS NULL) so the planner can use them.
 */
const r = {
  id: qualified(reviews.id),
  bookingId: qualified(reviews.bookingId),
  propertyId: qualified(reviews.propertyId),
  subjectId: qualified(reviews.subjectId),
  side: qualified(reviews.side),
  rating: qualified(reviews.rating),
  publishedAt: qualified(reviews.publishedAt),
  removedAt: qualified(reviews.removedAt),
};

/** Published = visible to everyone: its time has come and the admin has not removed it. */
export const isPublishedSql = (now: Date | SQL) => sql`${r.publishedAt} <= ${now} AND ${r.removedAt} IS NULL`;

/** The average (one decimal) and count of a listing's published tenant reviews (reviews_property_published_idx). */
export function propertyRatingColumns(propertyId: AnyPgColumn, now: Date) {
  const where = sql`${r.propertyId} = ${qualified(propertyId)} AND ${r.side} = 'tenant' AND ${isPublishedSql(now)}`;
  return {
    ratingAverage: sql<number | null>`(SELECT round(avg(${r.rating}), 1) FROM ${reviews} WHERE ${where})`.mapWith(Number),
    ratingCount: sql<number>`(SELECT count(*)::int FROM ${reviews} WHERE ${where})`.mapWith(Number),
  };
}

/**
 * The same two figures as one row (`rating_average`, `rating_count`), to join laterally: a
 * statement that builds many columns from them walks the index once per listing, not twice.
 */
export function propertyRatingRow(propertyId: AnyPgColumn, now: Date | SQL): SQL {
  const where = sql`${r.propertyId} = ${qualified(propertyId)} AND ${r.side} = 'tenant' AND ${isPublishedSql(now)}`;
  return sql`(SELECT round(avg(${r.rating}), 1) AS rating_average, count(*)::int AS rating_count FROM ${reviews} WHERE ${where})`;
}

/** The average and count of what landlords published about a tenant (reviews_subject_published_idx). */
export function tenantRatingColumns(tenantId: AnyPgColumn, now: Date) {
  const where = sql`${r.subjectId} = ${qualified(tenantId)} AND ${r.side} = 'landlord' AND ${isPublishedSql(now)}`;
  return {
    tenantRatingAverage: sql<number | null>`(SELECT round(avg(${r.rating}), 1) FROM ${reviews} WHERE ${where})`.mapWith(Number),
    tenantRatingCount: sql<number>`(SELECT count(*)::int FROM ${reviews} WHERE ${where})`.mapWith(Number),
  };
}

/**
 * For a booking list read by one side: that side's own review of each stay (published or not —
 * its author may always see it; reviews_booking_side_key) and whether it may write one now.
 * `side` undefined (the admin's list): nobody's review, never writable.
 */
export function bookingReviewColumns(side: ReviewSide | undefined, today: string) {
  if (!side) {
    return {
      myReviewId: sql<string | null>`NULL::uuid`,
      myReviewRating: sql<number | null>`NULL::int`,
      canReview: sql<boolean>`false`,
    };
  }
  const mine: SQL = sql`${r.bookingId} = ${qualified(bookings.id)} AND ${r.side} = ${side}`;
  return {
    myReviewId: sql<string | null>`(SELECT ${r.id} FROM ${reviews} WHERE ${mine})`,
    myReviewRating: sql<number | null>`(SELECT ${r.rating}::int FROM ${reviews} WHERE ${mine})`,
    canReview: sql<boolean>`(${qualified(bookings.status)} = 'confirmed' AND ${qualified(bookings.moveInDate)} <= ${today}
      AND NOT EXISTS (SELECT 1 FROM ${reviews} WHERE ${mine}))`,
  };
}
