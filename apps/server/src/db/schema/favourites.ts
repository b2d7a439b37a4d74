import { sql } from 'drizzle-orm';
import { bigint, check, doublePrecision, index, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { properties, propertyType } from './properties.js';
import { users } from './users.js';

/** A tenant's saved homes; saving twice is one row (PUT is idempotent). */
export const favourites = pgTable(
  'favourites',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { precision: 3, withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.propertyId] }),
    // 'Saved', newest saved first, keyset-paged.
    index('favourites_tenant_created_idx').on(t.tenantId, t.createdAt, t.propertyId),
  ],
);

/**
 * A tenant's saved search: the search page's filters. A new listing that matches
 * notifies its owner; digest_sent_at keeps the email to one digest a day per search.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    q: text('q'),
    propertyType: propertyType('property_type'),
    minPricePaise: bigint('min_price_paise', { mode: 'number' }),
    maxPricePaise: bigint('max_price_paise', { mode: 'number' }),
    bedrooms: smallint('bedrooms'),
    /** A search around a point ('near a place' or 'Use my location'): its centre, reach and the place's name. */
    nearLat: doublePrecision('near_lat'),
    nearLng: doublePrecision('near_lng'),
    radiusKm: doublePrecision('radius_km'),
    nearName: text('near_name'),
    createdAt: timestamp('created_at', { precision: 3, withTimezone: true }).notNull().defaultNow(),
    digestSentAt: timestamp('digest_sent_at', { precision: 3, withTimezone: true }),
  },
  (t) => [
    index('saved_searches_tenant_created_idx').on(t.tenantId, t.createdAt, t.id),
    check(
      'saved_searches_price_order',
      sql`${t.minPricePaise} IS NULL OR ${t.maxPricePaise} IS NULL OR ${t.minPricePaise} <= ${t.maxPricePaise}`,
    ),
    check(
      'saved_searches_near_whole',
      sql`(${t.nearLat} IS NULL) = (${t.nearLng} IS NULL) AND (${t.nearLat} IS NULL) = (${t.radiusKm} IS NULL) AND (${t.nearName} IS NULL OR ${t.nearLat} IS NOT NULL)`,
    ),
  ],
);

export type SavedSearchRow = typeof savedSearches.$inferSelect;
