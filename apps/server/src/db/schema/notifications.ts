import { NOTIFICATION_TYPES } from '@rentease/contract';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const notificationType = pgEnum('notification_type', NOTIFICATION_TYPES);

/**
 * A value filling a notification's text: words and numbers as they are, and what each reader
 * writes their own way kept raw: a calendar date (yyyy-mm-dd), an instant (ISO), an amount in
 * paise, a list of amounts with what each is for.
 */
export type MessageValue =
  | string
  | number
  | { date: string }
  | { at: string }
  | { paise: number }
  | { items: { label: string; paise: number }[] };
export type MessageValues = Record<string, MessageValue>;

/**
 * What happened that a person should know about, written in the same transaction as
 * the event itself, so a notification exists exactly when its event does. In-app rows are read
 * from here; email is sent afterwards by a job (pg-boss) and recorded in emailed_at.
 * group_key folds repeats into one unread row (three chat messages from one person in one
 * conversation are one "3 new messages" notification until it is read).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: notificationType('type').notNull(),
    /**
     * The title and body in English. A notification is told in each reader's language from its
     * message (key and values, below); rows written before messages were stored have only these.
     */
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** The title's English template, a key of the notifications catalogue, and its values. */
    titleKey: text('title_key'),
    titleValues: jsonb('title_values').$type<MessageValues>(),
    /** The body's template and values; none when the body is empty. */
    bodyKey: text('body_key'),
    bodyValues: jsonb('body_values').$type<MessageValues>(),
    /** An in-app path, e.g. /tenant/bookings. */
    link: text('link').notNull(),
    groupKey: text('group_key'),
    createdAt: timestamp('created_at', { precision: 3, withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { precision: 3, withTimezone: true }),
    /** When its email went out; null while due, or when the person turned that email off. */
    emailedAt: timestamp('emailed_at', { precision: 3, withTimezone: true }),
  },
  (t) => [
    // The bell's list, newest first, keyset-paged.
    index('notifications_user_created_idx').on(t.userId, t.createdAt, t.id),
    // The unread count.
    index('notifications_user_unread_idx').on(t.userId).where(sql`${t.readAt} IS NULL`),
    uniqueIndex('notifications_unread_group_key')
      .on(t.userId, t.groupKey)
      .where(sql`${t.readAt} IS NULL AND ${t.groupKey} IS NOT NULL`),
  ],
);

/** Email off for one type (in-app stays on): a row per opt-out, so every email is on by default. */
export const notificationEmailOptOuts = pgTable(
  'notification_email_opt_outs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: notificationType('type').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);

export type NotificationRow = typeof notifications.$inferSelect;
