import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client.js';
import type { Delivery } from '../live/live.events.js';
import type { LivePublisher } from '../live/live.publisher.js';
import type { EmailQueue } from './email-queue.js';
import { chatGroupKey } from './group-keys.js';
import { isShownInApp } from './notifications.policy.js';
import { toNotification } from './notifications.presenter.js';
import { countUnread, findWithUnreadCounts, markChatNotificationsRead, type Notified } from './notifications.service.js';

/**
 * What happens once an event's transaction has committed: the bell updates live over the user's
 * live connection (in whichever server process holds it) and the email job
 * is queued. Never throws: the event happened and its request must not fail because of this; a
 * lost push is caught up by the next page load, a lost enqueue by the sweep.
 */
export class NotificationDispatcher {
  constructor(private readonly deps: { db: DbOrTx; live: LivePublisher; queue: EmailQueue; log: FastifyBaseLogger }) {}

  async dispatch(notified: readonly Notified[]): Promise<void> {
    if (notified.length === 0) return;
    const ids = [...new Set(notified.map((n) => n.id))];
    try {
      const deliveries: Delivery[] = [];
      for (const { row, unread, language } of await findWithUnreadCounts(this.deps.db, ids)) {
        if (!isShownInApp(row.type)) continue;
        deliveries.push({
          to: row.userId,
          // The push has no request to ask: it is told in the language of the person's profile.
          event: { type: 'notification.new', notification: toNotification(row, language), unread_count: unread },
        });
      }
      await this.deps.live.deliver(deliveries);
    } catch (error) {
      this.deps.log.warn({ err: error }, 'notification not pushed live; the bell catches up on the next load');
    }
    try {
      await this.deps.queue.enqueue(ids);
    } catch (error) {
      this.deps.log.error({ err: error, notificationIds: ids }, 'notification email not queued; the sweep will queue it');
    }
  }

  /** Conversations were read in Messages: their chat notifications are read too, and the bell follows. Best effort. */
  async conversationsRead(
    userId: string,
    keys: readonly { tenantId: string; landlordId: string; propertyId: string }[],
    now: Date,
  ) {
    try {
      const changed = await markChatNotificationsRead(this.deps.db, userId, keys.map(chatGroupKey), now);
      if (changed > 0) await this.countChanged(userId, await countUnread(this.deps.db, userId));
    } catch (error) {
      this.deps.log.warn({ err: error }, 'chat notifications not marked read');
    }
  }

  /** The bell's count changed without a new notification (read in another tab). Best effort. */
  async countChanged(userId: string, unreadCount: number): Promise<void> {
    await this.deps.live
      .deliver([{ to: userId, event: { type: 'notification.count', unread_count: unreadCount } }])
      .catch((error: unknown) => this.deps.log.warn({ err: error }, 'notification count not pushed live'));
  }
}
