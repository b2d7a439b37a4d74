import { NOTIFICATION_TYPES } from '@rentease/contract';
import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const notificationType = pgEnum('notification_type', NOTIFICATION_TYPES);

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
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
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
