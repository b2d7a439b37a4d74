import { VISIT_STATUSES } from '@rentease/contract';
import { sql } from 'drizzle-orm';
import { check, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { properties } from './properties.js';
import { users } from './users.js';

export const visitStatus = pgEnum('visit_status', VISIT_STATUSES);

/**
 * A tenant's viewing of a listing at one slot of its visit hours. An exclusion constraint
 * (migration 0014) keeps two confirmed visits of one listing from overlapping, so two tenants
 * taking one slot at once are decided by the database: one insert wins, the other is refused.
 */
export const visits = pgTable(
  'visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'restrict' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The listing's owner, copied so the landlord's list is one index walk. */
    landlordId: uuid('landlord_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: visitStatus('status').notNull().default('confirmed'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { precision: 3, withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { precision: 3, withTimezone: true }),
    cancelledById: uuid('cancelled_by_id').references(() => users.id, { onDelete: 'restrict' }),
    cancelReason: text('cancel_reason'),
    /** Set by the reminder job once both people were reminded, so a rerun never reminds twice. */
    remindedAt: timestamp('reminded_at', { precision: 3, withTimezone: true }),
  },
  (t) => [
    check('visits_times_ordered', sql`${t.endsAt} > ${t.startsAt}`),
    index('visits_tenant_starts_idx').on(t.tenantId, t.startsAt),
    index('visits_landlord_starts_idx').on(t.landlordId, t.startsAt),
    index('visits_property_starts_idx').on(t.propertyId, t.startsAt).where(sql`${t.status} = 'confirmed'`),
    // The reminder job's scan: confirmed visits not yet reminded, by start.
    index('visits_unreminded_idx').on(t.startsAt).where(sql`${t.status} = 'confirmed' AND ${t.remindedAt} IS NULL`),
  ],
);

export type VisitRow = typeof visits.$inferSelect;
