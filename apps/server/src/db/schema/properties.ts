import {
  BOOKING_MODES,
  INDIA_BOUNDS,
  MOVE_IN_WINDOW_DAYS_DEFAULT,
  PROPERTY_TYPES,
  VISIT_SLOT_MINUTES_DEFAULT,
} from '@rentease/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const propertyType = pgEnum('property_type', PROPERTY_TYPES);
export const bookingMode = pgEnum('booking_mode', BOOKING_MODES);

/** One weekly period when the landlord shows the home, in India's time: minutes since midnight. */
export type VisitHoursRow = { weekday: number; fromMinute: number; toMinute: number };

/**
 * A listing anyone may see (search, sitemap, saved homes): not deleted, hidden by the admin or
 * paused by its landlord. The public search's indexes are partial on this very condition, so a
 * query that states it (isPublicListing) can be answered from them alone.
 */
const publicListing = (t: { deletedAt: AnyPgColumn; hiddenAt: AnyPgColumn; pausedAt: AnyPgColumn }) =>
  sql`${t.deletedAt} IS NULL AND ${t.hiddenAt} IS NULL AND ${t.pausedAt} IS NULL`;

/**
 * Listings. A deleted listing keeps its row (deleted_at set) so that bookings, payments and
 * chats that point at it stay intact; every list query filters on deleted_at IS NULL, and the
 * public search's indexes are partial on what it shows (isPublicListing).
 */
export const properties = pgTable(
  'properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    city: text('city').notNull(),
    address: text('address').notNull().default(''),
    location: text('location').notNull(),
    /** Monthly rent in integer paise; the API speaks rupees. */
    pricePaise: bigint('price_paise', { mode: 'number' }).notNull(),
    bedrooms: smallint('bedrooms').notNull(),
    bathrooms: smallint('bathrooms').notNull(),
    areaSqft: integer('area_sqft').notNull(),
    propertyType: propertyType('property_type').notNull().default('apartment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * The listing's images as [card key, full key] pairs in display order: a copy of
     * property_images ⋈ uploads kept by triggers (migration 0003), so a page of listings is read
     * in one index walk instead of three lookups per listing. Never written by the application.
     */
    /**
     * Set when the admin hides the listing (a report was upheld): it leaves every search, suggestion
     * and detail for everyone but its landlord and the admin; its confirmed bookings stay valid.
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    imageKeys: jsonb('image_keys').$type<[card: string, full: string][]>().notNull().default([]),
    /** The landlord's own first day a tenant may move in; availability never starts before it. */
    availableFrom: date('available_from', { mode: 'string' }),
    /** How many days from the available date on a tenant may choose to move in. */
    moveInWindowDays: smallint('move_in_window_days').notNull().default(MOVE_IN_WINDOW_DAYS_DEFAULT),
    bookingMode: bookingMode('booking_mode').notNull().default('instant'),
    /** Set while the landlord pauses the listing: out of every search, still theirs to see and resume. */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    /** The weekly hours when visits are offered (empty: none), and each visit's length. */
    visitHours: jsonb('visit_hours').$type<VisitHoursRow[]>().notNull().default([]),
    visitSlotMinutes: smallint('visit_slot_minutes').notNull().default(VISIT_SLOT_MINUTES_DEFAULT),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    /** The security deposit in paise (0: none), taken with the first payment and returned at move-out. */
    depositPaise: bigint('deposit_paise', { mode: 'number' }).notNull().default(0),
    /** The landlord's house rules, printed in the rental agreement. */
    houseRules: text('house_rules'),
    /** The PIN code of the listing's area; with no position given, it places the pin. */
    pincode: text('pincode'),
    /**
     * The building's position (WGS 84 degrees) as the landlord placed it. It is private: only the
     * landlord, the admin and a tenant with a confirmed stay may ever receive it.
     */
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    /**
     * What everyone else is shown: the pin moved 100–300 m in a random direction, chosen once per
     * listing (an edited pin keeps the same offset, so edits reveal nothing new). Map searches
     * match on it too, so a tiny search box cannot find the building either.
     */
    approxLat: doublePrecision('approx_lat'),
    approxLng: doublePrecision('approx_lng'),
  },
  (t) => [
    check('properties_price_positive', sql`${t.pricePaise} > 0`),
    check('properties_bedrooms_positive', sql`${t.bedrooms} > 0`),
    check('properties_bathrooms_positive', sql`${t.bathrooms} > 0`),
    check('properties_area_positive', sql`${t.areaSqft} > 0`),
    check('properties_move_in_window_range', sql`${t.moveInWindowDays} BETWEEN 1 AND 90`),
    check('properties_visit_slot_range', sql`${t.visitSlotMinutes} BETWEEN 15 AND 120`),
    check('properties_deposit_range', sql`${t.depositPaise} BETWEEN 0 AND ${t.pricePaise} * 12`),
    check('properties_house_rules_length', sql`char_length(${t.houseRules}) <= 2000`),
    check('properties_pincode_format', sql`${t.pincode} ~ '^[1-9][0-9]{5}$'`),
    check(
      'properties_position_pair',
      sql`(${t.lat} IS NULL) = (${t.lng} IS NULL) AND (${t.lat} IS NULL) = (${t.approxLat} IS NULL) AND (${t.lat} IS NULL) = (${t.approxLng} IS NULL)`,
    ),
    check(
      'properties_position_in_india',
      sql.raw(
        `lat BETWEEN ${INDIA_BOUNDS.minLat} AND ${INDIA_BOUNDS.maxLat} AND lng BETWEEN ${INDIA_BOUNDS.minLng} AND ${INDIA_BOUNDS.maxLng}`,
      ),
    ),
    // City searches resolve their text to city names in memory (cities.service.ts) and then read
    // listings by exact lower(city). Ascending indexes are read backwards for "newest first",
    // which matches ORDER BY created_at DESC, id DESC exactly. Every index a public search reads
    // holds only the listings it may show (not deleted, hidden or paused), so counting a filter's
    // matches (type=villa: a quarter of all listings) is an index-only scan, not a scan of the
    // table; the owner's and the admin's lists, which show the others too, have their own.
    index('properties_city_created_idx').on(sql`lower(${t.city})`, t.createdAt, t.id).where(publicListing(t)),
    // A city's listings by price, for the city-by-city page of a price-sorted search.
    index('properties_city_price_idx').on(sql`lower(${t.city})`, t.pricePaise, t.id).where(publicListing(t)),
    index('properties_created_idx').on(t.createdAt, t.id).where(publicListing(t)),
    index('properties_price_idx').on(t.pricePaise, t.id).where(publicListing(t)),
    index('properties_type_created_idx').on(t.propertyType, t.createdAt, t.id).where(publicListing(t)),
    index('properties_bedrooms_created_idx').on(t.bedrooms, t.createdAt, t.id).where(publicListing(t)),
    index('properties_owner_created_idx').on(t.ownerId, t.createdAt, t.id),
    // Map searches: the shown point inside a box (properties.service.ts, shownPointIn), over the
    // listings a search may show. The migration (0025) adds INCLUDE columns, which drizzle-kit
    // cannot express: with them a map area's count and its page are read from the index alone.
    index('properties_live_point_idx').using('gist', sql`point(${t.approxLng}, ${t.approxLat})`).where(publicListing(t)),
    // A search for a locality ('Powai') matches inside the address (pg_trgm serves LIKE '%…%').
    index('properties_address_trgm_idx').using('gin', sql`lower(${t.address}) gin_trgm_ops`).where(sql`${t.deletedAt} IS NULL`),
    // The admin's searches of bookings and payments find listings by title, deleted ones too.
    index('properties_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
  ],
);

/** The listings anyone may see, as a condition on `properties` (see publicListing); parenthesised, so not() and or() keep its meaning. */
export const isPublicListing = sql`(${publicListing(properties)})`;

/** Images processed by our upload endpoint; a listing may only use uploads its owner made. */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cardKey: text('card_key').notNull(),
    fullKey: text('full_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // created_at: the housekeeping sweep looks for old uploads no listing uses.
  (t) => [index('uploads_owner_idx').on(t.ownerId), index('uploads_created_idx').on(t.createdAt)],
);

/** The ordered images of a listing; position 0 is the cover shown on cards. */
export const propertyImages = pgTable(
  'property_images',
  {
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.position] }), uniqueIndex('property_images_upload_key').on(t.uploadId)],
);

export type PropertyRow = typeof properties.$inferSelect;
export type UploadRow = typeof uploads.$inferSelect;
