import { type CreateReviewBody, REVIEW_BLIND_DAYS, type ReviewListQuery, reviewMessages } from '@rentease/contract';
import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { type Database, type DbOrTx, postgresErrorCode, UNIQUE_VIOLATION } from '../../db/client.js';
import { bookings, conversations, type ReviewRow, reviews, users } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { decodeCursor, encodeCursor, type Page, toPage } from '../../lib/pagination.js';
import { recordAudit } from '../audit/audit.service.js';
import type { AuthUser } from '../auth/auth-user.js';
import type { NotificationDispatcher } from '../notifications/notification-dispatcher.js';
import { notifyReviewPublished, notifyReviewReplied } from '../notifications/notification-events.js';
import type { Notified } from '../notifications/notifications.service.js';
import { assertCanReply, reviewSideOf } from './reviews.policy.js';

// The ratings other modules show beside listings, bookings and tenants, as columns of their queries.
export { bookingReviewColumns, propertyRatingColumns, propertyRatingRow, tenantRatingColumns } from './reviews.sql.js';

const DAY_MS = 24 * 3_600_000;
const CURSOR_ORDER = 'review-published';

/** A published review with its author's first name, as the lists show it. */
export type ReviewView = Pick<ReviewRow, 'id' | 'rating' | 'comment' | 'createdAt' | 'publishedAt' | 'reply' | 'repliedAt'> & {
  authorFirstName: string;
};

export type ReviewPage = Page<ReviewView> & { average: number | null; count: number };

/**
 * Writes `author`'s review of a stay. Eligibility (confirmed, moved in) is a 409 with a human
 * message rather than a 403: the person is a party to the stay, the stay is just not reviewable
 * (yet). Double-blind: the review is published REVIEW_BLIND_DAYS from now, or at once — together
 * with the other side's — when the other side has already written theirs.
 */
export async function createReview(deps: ReviewDeps, author: AuthUser, body: CreateReviewBody): Promise<string> {
  const { id, notified } = await writeReview(deps, author, body);
  await deps.notifications.dispatch(notified);
  return id;
}

/** What the review services need: the database, the time, and the bell once a write has committed. */
export type ReviewDeps = { db: Database; clock: Clock; notifications: NotificationDispatcher };

async function writeReview(
  { db, clock }: ReviewDeps,
  author: AuthUser,
  body: CreateReviewBody,
): Promise<{ id: string; notified: Notified[] }> {
  const now = clock.now();
  const today = clock.today();
  try {
    return await db.transaction(async (tx) => {
      // Lock the booking: two second-writers (tenant and landlord pressing Submit at once) would
      // each miss the other's uncommitted review and both stay blind for 14 days; serialised, the
      // later one sees the earlier one and publishes both. It also keeps a cancellation from
      // slipping in between the checks below and the insert.
      const [booking] = isUuid(body.bookingId)
        ? await tx.select().from(bookings).where(eq(bookings.id, body.bookingId)).for('update')
        : [];
      if (!booking) throw AppError.notFound(reviewMessages.bookingNotFound);
      const side = reviewSideOf(author, booking);
      if (booking.status !== 'confirmed') throw AppError.conflict(reviewMessages.notConfirmed);
      if (booking.moveInDate > today) throw AppError.conflict(reviewMessages.notMovedIn);

      const written = await tx
        .select({ id: reviews.id, side: reviews.side })
        .from(reviews)
        .where(eq(reviews.bookingId, booking.id));
      if (written.some((review) => review.side === side)) throw AppError.conflict(reviewMessages.alreadyReviewed);
      const otherWrote = written.length > 0;

      const [row] = await tx
        .insert(reviews)
        .values({
          bookingId: booking.id,
          propertyId: booking.propertyId,
          side,
          authorId: author.id,
          subjectId: side === 'tenant' ? booking.landlordId : booking.tenantId,
          rating: body.rating,
          comment: body.comment,
          createdAt: now,
          publishedAt: otherWrote ? now : new Date(now.getTime() + REVIEW_BLIND_DAYS * DAY_MS),
        })
        .returning({ id: reviews.id });
      if (!row) throw new Error('insert into reviews returned no row');
      if (otherWrote) {
        // Both have written: the other review is published now too (unless its 14 days already ran out).
        await tx
          .update(reviews)
          .set({ publishedAt: now })
          .where(and(eq(reviews.bookingId, booking.id), sql`${reviews.publishedAt} > ${now}`));
      }
      // Both reviews are out now: each person reviewed hears of it, in this transaction.
      const notified = otherWrote
        ? [
            await notifyReviewPublished(tx, now, row.id),
            ...(await Promise.all(written.map((other) => notifyReviewPublished(tx, now, other.id)))),
          ].filter((told): told is Notified => told !== undefined)
        : [];
      return { id: row.id, notified };
    });
  } catch (error) {
    // The booking lock already makes the second writer of a side see the first; the unique index
    // reviews_booking_side_key is the last word should anything write around the lock.
    if (postgresErrorCode(error) === UNIQUE_VIOLATION) throw AppError.conflict(reviewMessages.alreadyReviewed);
    throw error;
  }
}

/** Visible to everyone: its publication time has come and the admin has not removed it. */
export function isPublished(review: Pick<ReviewRow, 'publishedAt' | 'removedAt'>, now: Date): boolean {
  return review.removedAt === null && review.publishedAt.getTime() <= now.getTime();
}

/** One review by id (removed ones included: the admin may look at them), or 404. */
export async function findReview(db: DbOrTx, id: string): Promise<ReviewRow & { authorFirstName: string }> {
  if (!isUuid(id)) throw AppError.notFound(reviewMessages.reviewNotFound);
  const [row] = await db
    .select({ review: reviews, authorFirstName: users.firstName })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.authorId))
    .where(eq(reviews.id, id))
    .limit(1);
  if (!row) throw AppError.notFound(reviewMessages.reviewNotFound);
  return { ...row.review, authorFirstName: row.authorFirstName };
}

const viewColumns = {
  id: reviews.id,
  rating: reviews.rating,
  comment: reviews.comment,
  createdAt: reviews.createdAt,
  publishedAt: reviews.publishedAt,
  reply: reviews.reply,
  repliedAt: reviews.repliedAt,
  authorFirstName: users.firstName,
};

/**
 * A page of published reviews of one side about one listing or person, newest first, with the
 * average and count over all of them. `filters` must pin the partial index's key and side — the
 * side as a literal, so that even a generic plan can prove the partial index's predicate.
 */
async function listPublished(db: DbOrTx, filters: SQL[], query: ReviewListQuery, now: Date): Promise<ReviewPage> {
  const published = [...filters, isNull(reviews.removedAt), sql`${reviews.publishedAt} <= ${now}`];
  const after = query.cursor ? decodeCursor(query.cursor, CURSOR_ORDER, 'integer') : undefined;
  const cursor = after ? [sql`(${reviews.publishedAt}, ${reviews.id}) < (${new Date(after.value)}, ${after.id})`] : [];
  const [rows, [summary]] = await Promise.all([
    db
      .select(viewColumns)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.authorId))
      .where(and(...published, ...cursor))
      .orderBy(desc(reviews.publishedAt), desc(reviews.id))
      .limit(query.limit + 1),
    db
      .select({ n: count(), average: sql<number | null>`round(avg(${reviews.rating}), 1)`.mapWith(Number) })
      .from(reviews)
      .where(and(...published)),
  ]);
  const page = toPage(rows, query.limit, summary?.n ?? 0, (last) =>
    encodeCursor(CURSOR_ORDER, last.publishedAt.getTime(), last.id),
  );
  return { ...page, average: summary?.average ?? null, count: summary?.n ?? 0 };
}

/** The published tenant reviews of a listing (reviews_property_published_idx). */
export function listPropertyReviews(db: DbOrTx, propertyId: string, query: ReviewListQuery, now: Date) {
  return listPublished(db, [eq(reviews.propertyId, propertyId), sql`${reviews.side} = 'tenant'`], query, now);
}

/** What landlords published about a tenant (reviews_subject_published_idx). */
export function listTenantReviews(db: DbOrTx, tenantId: string, query: ReviewListQuery, now: Date) {
  return listPublished(db, [eq(reviews.subjectId, tenantId), sql`${reviews.side} = 'landlord'`], query, now);
}

/** Whether a landlord knows this tenant: a booking of theirs, or a conversation with them. */
export async function landlordKnowsTenant(db: DbOrTx, landlordId: string, tenantId: string): Promise<boolean> {
  const [booked, talked] = await Promise.all([
    db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.landlordId, landlordId), eq(bookings.tenantId, tenantId)))
      .limit(1),
    db
      .select({ id: conversations.propertyId })
      .from(conversations)
      .where(and(eq(conversations.landlordId, landlordId), eq(conversations.tenantId, tenantId)))
      .limit(1),
  ]);
  return booked.length > 0 || talked.length > 0;
}

/**
 * The landlord's one reply. The conditional UPDATE (… WHERE reply IS NULL) decides between two
 * replies sent at once (two tabs): exactly one updates a row, the other gets 409.
 */
export async function replyToReview(deps: ReviewDeps, landlord: AuthUser, reviewId: string, reply: string): Promise<void> {
  const now = deps.clock.now();
  const review = await findReview(deps.db, reviewId);
  assertCanReply(landlord, review, isPublished(review, now));
  // The reply and the author's notification commit together.
  const notified = await deps.db.transaction(async (tx) => {
    const updated = await tx
      .update(reviews)
      .set({ reply, repliedAt: now })
      .where(and(eq(reviews.id, review.id), isNull(reviews.reply)))
      .returning({ id: reviews.id });
    if (updated.length === 0) throw AppError.conflict(reviewMessages.alreadyReplied);
    return [await notifyReviewReplied(tx, now, review.id)];
  });
  await deps.notifications.dispatch(notified);
}

/**
 * The admin removes a review that breaks the rules: it is then shown to no one, and the removal
 * is in the audit log (same transaction, so there is never one without the other). Removing a
 * removed review is a 404: there is nothing left to remove.
 */
export async function removeReview(db: Database, reviewId: string, admin: AuthUser, now: Date): Promise<void> {
  if (!isUuid(reviewId)) throw AppError.notFound(reviewMessages.reviewNotFound);
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .update(reviews)
      .set({ removedAt: now })
      .where(and(eq(reviews.id, reviewId), isNull(reviews.removedAt)))
      .returning();
    if (!removed) throw AppError.notFound(reviewMessages.reviewNotFound);
    await recordAudit(
      tx,
      {
        actorId: admin.id,
        action: 'review.removed',
        targetType: 'review',
        targetId: removed.id,
        summary: `Removed a ${removed.rating}-star ${removed.side} review`,
        details: { bookingId: removed.bookingId, propertyId: removed.propertyId, comment: removed.comment },
      },
      now,
    );
  });
}
