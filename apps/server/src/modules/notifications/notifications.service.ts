import {
  EMAIL_ONLY_NOTIFICATION_TYPES,
  type NotificationSettings,
  type NotificationsQuery,
  type NotificationType,
  OPTIONAL_EMAIL_TYPES,
  type UpdateNotificationSettingsBody,
} from '@rentease/contract';
import { and, count, desc, eq, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.js';
import { type NotificationRow, notificationEmailOptOuts, notifications, users } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { decodeCursor, encodeCursor, type Page, toPage } from '../../lib/pagination.js';
import type { AuthUser } from '../auth/auth-user.js';
import type { NotificationDispatcher } from './notification-dispatcher.js';
import { inEnglish, type NotificationMessage } from './notification-messages.js';
import { isShownInApp } from './notifications.policy.js';

export type NotifyInput = {
  userId: string;
  type: NotificationType;
  /** Also the email's subject. */
  title: NotificationMessage;
  body?: NotificationMessage;
  /** An in-app path, e.g. /landlord/bookings. */
  link: string;
  /** Repeats with the same key fold into the one unread row (a conversation's messages). */
  groupKey?: string;
};

/** What notify() wrote: handed to NotificationDispatcher.dispatch once the transaction has committed. */
export type Notified = { id: string; userId: string };

const NOT_FOUND = 'Notification not found';
const PAGE_ORDER = 'notifications.newest';

/**
 * The texts of a notification as stored: each a message (key and values) told in the reader's
 * language when shown, and its English, which readers of the row as text (and old rows) have.
 */
export function storedTexts(input: Pick<NotifyInput, 'title' | 'body'>) {
  return {
    title: inEnglish(input.title),
    titleKey: input.title.key,
    titleValues: input.title.values ?? {},
    body: input.body ? inEnglish(input.body) : '',
    bodyKey: input.body?.key ?? null,
    bodyValues: input.body ? (input.body.values ?? {}) : null,
  };
}

/**
 * Records a notification inside the caller's transaction, so it exists exactly when its event
 * does (a rolled-back booking leaves no "confirmed" notification). The live push and the email
 * follow after commit: pass the result to `NotificationDispatcher.dispatch`.
 * Account notifications (email only) are stored already read, so the bell never counts them but
 * the email job and its sweep find them like any other.
 */
export async function notify(tx: DbOrTx, input: NotifyInput, now: Date): Promise<Notified> {
  const texts = storedTexts(input);
  const values = {
    userId: input.userId,
    type: input.type,
    ...texts,
    link: input.link,
    groupKey: input.groupKey ?? null,
    createdAt: now,
    readAt: isShownInApp(input.type) ? null : now,
  };
  if (!input.groupKey) {
    const [row] = await tx.insert(notifications).values(values).returning({ id: notifications.id });
    if (!row) throw new Error('notification not written');
    return { id: row.id, userId: input.userId };
  }
  // A folded repeat whose email already went out starts a new row (with the newest title and
  // count), so the next email carries only what came since; the old row is superseded (read).
  await tx
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.userId, input.userId),
        eq(notifications.groupKey, input.groupKey),
        isNull(notifications.readAt),
        sql`${notifications.emailedAt} IS NOT NULL`,
      ),
    );
  // The unique partial index (user, group_key) over unread rows makes two messages arriving at
  // once fold into one row instead of racing to insert two.
  const [row] = await tx
    .insert(notifications)
    .values(values)
    .onConflictDoUpdate({
      target: [notifications.userId, notifications.groupKey],
      targetWhere: sql`${notifications.readAt} IS NULL AND ${notifications.groupKey} IS NOT NULL`,
      set: { ...texts, link: values.link, createdAt: now },
    })
    .returning({ id: notifications.id });
  if (!row) throw new Error('notification not written');
  return { id: row.id, userId: input.userId };
}

/** Several notifications of one event in one statement (no group keys: those fold one by one). */
export async function notifyAll(tx: DbOrTx, inputs: Omit<NotifyInput, 'groupKey'>[], now: Date): Promise<Notified[]> {
  if (inputs.length === 0) return [];
  const rows = await tx
    .insert(notifications)
    .values(
      inputs.map((input) => ({
        userId: input.userId,
        type: input.type,
        ...storedTexts(input),
        link: input.link,
        createdAt: now,
        readAt: isShownInApp(input.type) ? null : now,
      })),
    )
    .returning({ id: notifications.id, userId: notifications.userId });
  return rows;
}

/** The bell's filter: account notifications are email only. */
const inApp = notInArray(notifications.type, [...EMAIL_ONLY_NOTIFICATION_TYPES]);

/** Unread notifications shown on the bell. */
export async function countUnread(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), inApp));
  return row?.n ?? 0;
}

/** Notifications by id, each with its owner's unread count and language (one query: the live push after an event). */
export async function findWithUnreadCounts(db: DbOrTx, ids: string[]) {
  return db
    .select({
      row: notifications,
      language: users.language,
      // Correlated on the outer row's owner; the account types are email only (see inApp).
      unread: sql<number>`(SELECT count(*)::int FROM notifications AS mine WHERE mine.user_id = notifications.user_id AND mine.read_at IS NULL AND mine.type NOT IN ('account_blocked', 'account_unblocked'))`,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(inArray(notifications.id, ids));
}

/** A person's own notifications, newest first, keyset-paged. */
export async function listNotifications(
  db: DbOrTx,
  user: AuthUser,
  query: NotificationsQuery,
): Promise<Page<NotificationRow> & { unreadCount: number }> {
  const after = query.cursor ? decodeCursor(query.cursor, PAGE_ORDER, 'integer') : undefined;
  const own = and(eq(notifications.userId, user.id), inApp);
  const keyset = after
    ? sql`(${notifications.createdAt}, ${notifications.id}) < (${new Date(after.value)}, ${after.id})`
    : undefined;
  const [rows, [total], unreadCount] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(and(own, keyset))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.limit + 1),
    db.select({ n: count() }).from(notifications).where(own),
    countUnread(db, user.id),
  ]);
  const page = toPage(rows, query.limit, total?.n ?? 0, (last) => encodeCursor(PAGE_ORDER, last.createdAt.getTime(), last.id));
  return { ...page, unreadCount };
}

/** Reading notifications: the database, the time, and the bell of the person's other tabs. */
type ReadDeps = { db: Database; clock: Clock; notifications: NotificationDispatcher };

/**
 * Marks one of the person's own notifications read (again is fine: read_at keeps the first
 * time). Someone else's id answers 404, as if it did not exist.
 */
export async function markNotificationRead({ db, clock, notifications: dispatcher }: ReadDeps, user: AuthUser, id: string) {
  if (!isUuid(id)) throw AppError.notFound(NOT_FOUND);
  const own = and(eq(notifications.id, id), eq(notifications.userId, user.id), inApp);
  // One conditional update: of two tabs marking it read at once, the first time wins and stays.
  await db
    .update(notifications)
    .set({ readAt: clock.now() })
    .where(and(own, isNull(notifications.readAt)));
  const [row] = await db.select().from(notifications).where(own);
  if (!row) throw AppError.notFound(NOT_FOUND);
  const unreadCount = await countUnread(db, user.id);
  // The person's other tabs update their bells.
  await dispatcher.countChanged(user.id, unreadCount);
  return { row, unreadCount };
}

/** Marks every unread notification of the person read. */
export async function markAllNotificationsRead({ db, clock, notifications: dispatcher }: ReadDeps, user: AuthUser) {
  const updated = await db
    .update(notifications)
    .set({ readAt: clock.now() })
    .where(and(eq(notifications.userId, user.id), isNull(notifications.readAt), inApp))
    .returning({ id: notifications.id });
  const unreadCount = await countUnread(db, user.id);
  await dispatcher.countChanged(user.id, unreadCount);
  return { updated: updated.length, unreadCount };
}

/** Email switches of a person: every one on unless turned off. */
export async function getNotificationSettings(db: DbOrTx, userId: string): Promise<NotificationSettings> {
  const off = await db
    .select({ type: notificationEmailOptOuts.type })
    .from(notificationEmailOptOuts)
    .where(eq(notificationEmailOptOuts.userId, userId));
  const offTypes = new Set(off.map((row) => row.type));
  return {
    email: Object.fromEntries(OPTIONAL_EMAIL_TYPES.map((type) => [type, !offTypes.has(type)])) as NotificationSettings['email'],
  };
}

/** Turns email switches on or off; the ones not named keep their value. */
export async function updateNotificationSettings(
  db: Database,
  userId: string,
  body: UpdateNotificationSettingsBody,
): Promise<NotificationSettings> {
  const entries = Object.entries(body.email).filter((entry): entry is [NotificationType, boolean] => entry[1] !== undefined);
  const turnOff = entries.filter(([, on]) => !on).map(([type]) => type);
  const turnOn = entries.filter(([, on]) => on).map(([type]) => type);
  await db.transaction(async (tx) => {
    // Insert-or-nothing and delete are each idempotent, so two tabs saving at once cannot collide.
    if (turnOff.length > 0) {
      await tx
        .insert(notificationEmailOptOuts)
        .values(turnOff.map((type) => ({ userId, type })))
        .onConflictDoNothing();
    }
    if (turnOn.length > 0) {
      await tx
        .delete(notificationEmailOptOuts)
        .where(and(eq(notificationEmailOptOuts.userId, userId), inArray(notificationEmailOptOuts.type, turnOn)));
    }
  });
  return getNotificationSettings(db, userId);
}

/** Whether this person turned this email off. */
export async function isEmailOptedOut(db: DbOrTx, userId: string, type: NotificationType): Promise<boolean> {
  const [row] = await db
    .select({ type: notificationEmailOptOuts.type })
    .from(notificationEmailOptOuts)
    .where(and(eq(notificationEmailOptOuts.userId, userId), eq(notificationEmailOptOuts.type, type)));
  return row !== undefined;
}

/**
 * Records that a person is connected now, at most once a minute (the chat socket calls this on
 * connect, disconnect and while open): chat emails wait until they have been away.
 */
export async function touchLastSeen(db: DbOrTx, userId: string, now: Date, force = false): Promise<void> {
  const minuteAgo = new Date(now.getTime() - 60_000);
  await db
    .update(users)
    .set({ lastSeenAt: now })
    .where(and(eq(users.id, userId), force ? undefined : or(isNull(users.lastSeenAt), lt(users.lastSeenAt, minuteAgo))));
}

/**
 * The person read these conversations in Messages: their chat notifications are read too, so the
 * bell does not keep saying "3 new messages" about messages already seen. Returns how many changed.
 */
export async function markChatNotificationsRead(db: DbOrTx, userId: string, groupKeys: string[], now: Date): Promise<number> {
  if (groupKeys.length === 0) return 0;
  const updated = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), inArray(notifications.groupKey, groupKeys)))
    .returning({ id: notifications.id });
  return updated.length;
}
