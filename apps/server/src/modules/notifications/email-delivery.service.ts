import { CHAT_EMAIL_AWAY_MINUTES } from '@rentease/contract';
import type { Language } from '@rentease/i18n';
import { and, asc, eq, gt, isNull, lt, max, ne, notExists, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  chatMessages,
  type NotificationRow,
  notificationEmailOptOuts,
  notifications,
  savedSearches,
  users,
} from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { translator } from '../../lib/i18n.js';
import { describeSavedSearch, listingsMatchingSince } from '../saved-searches/saved-searches.service.js';
import type { EmailQueue } from './email-queue.js';
import { parseChatGroupKey, parseSavedSearchGroupKey, savedSearchGroupKeySql } from './group-keys.js';
import type { EmailAttachment, Mailer } from './mailer.js';
import { composeNotificationEmail, type DigestHome, type QuotedMessage } from './notification-email.js';
import { notificationText } from './notification-messages.js';
import { isEmailOptional } from './notifications.policy.js';
import { isEmailOptedOut } from './notifications.service.js';

export type EmailDeliveryDeps = {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  publicUrl: string;
  /** Files an email carries besides its text (a visit's calendar file), by notification. */
  attachmentsFor?: (notification: NotificationRow) => Promise<EmailAttachment[]>;
};

const AWAY_MS = CHAT_EMAIL_AWAY_MINUTES * 60_000;
/** The after-commit enqueue normally gets there first; the sweep waits this long before stepping in. */
const SWEEP_GRACE_MS = 60_000;
const SWEEP_BATCH = 500;
/** At most this many messages quoted in one chat email; the rest are a click away. */
const QUOTED_MAX = 20;
/** A saved search's email is a digest, at most one a day. */
const DIGEST_INTERVAL_MS = 24 * 3_600_000;
/** Homes listed in one digest; the search itself shows the rest. */
const DIGEST_MAX = 10;

/** Whether someone last seen at `lastSeenAt` counts as away at `now` (chat emails wait until then). */
export function isAway(lastSeenAt: Date | null, now: Date): boolean {
  return lastSeenAt === null || now.getTime() - lastSeenAt.getTime() >= AWAY_MS;
}

/**
 * Sends one notification's email, the queue's job. Does nothing when it went out already, the
 * person turned that email off, or (chat) they are still around; a chat email carries every
 * unread message of the conversation since the last one. Records emailed_at only after the send
 * succeeded: a failure throws, and the queue retries.
 */
export async function deliverNotificationEmail(deps: EmailDeliveryDeps, notificationId: string): Promise<'sent' | 'skipped'> {
  const { db, clock } = deps;
  const [row] = await db
    .select({
      notification: notifications,
      email: users.email,
      firstName: users.firstName,
      role: users.role,
      lastSeenAt: users.lastSeenAt,
      deletedAt: users.deletedAt,
      emailVerifiedAt: users.emailVerifiedAt,
      language: users.language,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(eq(notifications.id, notificationId));
  if (!row || row.notification.emailedAt || row.deletedAt) return 'skipped';
  const { notification } = row;
  if (!row.emailVerifiedAt) {
    // An unverified address may be a mistyped one, a stranger's: only account emails go there.
    // Settled, so the sweep stops asking and verifying later does not send a backlog at once.
    await markEmailed(db, notificationId, clock.now());
    return 'skipped';
  }
  if (isEmailOptional(notification.type) && (await isEmailOptedOut(db, notification.userId, notification.type))) return 'skipped';
  const now = clock.now();

  let messages: QuotedMessage[] | undefined;
  if (notification.type === 'chat_message') {
    // Not while they are around: they will see the messages in the app (the sweep asks again later).
    if (!isAway(row.lastSeenAt, now)) return 'skipped';
    messages = await unreadMessagesSinceLastEmail(db, notification.userId, notification.groupKey);
    if (messages.length === 0) {
      // Read in the app meanwhile: nothing left to tell; settled so the sweep stops asking.
      await markEmailed(db, notificationId, now);
      return 'skipped';
    }
  }

  let digest: { searchId: string; title: string; homes: DigestHome[] } | undefined;
  if (notification.type === 'saved_search_match') {
    const found = await savedSearchDigest(db, notification.groupKey, now, row.language);
    if (found === 'wait') return 'skipped';
    if (found === 'nothing') {
      await markEmailed(db, notificationId, now);
      return 'skipped';
    }
    digest = found;
  }

  // The notification is stored as messages; the email tells them in the reader's language.
  const text = notificationText(notification, row.language);
  const email = composeNotificationEmail(
    {
      to: row.email,
      language: row.language,
      firstName: row.firstName,
      role: row.role,
      title: digest?.title ?? text.title,
      body: messages || digest ? '' : text.body,
      link: digest ? '/tenant/saved' : notification.link,
      at: notification.createdAt,
      messages,
      homes: digest?.homes,
    },
    deps.publicUrl,
  );
  const attachments = (await deps.attachmentsFor?.(notification)) ?? [];
  await deps.mailer.send(attachments.length > 0 ? { ...email, attachments } : email);
  await markEmailed(db, notificationId, now);
  if (digest) await db.update(savedSearches).set({ digestSentAt: now }).where(eq(savedSearches.id, digest.searchId));
  return 'sent';
}

/**
 * What a saved search's digest would say now: 'wait' within a day of the last one (the sweep asks
 * again later; matches meanwhile fold into the same notification), 'nothing' when the search was
 * deleted or every match is gone, else the homes listed since the last digest.
 */
async function savedSearchDigest(
  db: Database,
  groupKey: string | null,
  now: Date,
  language: Language,
): Promise<'wait' | 'nothing' | { searchId: string; title: string; homes: DigestHome[] }> {
  const searchId = parseSavedSearchGroupKey(groupKey);
  if (!searchId) return 'nothing';
  const [search] = await db.select().from(savedSearches).where(eq(savedSearches.id, searchId));
  if (!search) return 'nothing';
  if (search.digestSentAt && now.getTime() - search.digestSentAt.getTime() < DIGEST_INTERVAL_MS) return 'wait';
  const found = await listingsMatchingSince(db, search, search.digestSentAt ?? search.createdAt, DIGEST_MAX);
  if (found.length === 0) return 'nothing';
  const homes = found.map((home) => ({
    title: home.title,
    city: home.city,
    rentPaise: home.pricePaise,
    link: `/homes/${home.id}`,
  }));
  const t = translator(language, 'email');
  const description = describeSavedSearch(search);
  const title =
    homes.length === 1
      ? t('A new home matches your saved search: {{search}}', { search: description })
      : t('{{count}} new homes match your saved search: {{search}}', { count: homes.length, search: description });
  return { searchId, title, homes };
}

async function markEmailed(db: Database, id: string, now: Date) {
  await db
    .update(notifications)
    .set({ emailedAt: now })
    .where(and(eq(notifications.id, id), isNull(notifications.emailedAt)));
}

/** The receiver's unread messages of a conversation, sent after the last email about it. */
async function unreadMessagesSinceLastEmail(db: Database, userId: string, groupKey: string | null): Promise<QuotedMessage[]> {
  const key = parseChatGroupKey(groupKey);
  if (!key || !groupKey) return [];
  const [last] = await db
    .select({ at: max(notifications.emailedAt) })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.groupKey, groupKey)));
  const rows = await db
    .select({ text: chatMessages.message, at: chatMessages.createdAt, firstName: users.firstName, lastName: users.lastName })
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.senderId))
    .where(
      and(
        eq(chatMessages.tenantId, key.tenantId),
        eq(chatMessages.landlordId, key.landlordId),
        eq(chatMessages.propertyId, key.propertyId),
        ne(chatMessages.senderId, userId),
        eq(chatMessages.isRead, false),
        last?.at ? gt(chatMessages.createdAt, last.at) : undefined,
      ),
    )
    .orderBy(asc(chatMessages.seq))
    .limit(QUOTED_MAX);
  return rows.map((m) => ({ from: `${m.firstName} ${m.lastName}`.trim(), text: m.text, at: m.at }));
}

/**
 * Queues every email that is due but not sent: older than a minute (the after-commit enqueue
 * had its chance: a crash between commit and enqueue lost it), not turned off, and for chat, the
 * receiver away. The queue's singletonKey keeps a notification queued once.
 */
export async function sweepDueEmails(deps: { db: Database; clock: Clock; queue: EmailQueue }): Promise<number> {
  const now = deps.clock.now();
  const digestedToday = deps.db
    .select({ one: sql`1` })
    .from(savedSearches)
    .where(
      and(
        eq(notifications.groupKey, savedSearchGroupKeySql(savedSearches.id)),
        gt(savedSearches.digestSentAt, new Date(now.getTime() - DIGEST_INTERVAL_MS)),
      ),
    );
  const optedOut = deps.db
    .select({ one: sql`1` })
    .from(notificationEmailOptOuts)
    .where(and(eq(notificationEmailOptOuts.userId, notifications.userId), eq(notificationEmailOptOuts.type, notifications.type)));
  const due = await deps.db
    .select({ id: notifications.id })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(
      and(
        isNull(notifications.emailedAt),
        lt(notifications.createdAt, new Date(now.getTime() - SWEEP_GRACE_MS)),
        isNull(users.deletedAt),
        notExists(optedOut),
        or(
          ne(notifications.type, 'chat_message'),
          isNull(users.lastSeenAt),
          lt(users.lastSeenAt, new Date(now.getTime() - AWAY_MS)),
        ),
        // A saved search's digest waits out its day; asking every minute meanwhile would be noise.
        or(ne(notifications.type, 'saved_search_match'), notExists(digestedToday)),
      ),
    )
    .orderBy(asc(notifications.createdAt))
    .limit(SWEEP_BATCH);
  await deps.queue.enqueue(due.map((row) => row.id));
  return due.length;
}
