import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Every city that has listings, with how many. Kept up to date by a trigger on properties (see
 * migration 0002), so the search box's suggestions never scan the listings table.
 */
export const cities = pgTable(
  'cities',
  {
    /** lower(name): cities are matched case-insensitively. */
    key: text('key').primaryKey(),
    /** The spelling of the first listing in that city. */
    name: text('name').notNull(),
    listingCount: integer('listing_count').notNull().default(0),
  },
  (t) => [
    check('cities_listing_count_not_negative', sql`${t.listingCount} >= 0`),
    index('cities_key_prefix_idx').using('btree', t.key.op('text_pattern_ops')),
  ],
);
