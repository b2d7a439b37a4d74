import { CHAT_MESSAGE_MAX_LENGTH } from '@rentease/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { properties } from './properties.js';
import { users } from './users.js';

/**
 * Messages between a tenant and a landlord about one property: a conversation is the triple
 * (tenant, landlord, property). The sender is one of the two; the other is the receiver, who alone
 * marks it read.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The order messages were written in, across every server process: two messages in the same
     * millisecond (or from servers whose clocks disagree) still read back in the order they were sent.
     */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    landlordId: uuid('landlord_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'restrict' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { precision: 3, withTimezone: true }).notNull().defaultNow(),
    isRead: boolean('is_read').notNull().default(false),
    readAt: timestamp('read_at', { precision: 3, withTimezone: true }),
    /** The sender's key for the message: a retried send finds the stored one instead of storing twice. */
    clientKey: text('client_key'),
  },
  (t) => [
    uniqueIndex('chat_messages_sender_client_key').on(t.senderId, t.clientKey).where(sql`${t.clientKey} IS NOT NULL`),
    check('chat_messages_sender_is_participant', sql`${t.senderId} IN (${t.tenantId}, ${t.landlordId})`),
    check('chat_messages_not_blank', sql`length(btrim(${t.message})) > 0`),
    check('chat_messages_length', sql`char_length(${t.message}) <= ${sql.raw(String(CHAT_MESSAGE_MAX_LENGTH))}`),
    check('chat_messages_read_has_time', sql`${t.isRead} = (${t.readAt} IS NOT NULL)`),
    // A conversation's messages in order (the chat panel, newest page first).
    index('chat_messages_conversation_idx').on(t.tenantId, t.landlordId, t.propertyId, t.seq),
    // Unread messages are few: marking a property's conversations read finds them here.
    index('chat_messages_unread_idx').on(t.propertyId, t.tenantId, t.landlordId).where(sql`NOT ${t.isRead}`),
  ],
);

export type ChatMessageRow = typeof chatMessages.$inferSelect;

/**
 * One row per conversation, written in the same transaction as each message: the latest message
 * and each side's unread count. The Messages list reads a user's conversations from here in one
 * index walk instead of scanning every message they ever exchanged.
 */
export const conversations = pgTable(
  'conversations',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    landlordId: uuid('landlord_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'restrict' }),
    lastMessageId: uuid('last_message_id').references(() => chatMessages.id, { onDelete: 'restrict' }),
    lastMessageSeq: bigint('last_message_seq', { mode: 'number' }).notNull(),
    lastMessageAt: timestamp('last_message_at', { precision: 3, withTimezone: true }).notNull(),
    /** Messages sent by the landlord that the tenant has not read yet. */
    tenantUnread: integer('tenant_unread').notNull().default(0),
    /** Messages sent by the tenant that the landlord has not read yet. */
    landlordUnread: integer('landlord_unread').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.landlordId, t.propertyId] }),
    check('conversations_unread_not_negative', sql`${t.tenantUnread} >= 0 AND ${t.landlordUnread} >= 0`),
    index('conversations_tenant_recent_idx').on(t.tenantId, t.lastMessageAt),
    index('conversations_landlord_recent_idx').on(t.landlordId, t.lastMessageAt),
  ],
);

export type ConversationRow = typeof conversations.$inferSelect;
