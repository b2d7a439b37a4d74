import { ROLES } from '@rentease/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const userRole = pgEnum('user_role', ROLES);

/**
 * One table for every account. The same email may hold a tenant and a landlord account (spec
 * §2 Login has a role toggle), so uniqueness is per (email, role).
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    role: userRole('role').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    blocked: boolean('blocked').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_role_key').on(t.email, t.role),
    // Emails are case-normalised before they reach the table; the check keeps it that way.
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
  ],
);

export type UserRow = typeof users.$inferSelect;
