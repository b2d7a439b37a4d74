import { REPORT_REASONS, REPORT_STATUSES } from '@rentease/contract';
import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { properties } from './properties.js';
import { users } from './users.js';

export const reportReason = pgEnum('report_reason', REPORT_REASONS);
export const reportStatus = pgEnum('report_status', REPORT_STATUSES);

/**
 * A signed-in user's flag on a listing, for the admin's queue. One open report per user per
 * listing (a unique partial index, so two tabs reporting at once cannot both get through).
 */
export const propertyReports = pgTable(
  'property_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'restrict' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    reason: reportReason('reason').notNull(),
    details: text('details').notNull().default(''),
    status: reportStatus('status').notNull().default('open'),
    createdAt: timestamp('created_at', { precision: 3, withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { precision: 3, withTimezone: true }),
    resolvedById: uuid('resolved_by_id').references(() => users.id, { onDelete: 'restrict' }),
  },
  (t) => [
    uniqueIndex('property_reports_open_key').on(t.propertyId, t.reporterId).where(sql`${t.status} = 'open'`),
    // The admin queue: open first, newest first.
    index('property_reports_queue_idx').on(t.status, t.createdAt, t.id),
  ],
);

export type PropertyReportRow = typeof propertyReports.$inferSelect;
