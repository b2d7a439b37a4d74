import type { LatLng, PropertySearchSort } from '@rentease/contract';
import { type SQL, sql } from 'drizzle-orm';
import { bookings, favourites, properties, users } from '../../db/schema/index.js';
import { qualified, writtenOut } from '../../db/sql.js';
import { latestConfirmedEndSql } from '../bookings/availability.js';
import { greatCircleKmSql, type SqlPoint, sqlPoint } from '../places/search-circle.js';
import { propertyRatingRow } from '../reviews/reviews.service.js';
import type { ExactPositionScope } from './properties.policy.js';

/*
 * The public search and the listing detail answer with JSON the database writes. Building a page
 * of listings in JavaScript (a row object per listing, a plain object per row, then
 * JSON.stringify of the page) cost the server several times what the query itself did, and that
 * is what bounded uncached search. Here one statement finds the page, computes each listing's
 * availability and rating, and returns the page as the finished JSON text, which the route sends
 * as it is.
 *
 * The text is the same, byte for byte, as JSON.stringify of the presenter's object
 * (properties.presenter.ts, which the other listing answers still use): the same keys in the same
 * order, no whitespace, numbers in the same shortest form (float8 prints like a JavaScript number;
 * numeric would print 25000.00), times as toISOString() prints them. json_build_object would put
 * spaces around every colon, so objects are written by concatenation, each value through to_json
 * (which escapes strings as JSON.stringify does). properties.sql.test.ts holds the two side by side.
 */

const p = {
  id: qualified(properties.id),
  title: qualified(properties.title),
  description: qualified(properties.description),
  city: qualified(properties.city),
  address: qualified(properties.address),
  location: qualified(properties.location),
  pricePaise: qualified(properties.pricePaise),
  bedrooms: qualified(properties.bedrooms),
  bathrooms: qualified(properties.bathrooms),
  areaSqft: qualified(properties.areaSqft),
  propertyType: qualified(properties.propertyType),
  imageKeys: qualified(properties.imageKeys),
  availableFrom: qualified(properties.availableFrom),
  moveInWindowDays: qualified(properties.moveInWindowDays),
  bookingMode: qualified(properties.bookingMode),
  depositPaise: qualified(properties.depositPaise),
  houseRules: qualified(properties.houseRules),
  pausedAt: qualified(properties.pausedAt),
  ownerId: qualified(properties.ownerId),
  createdAt: qualified(properties.createdAt),
  hiddenAt: qualified(properties.hiddenAt),
  hiddenReason: qualified(properties.hiddenReason),
  pincode: qualified(properties.pincode),
  lat: qualified(properties.lat),
  lng: qualified(properties.lng),
  approxLat: qualified(properties.approxLat),
  approxLng: qualified(properties.approxLng),
};

/**
 * Great-circle distance in km (haversine, as distanceKm in places/search-circle.ts) from `centre`
 * to the listing's shown point, never to its pin: a distance to the pin, asked from a few
 * centres, would give the building away. Plain arithmetic, so both engines run it without
 * PostGIS or earthdistance; NULL for a listing with no place.
 */
export function shownDistanceKm(centre: LatLng): SQL<number> {
  return kmToShownPoint(sqlPoint(centre));
}

const kmToShownPoint = (centre: SqlPoint) => greatCircleKmSql(centre, { lat: p.approxLat, lng: p.approxLng });

/** The distance as a nearest-first page is ordered and its cursor holds it: whole metres (ties broken by id). */
export const shownDistanceMetres = (centre: LatLng) => sql<number>`round(${shownDistanceKm(centre)} * 1000)::bigint`;

/** The distance as answers show it: km with one decimal. */
export const shownDistanceRoundedKm = (centre: LatLng) => roundedKmFrom(sqlPoint(centre));

const roundedKmFrom = (centre: SqlPoint) => sql<number | null>`round(${kmToShownPoint(centre)}::numeric, 1)::float8`;

/**
 * Whether the listing's exact pin goes into the answer for a viewer of this kind of scope
 * (properties.policy.ts, canSeeExactPosition), `viewer` being the landlord or tenant it names;
 * undefined when it never does.
 */
function exactPositionVisible(kind: ExactPositionScope['kind'], viewer: SQL): SQL | undefined {
  switch (kind) {
    case 'every listing':
      return sql`true`;
    case 'own listings':
      return sql`${p.ownerId} = ${viewer}`;
    case 'confirmed bookings':
      return sql`EXISTS (SELECT 1 FROM ${bookings} stay_booking WHERE stay_booking.property_id = ${p.id}
        AND stay_booking.tenant_id = ${viewer} AND stay_booking.status = 'confirmed')`;
    case 'none':
      return undefined;
  }
}

/** The landlord or tenant an exact-position scope names. */
function viewerOf(scope: ExactPositionScope | undefined): string | null {
  if (scope?.kind === 'own listings') return scope.ownerId;
  if (scope?.kind === 'confirmed bookings') return scope.tenantId;
  return null;
}

/** A key of our own as the JSON text that starts its member: `,"key":` (`{"key":` for the first). */
function memberStart(key: string, first: boolean): SQL {
  if (!/^[a-z_]+$/.test(key)) throw new Error(`not a listing key: ${key}`);
  return sql.raw(`'${first ? '{' : ','}"${key}":'`);
}

/** A value that is JSON text already (an array written here), to go into an object as it is. */
type JsonText = { jsonText: SQL };

/** A value as JSON text; SQL NULL becomes null, as a missing value does in the presenter. */
const json = (value: SQL | JsonText) => ('jsonText' in value ? value.jsonText : sql`coalesce(to_json(${value})::text, 'null')`);

type Member = [key: string, value: SQL | JsonText];

/** `{"a":…,"b":…` (no closing brace) from [key, value] pairs, in their order. */
function members(fields: Member[], first: boolean): SQL {
  return sql.join(
    fields.map(([key, value], i) => sql`${memberStart(key, first && i === 0)} || ${json(value)}`),
    sql` || `,
  );
}

/** A time as toISOString() writes it: UTC, milliseconds, Z. */
const isoTime = (time: SQL) => sql`to_char(${time} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Paise as rupees, the same double JavaScript's `paise / 100` gives. */
const rupees = (paise: SQL) => sql`${paise}::float8 / 100`;

/**
 * Both sides of the [card, full] image key pairs as URL arrays in display order, from one walk
 * over the keys (json_agg would add spaces).
 */
function imageUrlArrays(urlPrefix: SQL): SQL {
  const urls = (side: 0 | 1) =>
    sql`'[' || coalesce(string_agg(to_json(${urlPrefix} || (pair.keys ->> ${sql.raw(String(side))}))::text, ',' ORDER BY pair.position), '') || ']'`;
  return sql`(SELECT ${urls(1)} AS images, ${urls(0)} AS thumbnails
    FROM jsonb_array_elements(${p.imageKeys}) WITH ORDINALITY AS pair(keys, position))`;
}

export type ListingJsonOptions = {
  today: string;
  /** The time reviews count as published at. */
  now: Date;
  /** What image keys are published under (ImageStorage.publicUrl of a key is this prefix and the key). */
  urlPrefix: string;
  /** The signed-in tenant whose saved listings are marked (is_favourite); none: no mark. */
  tenantId?: string | undefined;
  /** The detail also names the landlord by first name. */
  ownerFirstName?: boolean;
  /** Whose exact pins the answer may hold (the detail's viewer); none when left out. */
  exactPosition?: ExactPositionScope | undefined;
  /** A search around a point: each listing says how far its shown point is from it (distance_km). */
  distanceFrom?: LatLng | undefined;
};

/**
 * What decides the text of a listing's SQL; the values themselves (the day, the viewer, the
 * centre) are read from `arg` (listingArgs).
 */
type ListingShape = {
  ownerFirstName: boolean;
  exactPosition: ExactPositionScope['kind'];
  distance: boolean;
  favourites: boolean;
};

/** The values a listing's SQL reads, as the columns of `arg`. */
const arg = {
  today: sql.raw('arg.today'),
  now: sql.raw('arg.now'),
  urlPrefix: sql.raw('arg.url_prefix'),
  viewerId: sql.raw('arg.viewer_id'),
  tenantId: sql.raw('arg.tenant_id'),
  centre: { lat: sql.raw('arg.centre_lat'), lng: sql.raw('arg.centre_lng') },
};

/**
 * `arg`: one row of the statement's values, joined before anything that reads them. It has no
 * FROM, so the planner puts each value in place of its column: the plan is the one the values
 * written inline would give.
 */
function listingArgs(options: ListingJsonOptions): SQL {
  return sql`(SELECT ${options.today}::date AS today, ${options.now}::timestamptz AS now,
    ${options.urlPrefix}::text AS url_prefix, ${viewerOf(options.exactPosition)}::uuid AS viewer_id,
    ${options.tenantId ?? null}::uuid AS tenant_id, ${options.distanceFrom?.lat ?? null}::float8 AS centre_lat,
    ${options.distanceFrom?.lng ?? null}::float8 AS centre_lng) AS arg`;
}

/**
 * One listing as the contract's JSON text, from `properties` and what `listingFrom` joins to it.
 * Mirrors toProperty in properties.presenter.ts.
 */
function listingJson(shape: ListingShape): SQL {
  const today = arg.today;
  const latestEnd = sql`stay.latest_end`;
  const isBooked = sql`(${latestEnd} IS NOT NULL AND ${latestEnd} > ${today})`;
  // The first free day: today, or the end of the running stay, and never before the landlord's own date.
  const availableDate = sql`greatest(CASE WHEN ${isBooked} THEN ${latestEnd} ELSE ${today} END, ${p.availableFrom})`;
  const fields: Member[] = [
    ['property_id', p.id],
    ['id', p.id],
    ['title', p.title],
    ['description', p.description],
    ['city', p.city],
    ['address', p.address],
    ['location', p.location],
    ['price', rupees(p.pricePaise)],
    ['bedrooms', p.bedrooms],
    ['bathrooms', p.bathrooms],
    ['area', p.areaSqft],
    ['property_type', p.propertyType],
    ['images', { jsonText: sql`photos.images` }],
    ['thumbnails', { jsonText: sql`photos.thumbnails` }],
    ['is_booked', isBooked],
    ['available_date', availableDate],
    ['available_from', p.availableFrom],
    ['move_in_window_days', p.moveInWindowDays],
    ['booking_mode', p.bookingMode],
    ['deposit', rupees(p.depositPaise)],
    ['house_rules', sql`coalesce(${p.houseRules}, '')`],
    ['paused', sql`${p.pausedAt} IS NOT NULL`],
    ['user_id', p.ownerId],
    ['created_at', isoTime(p.createdAt)],
    ['rating_average', sql`rating.rating_average::float8`],
    ['rating_count', sql`rating.rating_count`],
    ['owner_verified', sql`owner.owner_verified_at IS NOT NULL`],
    ['pincode', p.pincode],
    [
      'approximate_position',
      {
        jsonText: sql`CASE WHEN ${p.approxLat} IS NULL THEN 'null'
          ELSE '{"lat":' || to_json(${p.approxLat})::text || ',"lng":' || to_json(${p.approxLng})::text || '}' END`,
      },
    ],
  ];
  const place: SQL[] = [];
  const exactVisible = exactPositionVisible(shape.exactPosition, arg.viewerId);
  if (exactVisible) {
    place.push(sql`CASE WHEN ${p.lat} IS NOT NULL AND ${exactVisible}
      THEN ',"exact_position":{"lat":' || to_json(${p.lat})::text || ',"lng":' || to_json(${p.lng})::text || '}' ELSE '' END`);
  }
  if (shape.distance) place.push(members([['distance_km', roundedKmFrom(arg.centre)]], false));
  // Only the landlord and the admin ever receive a hidden listing (assertCanSeeListing).
  const hidden = sql`CASE WHEN ${p.hiddenAt} IS NOT NULL THEN ${members(
    [
      ['hidden_at', isoTime(p.hiddenAt)],
      ['hidden_reason', sql`coalesce(${p.hiddenReason}, '')`],
    ],
    false,
  )} ELSE '' END`;
  const extra: Member[] = [];
  if (shape.ownerFirstName) {
    extra.push(['owner_first_name', sql`coalesce(owner.first_name, '')`]);
  }
  if (shape.favourites) {
    const saved = sql`EXISTS (SELECT 1 FROM ${favourites} saved
      WHERE saved.tenant_id = ${arg.tenantId} AND saved.property_id = ${p.id})`;
    extra.push(['is_favourite', saved]);
  }
  const after = [...place, hidden, ...(extra.length > 0 ? [members(extra, false)] : [])];
  return sql`(${members(fields, true)} || ${sql.join(after, sql` || `)} || '}')`;
}

/**
 * What `listingJson` reads beside the listing's own row, one row each: its latest confirmed stay
 * after today (LISTING_FROM), its rating, its landlord and its photos. As lateral joins of
 * aggregates, each is looked up once per listing; written inline as scalar subqueries, the
 * planner copied the stay's lookup into each of the five expressions that use it.
 */
function listingFrom(): SQL {
  return sql`CROSS JOIN LATERAL (SELECT ${latestConfirmedEndSql(properties.id, arg.today)} AS latest_end OFFSET 0) AS stay
    CROSS JOIN LATERAL ${propertyRatingRow(properties.id, arg.now)} AS rating
    CROSS JOIN LATERAL ${imageUrlArrays(arg.urlPrefix)} AS photos
    JOIN ${users} AS owner ON owner.id = ${p.ownerId}`;
}

type RenderedListing = { item: SQL; from: SQL };

const renderedListings = new Map<string, RenderedListing>();

/**
 * A listing's JSON expression and what it joins, for the options' shape, as finished SQL text.
 * Writing the expression out (some two hundred pieces) cost the server about a millisecond of a
 * search, as much as PostgreSQL took to run it; its text depends only on the shape (a handful),
 * so each shape is written once and kept.
 */
function renderedListing(options: ListingJsonOptions): RenderedListing {
  const shape: ListingShape = {
    ownerFirstName: options.ownerFirstName === true,
    exactPosition: options.exactPosition?.kind ?? 'none',
    distance: options.distanceFrom !== undefined,
    favourites: options.tenantId !== undefined,
  };
  const key = JSON.stringify(shape);
  const known = renderedListings.get(key);
  if (known) return known;
  const rendered = { item: writtenOut(listingJson(shape)), from: writtenOut(listingFrom()) };
  renderedListings.set(key, rendered);
  return rendered;
}

/** The centre of a nearest-first search: the query schema refuses sort=distance without one. */
export function centreOf(centre: LatLng | undefined): LatLng {
  if (!centre) throw new Error('a search sorted by distance needs a centre');
  return centre;
}

/** A page's order, on the fetched rows (a handful; no index is wanted here). */
function pageOrder(sort: PropertySearchSort, centre: LatLng | undefined): SQL {
  switch (sort) {
    case 'newest':
      return sql`${p.createdAt} DESC, ${p.id} DESC`;
    case 'price_asc':
      return sql`${p.pricePaise} ASC, ${p.id} ASC`;
    case 'price_desc':
      return sql`${p.pricePaise} DESC, ${p.id} DESC`;
    case 'distance':
      return sql`${shownDistanceMetres(centreOf(centre))} ASC, ${p.id} ASC`;
  }
}

/** The value a page's keyset cursor holds: creation time in ms (as Date.getTime()), the price in paise, or metres away. */
function cursorValue(sort: PropertySearchSort, centre: LatLng | undefined): SQL {
  switch (sort) {
    case 'newest':
      return sql`floor(extract(epoch FROM ${p.createdAt}) * 1000)::bigint::text`;
    case 'price_asc':
    case 'price_desc':
      return sql`${p.pricePaise}::text`;
    case 'distance':
      return sql`${shownDistanceMetres(centreOf(centre))}::text`;
  }
}

export type PageStatement = {
  /** The ids of the page's listings and one more (which only says a next page exists), as a subquery. */
  pageIds: SQL;
  sort: PropertySearchSort;
  limit: number;
  /**
   * The count of every match, when the database must count it: a count query, or 'in page' when
   * the page's ids carry it as a `total` column; otherwise the caller knows it.
   */
  total?: SQL | 'in page' | undefined;
};

/**
 * A page of listings as one row: `body`, the JSON array of at most `limit` listings; `fetched`,
 * how many ids the page query found (`limit + 1` means there is a next page); the cursor of the
 * last listing shown; and `total` when asked for.
 */
export function pageStatement(page: PageStatement, item: ListingJsonOptions): SQL {
  const listing = renderedListing(item);
  return sql`SELECT '[' || coalesce(string_agg(listing.item, ',' ORDER BY listing.n) FILTER (WHERE listing.n <= ${page.limit}), '') || ']' AS body,
      count(*)::int AS fetched,
      max(listing.cursor_value) FILTER (WHERE listing.n = ${page.limit}) AS cursor_value,
      max(listing.id::text) FILTER (WHERE listing.n = ${page.limit}) AS cursor_id,
      ${totalOf(page.total)}::int AS total
    FROM (
      SELECT ${listing.item} AS item, ${p.id} AS id, ${cursorValue(page.sort, item.distanceFrom)} AS cursor_value,
        ${page.total === 'in page' ? sql`page.total` : sql`NULL::bigint`} AS page_total,
        row_number() OVER (ORDER BY ${pageOrder(page.sort, item.distanceFrom)}) AS n
      FROM (${page.pageIds}) AS page
      JOIN ${properties} ON ${p.id} = page.id
      CROSS JOIN ${listingArgs(item)}
      ${listing.from}
    ) AS listing`;
}

function totalOf(total: PageStatement['total']): SQL {
  if (total === 'in page') return sql`max(listing.page_total)`;
  return total ? sql`(${total})` : sql`NULL`;
}

/** What a page statement answers. */
export type PageRow = {
  body: string;
  fetched: number;
  cursor_value: string | null;
  cursor_id: string | null;
  total: number | null;
};

/**
 * One live listing (deleted ones are not found) as the detail's JSON text, with what deciding who
 * may see it needs.
 */
export function detailStatement(id: string, item: ListingJsonOptions): SQL {
  const ms = (time: SQL) => sql`(extract(epoch FROM ${time}) * 1000)::float8`;
  const listing = renderedListing({ ...item, ownerFirstName: true });
  return sql`SELECT ${listing.item} AS body,
      ${p.ownerId} AS owner_id, ${ms(p.hiddenAt)} AS hidden_ms, ${ms(p.pausedAt)} AS paused_ms
    FROM ${properties}
    CROSS JOIN ${listingArgs(item)}
    ${listing.from}
    WHERE ${p.id} = ${id} AND ${qualified(properties.deletedAt)} IS NULL`;
}

/** Times in ms since 1970 (one representation on both engines). */
export type DetailRow = { body: string; owner_id: string; hidden_ms: number | null; paused_ms: number | null };
