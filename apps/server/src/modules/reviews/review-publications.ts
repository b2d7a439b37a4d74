import { and, eq, gt, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { notifications, reviews } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import type { NotificationDispatcher } from '../notifications/notification-dispatcher.js';
import { notifyReviewPublished } from '../notifications/notification-events.js';
import type { Notified } from '../notifications/notifications.service.js';

/** Reviews that came out this long ago or less are announced; older ones (a first deploy) are not. */
const RECENT_MS = 7 * 24 * 3_600_000;
const BATCH = 100;

/**
 * Tells each person reviewed that a review of them is out because its 14 days ran out (the other
 * side never wrote): publication is a time, not a write, so the notifications sweep asks for it.
 * Once per review (notifyReviewPublished checks); safe from several processes at once.
 */
export async function announceReviewsPublishedByTime(deps: {
  db: Database;
  clock: Clock;
  notifications: NotificationDispatcher;
}): Promise<number> {
  const now = deps.clock.now();
  const told = deps.db
    .select({ one: sql`1` })
    .from(notifications)
    .where(and(eq(notifications.userId, reviews.subjectId), sql`${notifications.groupKey} = 'review:' || ${reviews.id}::text`));
  const due = await deps.db
    .select({ id: reviews.id })
    .from(reviews)
    .where(
      and(
        lte(reviews.publishedAt, now),
        gt(reviews.publishedAt, new Date(now.getTime() - RECENT_MS)),
        isNull(reviews.removedAt),
        notExists(told),
      ),
    )
    .limit(BATCH);
  if (due.length === 0) return 0;
  const notified = await deps.db.transaction(async (tx) => {
    const written: Notified[] = [];
    for (const review of due) {
      const one = await notifyReviewPublished(tx, now, review.id);
      if (one) written.push(one);
    }
    return written;
  });
  await deps.notifications.dispatch(notified);
  return notified.length;
}
