import { type ConversationQuery, chatTexts, type SummaryQuery } from '@rentease/contract';
import { and, asc, desc, eq, getTableColumns, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, DbOrTx } from '../../db/client.js';
import { bookings, type ChatMessageRow, chatMessages, conversations, properties, users } from '../../db/schema/index.js';
import { preparedPerDatabase } from '../../db/sql.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { cursorTime, decodeCursor, encodeCursor, invalidCursor, type Page, toPage } from '../../lib/pagination.js';
import type { AuthUser } from '../auth/auth-user.js';
import { listedBookingSql } from '../bookings/bookings.service.js';
import type { NotificationDispatcher } from '../notifications/notification-dispatcher.js';
import { notifyChatMessage } from '../notifications/notification-events.js';
import type { Notified } from '../notifications/notifications.service.js';
import type { ChatLiveEvents } from './chat.events.js';
import { assertIsParticipant, assertIsReceiver, type ConversationKey } from './chat.policy.js';

const tenant = alias(users, 'tenant');
const landlord = alias(users, 'landlord');
const lastMessage = alias(chatMessages, 'last_message');

const isKey = (key: ConversationKey) => isUuid(key.tenantId) && isUuid(key.landlordId) && isUuid(key.propertyId);

/** One conversation, its key given as the values of a prepared query (`execute(key)`). */
const byConversationKey: SQL[] = [
  eq(conversations.tenantId, sql.placeholder('tenantId')),
  eq(conversations.landlordId, sql.placeholder('landlordId')),
  eq(conversations.propertyId, sql.placeholder('propertyId')),
];

const sameConversation = (key: ConversationKey): SQL[] => [
  eq(chatMessages.tenantId, key.tenantId),
  eq(chatMessages.landlordId, key.landlordId),
  eq(chatMessages.propertyId, key.propertyId),
];

async function findConversation(db: DbOrTx, key: ConversationKey) {
  const [row] = await conversationQuery(db).execute(key);
  return row;
}

/** Every message sent and every history read checks the conversation first. */
const conversationQuery = preparedPerDatabase((db) =>
  db
    .select()
    .from(conversations)
    .where(and(...byConversationKey))
    .limit(1)
    .prepare('find_conversation'),
);

/** The tenant has (or had) a stay at the landlord's listing: a booking either side may write about. */
async function hasStay(db: DbOrTx, key: ConversationKey): Promise<boolean> {
  const [stay] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        listedBookingSql,
        eq(bookings.tenantId, key.tenantId),
        eq(bookings.landlordId, key.landlordId),
        eq(bookings.propertyId, key.propertyId),
      ),
    )
    .limit(1);
  return stay !== undefined;
}

/**
 * Whether `user` may read or write the conversation `key`: they must be one of its two parties,
 * and a conversation that does not exist yet can only be about a live listing of that very
 * landlord, opened by a tenant (a landlord answers; they never write to tenants out of the blue) —
 * unless the tenant booked a stay there: then either side may start it, whatever the listing's state
 * now, since the two have a stay to talk about ('Message tenant' and 'Message owner' on bookings).
 */
async function assertConversationAccess(db: DbOrTx, user: AuthUser, key: ConversationKey, purpose: 'read' | 'write') {
  if (!isKey(key)) throw AppError.notFound(chatTexts.propertyNotFound);
  assertIsParticipant(user, key);
  if (await findConversation(db, key)) return;
  if (await hasStay(db, key)) return;
  const [property] = await db
    .select({
      ownerId: properties.ownerId,
      deletedAt: properties.deletedAt,
      hiddenAt: properties.hiddenAt,
      pausedAt: properties.pausedAt,
    })
    .from(properties)
    .where(eq(properties.id, key.propertyId))
    .limit(1);
  // A hidden or paused listing starts no new conversation; ones already under way go on.
  if (!property || property.deletedAt || property.hiddenAt || property.pausedAt)
    throw AppError.notFound(chatTexts.propertyNotFound);
  if (property.ownerId !== key.landlordId) throw AppError.forbidden(chatTexts.wrongOwner);
  if (purpose === 'write' && user.role !== 'tenant') throw AppError.forbidden(chatTexts.notParticipant);
}

const CURSOR_ORDER = 'chat-seq';

/**
 * A page of a conversation, oldest first: the newest `limit` messages, or those before a cursor
 * (the chat panel loads history backwards). Read through (tenant, landlord, property, seq).
 */
export async function listConversation(
  db: DbOrTx,
  user: AuthUser,
  key: ConversationKey,
  query: ConversationQuery,
): Promise<{ messages: ChatMessageRow[]; nextBefore: string | undefined }> {
  await assertConversationAccess(db, user, key, 'read');
  const before = query.before ? decodeCursor(query.before, CURSOR_ORDER, 'integer') : undefined;
  const cursor = before ? [lt(chatMessages.seq, before.value)] : [];
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(...sameConversation(key), ...cursor))
    .orderBy(desc(chatMessages.seq))
    .limit(query.limit + 1);
  const page = toPage(rows, query.limit, 0, (oldest) => encodeCursor(CURSOR_ORDER, oldest.seq, oldest.id));
  return { messages: page.items.reverse(), nextBefore: page.nextCursor };
}

/**
 * Stores a message from `user` and moves its conversation's summary (latest message, the
 * receiver's unread count) in the same transaction. The upsert locks the conversation row, so
 * concurrent messages of one conversation count their unread messages exactly. A message whose
 * client key this sender already used is the same message sent again (a retry after a lost
 * answer): the stored one is returned and nothing changes.
 */
export async function sendMessage(
  deps: ChatDeps,
  user: AuthUser,
  key: ConversationKey,
  text: string,
  clientKey?: string,
): Promise<{ message: ChatMessageRow; created: boolean }> {
  const sent = await writeMessage(deps, user, key, text, clientKey);
  if (sent.created) await deps.live.messageSent(sent.message);
  if (sent.notified) await deps.notifications.dispatch([sent.notified]);
  return { message: sent.message, created: sent.created };
}

async function writeMessage(
  { db, clock }: ChatDeps,
  user: AuthUser,
  key: ConversationKey,
  text: string,
  clientKey?: string,
): Promise<{ message: ChatMessageRow; created: boolean; notified?: Notified }> {
  await assertConversationAccess(db, user, key, 'write');
  const now = clock.now();
  const fromTenant = user.id === key.tenantId;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(chatMessages)
      .values({ ...key, senderId: user.id, message: text, createdAt: now, clientKey: clientKey ?? null })
      .onConflictDoNothing({
        target: [chatMessages.senderId, chatMessages.clientKey],
        where: sql`${chatMessages.clientKey} IS NOT NULL`,
      })
      .returning();
    if (!row) {
      const [stored] = await tx
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.senderId, user.id), eq(chatMessages.clientKey, clientKey ?? '')))
        .limit(1);
      if (!stored) throw new Error('chat message vanished after a client-key conflict');
      if (stored.propertyId !== key.propertyId || stored.tenantId !== key.tenantId || stored.landlordId !== key.landlordId) {
        throw AppError.conflict('This client key was already used for another message.');
      }
      return { message: stored, created: false };
    }
    const [conversation] = await tx
      .insert(conversations)
      .values({
        ...key,
        lastMessageId: row.id,
        lastMessageSeq: row.seq,
        lastMessageAt: now,
        tenantUnread: fromTenant ? 0 : 1,
        landlordUnread: fromTenant ? 1 : 0,
      })
      .onConflictDoUpdate({
        target: [conversations.tenantId, conversations.landlordId, conversations.propertyId],
        set: {
          // Two messages racing: the summary keeps the later one, whichever commits last.
          lastMessageId: sql`CASE WHEN excluded.last_message_seq > ${conversations.lastMessageSeq} THEN excluded.last_message_id ELSE ${conversations.lastMessageId} END`,
          lastMessageSeq: sql`GREATEST(excluded.last_message_seq, ${conversations.lastMessageSeq})`,
          lastMessageAt: sql`GREATEST(excluded.last_message_at, ${conversations.lastMessageAt})`,
          tenantUnread: sql`${conversations.tenantUnread} + excluded.tenant_unread`,
          landlordUnread: sql`${conversations.landlordUnread} + excluded.landlord_unread`,
        },
      })
      .returning({ tenantUnread: conversations.tenantUnread, landlordUnread: conversations.landlordUnread });
    // The receiver's bell, committed with the message. Their unread count is the read model's
    // counter, just written: counting the conversation's messages again cost a statement per send.
    const unread = fromTenant ? conversation?.landlordUnread : conversation?.tenantUnread;
    const notified = await notifyChatMessage(tx, now, { ...row, unread: unread ?? 1 });
    return { message: row, created: true, notified };
  });
}

/** Messages read in one conversation: what the live receipt tells both sides. */
export type ReadResult = { key: ConversationKey; readerId: string; messageIds: string[] | null; readAt: Date };

/**
 * What chat's services need: the database and the time, and where a write's after-effects go once
 * it has committed (both best effort: the write stands, and clients catch up from the API).
 */
export type ChatDeps = { db: Database; clock: Clock; live: ChatLiveEvents; notifications: NotificationDispatcher };

/** Marks one message read; only its receiver may. Reading it again changes nothing. */
export async function markMessageRead({ db, clock, live }: ChatDeps, user: AuthUser, messageId: string): Promise<number> {
  if (!isUuid(messageId)) throw AppError.notFound(chatTexts.messageNotFound);
  const [message] = await db.select().from(chatMessages).where(eq(chatMessages.id, messageId)).limit(1);
  if (!message) throw AppError.notFound(chatTexts.messageNotFound);
  assertIsReceiver(user, message);
  const key = { tenantId: message.tenantId, landlordId: message.landlordId, propertyId: message.propertyId };
  const readAt = clock.now();
  const updated = await markRead(db, key, user.id, [eq(chatMessages.id, messageId)], readAt);
  if (updated.length > 0) await live.messagesRead({ key, readerId: user.id, messageIds: updated, readAt });
  return updated.length;
}

/**
 * Marks read the messages addressed TO `user` in their conversations about one property — never
 * their own, never other people's conversations (the older app marked both). The bell's "new
 * messages" about those conversations are read with them.
 */
export async function markPropertyRead(deps: ChatDeps, user: AuthUser, propertyId: string): Promise<number> {
  const { db, clock, live, notifications } = deps;
  if (!isUuid(propertyId)) throw AppError.notFound(chatTexts.propertyNotFound);
  const side = user.role === 'tenant' ? chatMessages.tenantId : chatMessages.landlordId;
  const unreadIn = await db
    .selectDistinct({ tenantId: chatMessages.tenantId, landlordId: chatMessages.landlordId })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.propertyId, propertyId),
        eq(side, user.id),
        sql`NOT ${chatMessages.isRead}`,
        ne(chatMessages.senderId, user.id),
      ),
    );
  const readAt = clock.now();
  const results: (ReadResult & { updated: number })[] = [];
  for (const pair of unreadIn) {
    const key = { ...pair, propertyId };
    const updated = await markRead(db, key, user.id, [], readAt);
    if (updated.length > 0) results.push({ key, readerId: user.id, messageIds: null, readAt, updated: updated.length });
  }
  for (const result of results) await live.messagesRead(result);
  await notifications.conversationsRead(
    user.id,
    results.map((result) => result.key),
    readAt,
  );
  return results.reduce((sum, r) => sum + r.updated, 0);
}

/**
 * Marks unread messages to `readerId` in one conversation read and lowers the reader's unread
 * count by exactly as many, under the conversation's row lock so a message arriving meanwhile is
 * either counted and marked or left unread and counted.
 */
async function markRead(db: Database, key: ConversationKey, readerId: string, extra: SQL[], readAt: Date): Promise<string[]> {
  return db.transaction(async (tx) => {
    const conversation = and(
      eq(conversations.tenantId, key.tenantId),
      eq(conversations.landlordId, key.landlordId),
      eq(conversations.propertyId, key.propertyId),
    );
    await tx.select({ at: conversations.lastMessageAt }).from(conversations).where(conversation).for('update');
    const changed = await tx
      .update(chatMessages)
      .set({ isRead: true, readAt })
      .where(and(...sameConversation(key), ne(chatMessages.senderId, readerId), sql`NOT ${chatMessages.isRead}`, ...extra))
      .returning({ id: chatMessages.id });
    if (changed.length === 0) return [];
    const counter = readerId === key.tenantId ? conversations.tenantUnread : conversations.landlordUnread;
    await tx
      .update(conversations)
      .set(
        readerId === key.tenantId
          ? { tenantUnread: sql`GREATEST(${counter} - ${changed.length}, 0)` }
          : { landlordUnread: sql`GREATEST(${counter} - ${changed.length}, 0)` },
      )
      .where(conversation);
    return changed.map((c) => c.id);
  });
}

const summaryColumns = {
  ...getTableColumns(conversations),
  title: properties.title,
  location: properties.location,
  lastMessage: lastMessage.message,
  lastSenderId: lastMessage.senderId,
  tenantFirstName: tenant.firstName,
  tenantLastName: tenant.lastName,
  landlordFirstName: landlord.firstName,
  landlordLastName: landlord.lastName,
};

function selectSummaries(db: DbOrTx, where: SQL[]) {
  return db
    .select(summaryColumns)
    .from(conversations)
    .innerJoin(properties, eq(properties.id, conversations.propertyId))
    .innerJoin(tenant, eq(tenant.id, conversations.tenantId))
    .innerJoin(landlord, eq(landlord.id, conversations.landlordId))
    .leftJoin(lastMessage, eq(lastMessage.id, conversations.lastMessageId))
    .where(and(...where));
}

export type ConversationView = Awaited<ReturnType<typeof selectSummaries>>[number];

const SUMMARY_ORDER = 'conversation-recent';

/**
 * A user's conversations, most recent first, with the latest message, the other party's name and
 * their unread state: one query over the conversations read model, however many messages exist.
 */
export async function listSummaries(db: DbOrTx, user: AuthUser, query: SummaryQuery): Promise<Page<ConversationView>> {
  const side = user.role === 'tenant' ? conversations.tenantId : conversations.landlordId;
  const other = user.role === 'tenant' ? conversations.landlordId : conversations.tenantId;
  // A conversation on this user's side is (listing, other party); the cursor carries both.
  const after = query.cursor ? decodeSummaryCursor(query.cursor) : undefined;
  const cursor = after
    ? [
        sql`(${conversations.lastMessageAt}, ${conversations.propertyId}, ${other}) < (${after.lastMessageAt}, ${after.propertyId}, ${after.otherId})`,
      ]
    : [];
  const rows = await selectSummaries(db, [eq(side, user.id), ...cursor])
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.propertyId), desc(other))
    .limit(query.limit + 1);
  return toPage(rows, query.limit, 0, (last) =>
    encodeCursor(
      SUMMARY_ORDER,
      `${last.lastMessageAt.getTime()}|${user.role === 'tenant' ? last.landlordId : last.tenantId}`,
      last.propertyId,
    ),
  );
}

/** A summary cursor: the last row's property id, and "<last message ms>|<other party id>". */
function decodeSummaryCursor(raw: string): { lastMessageAt: Date; propertyId: string; otherId: string } {
  const { value, id } = decodeCursor(raw, SUMMARY_ORDER, 'text');
  const [ms, otherId, ...rest] = value.split('|');
  const lastMessageAt = cursorTime(ms);
  if (!lastMessageAt || !otherId || !isUuid(otherId) || rest.length > 0) throw invalidCursor();
  return { lastMessageAt, propertyId: id, otherId };
}

/** One conversation's summary row (for the live update pushed after a message or a read). */
export async function findConversationView(db: DbOrTx, key: ConversationKey): Promise<ConversationView | undefined> {
  const [row] = await conversationViewQuery(db).execute(key);
  return row;
}

/** Loaded after every message and read, for both parties' live updates. */
const conversationViewQuery = preparedPerDatabase((db) =>
  selectSummaries(db, byConversationKey).limit(1).prepare('find_conversation_view'),
);

/** Messages by id (a process that received only a reference to a large message loads it). */
export async function findMessages(db: DbOrTx, ids: string[]): Promise<ChatMessageRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(chatMessages).where(inArray(chatMessages.id, ids)).orderBy(asc(chatMessages.seq));
}
