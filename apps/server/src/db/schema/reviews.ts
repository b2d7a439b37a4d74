import { REVIEW_SIDES } from '@rentease/contract';
import { sql } from 'drizzle-orm';
import { check, index, pgEnum, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.js';
import { properties } from './properties.js';
import { users } from './users.js';

export const reviewSide = pgEnum('review_side', REVIEW_SIDES);

/**
 * One side's review of a confirmed stay: the tenant's of the property and its landlord, or the
 * landlord's of the tenant. Double-blind: published_at is set at insert to created_at + 14 days,
 * and brought forward to now() for both reviews when the other side writes theirs, so "visible to
 * everyone" is the single indexable test published_at <= now() — no job has to flip a flag.
 * Property, author and subject are copied from the booking so every list is one index walk.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'restrict' }),
    side: reviewSide('side').notNull(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The person reviewed: the landlord for a tenant's review, the tenant for a landlord's. */
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { precision: 3, withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { precision: 3, withTimezone: true }).notNull(),
    /** The landlord's one answer to a published tenant review. */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { precision: 3, withTimezone: true }),
    /** Set when the admin removes a review that breaks the rules (audit-logged); it is then shown to no one. */
    removedAt: timestamp('removed_at', { precision: 3, withTimezone: true }),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
    uniqueIndex('reviews_booking_side_key').on(t.bookingId, t.side),
    // A listing's reviews, newest first, and its average (tenant side only).
    index('reviews_property_published_idx')
      .on(t.propertyId, t.publishedAt, t.id)
      .where(sql`${t.side} = 'tenant' AND ${t.removedAt} IS NULL`),
    // What landlords wrote about a tenant, and a tenant's average.
    index('reviews_subject_published_idx')
      .on(t.subjectId, t.publishedAt, t.id)
      .where(sql`${t.side} = 'landlord' AND ${t.removedAt} IS NULL`),
  ],
);

export type ReviewRow = typeof reviews.$inferSelect;
