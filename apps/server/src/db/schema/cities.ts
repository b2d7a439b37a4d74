import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Every city that has listings, with how many. Kept up to date by a trigger on properties (see
 * migration 0002) and read whole into memory by CityDirectory: suggestions and city searches never
 * scan the listings table.
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
  (t) => [check('cities_listing_count_not_negative', sql`${t.listingCount} >= 0`)],
);
