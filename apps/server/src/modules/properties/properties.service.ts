import type {
  Bbox,
  CreatePropertyBody,
  LatLng,
  PropertyListQuery,
  PropertySearchSort,
  PropertySort,
  UpdatePropertyBody,
} from '@rentease/contract';
import {
  cityNamesOf,
  DEPOSIT_MAX_MONTHS,
  LOCALITY_MIN_LENGTH,
  parseBbox,
  parseNear,
  propertyMessages,
  SEARCH_RADIUS_KM_DEFAULT,
} from '@rentease/contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.js';
import {
  bookings,
  cities,
  isPublicListing,
  type PropertyRow,
  properties,
  propertyImages,
  uploads,
  users,
} from '../../db/schema/index.js';
import { limitedTo, qualified, queryPreparedRows } from '../../db/sql.js';
import { AppError } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { containsPattern } from '../../lib/like.js';
import { rupeesToPaise } from '../../lib/money.js';
import { decodeCursor, encodeCursor, type Page, toPage } from '../../lib/pagination.js';
import { recordAudit } from '../audit/audit.service.js';
import type { AuthUser } from '../auth/auth-user.js';
import { latestConfirmedEndSql } from '../bookings/availability.js';
import { listingPlaceOf, placeColumns } from '../places/listing-place.js';
import { circleBounds } from '../places/search-circle.js';
import { propertyRatingColumns } from '../reviews/reviews.service.js';
import { type CityDirectory, type CityEntry, citiesInScope } from './cities.service.js';
import { assertCanSeeListing } from './properties.policy.js';
import {
  type DetailRow,
  detailStatement,
  type ListingJsonOptions,
  type PageRow,
  pageStatement,
  shownDistanceKm,
  shownDistanceMetres,
  shownDistanceRoundedKm,
} from './properties.sql.js';

// The listing as other modules may use it: the API's listing shape (favourites, reports and the
// listing pages answer with listings) and who may see a hidden one.
export { assertCanSeeListing } from './properties.policy.js';
export { toProperty } from './properties.presenter.js';

/** A listing with what the presenter needs: the row (images included) and its availability. */
export type PropertyView = PropertyRow & {
  latestConfirmedEnd: string | null;
  ratingAverage: number | null;
  ratingCount: number;
  ownerVerified: boolean;
  /** In a search around a point: km from it to the shown point, one decimal (null elsewhere). */
  distanceKm?: number | null;
};

/** The listing's landlord is a verified owner (the admin approved their documents). */
const ownerIsVerified = sql<boolean>`EXISTS (SELECT 1 FROM users owner WHERE owner.id = ${qualified(properties.ownerId)} AND owner.owner_verified_at IS NOT NULL)`;

export type PropertyPage = Page<PropertyView>;

/**
 * A listing as every list shows it: its row, the end of its latest confirmed stay, and its rating.
 * `now` decides which reviews are published: only the page's rows are rated, in the same statement.
 */
export function viewColumns(today: string, now: Date) {
  return {
    ...getTableColumns(properties),
    latestConfirmedEnd: latestConfirmedEndSql(properties.id, today),
    ...propertyRatingColumns(properties.id, now),
    ownerVerified: ownerIsVerified,
  };
}

/**
 * The listing's shown point (never its pin: a small enough box would otherwise find the building)
 * is inside the map area, written so that the GiST index on that point serves it.
 */
const shownPointIn = (area: Bbox) =>
  sql`point(${properties.approxLng}, ${properties.approxLat}) <@ box(point(${area.minLng}::float8, ${area.minLat}::float8), point(${area.maxLng}::float8, ${area.maxLat}::float8))`;

/** A search around a point: its centre, and how far from it a listing's shown point may be (km). */
type SearchCircle = { centre: LatLng; radiusKm: number };

function searchCircleOf(query: PropertyListQuery): SearchCircle | undefined {
  const centre = query.near ? parseNear(query.near) : undefined;
  return centre && { centre, radiusKm: query.radiusKm ?? SEARCH_RADIUS_KM_DEFAULT };
}

/**
 * The shown point is within the circle: first inside the circle's bounding box, which the GiST
 * index on the shown point answers (an index walk, not a scan of every listing), then the exact
 * great-circle distance, measured only for what the box let through.
 */
const shownPointWithin = (circle: SearchCircle): SQL[] => [
  shownPointIn(circleBounds(circle.centre, circle.radiusKm)),
  sql`${shownDistanceKm(circle.centre)} <= ${circle.radiusKm}::float8`,
];

/** The filters of the search screen other than the city; every combination is served by an index. */
function listFilters(query: PropertyListQuery, ownerId: string | undefined): SQL[] {
  // Hidden and paused listings leave every search, which then reads indexes partial on exactly
  // that (schema: isPublicListing); the owner's list (landlord or admin) keeps them and reads the
  // owner's index.
  const filters: SQL[] = ownerId ? [isNull(properties.deletedAt), eq(properties.ownerId, ownerId)] : [isPublicListing];
  if (query.type) filters.push(eq(properties.propertyType, query.type));
  if (query.minPrice !== undefined) filters.push(gte(properties.pricePaise, rupeesToPaise(query.minPrice)));
  if (query.maxPrice !== undefined) filters.push(lte(properties.pricePaise, rupeesToPaise(query.maxPrice)));
  if (query.minBedrooms !== undefined) filters.push(gte(properties.bedrooms, Math.ceil(query.minBedrooms)));
  // Read per row of the walk (a primary-key probe each), not through an index of its own: verified
  // owners are a share of all landlords, so the sort index still finds a page quickly.
  if (query.verified) filters.push(ownerIsVerified);
  const area = query.bbox ? parseBbox(query.bbox) : undefined;
  if (area) filters.push(shownPointIn(area));
  const circle = searchCircleOf(query);
  if (circle) filters.push(...shownPointWithin(circle));
  return filters;
}

// One array parameter, not a list of them: the statement's text stays the same whatever the
// number of cities, so it is prepared once (queryPreparedRows). = ANY reads the index as IN does.
const inCities = (keys: string[]) => sql`lower(${properties.city}) = ANY(${sql.param(keys)}::text[])`;

/** The lower-cased search text when it can name a locality: typed text (not a chosen city), three letters or more. */
function localityText(query: PropertyListQuery): string | undefined {
  const text = query.city ? undefined : query.q?.trim().toLowerCase();
  return text && text.length >= LOCALITY_MIN_LENGTH ? text : undefined;
}

/** The address holds `text`, written so that the address's trigram index can find the rows. */
const addressLike = (text: string) => sql`lower(${properties.address}) LIKE ${containsPattern(text)}`;

/** The same test written so that no index serves it: a filter on rows read in another index's order. */
const addressHolds = (text: string) => sql`strpos(lower(${properties.address}), ${text}) > 0`;

const sumListings = (entries: CityEntry[]) => entries.reduce((sum, c) => sum + c.listings, 0);

/** Only the city narrows the search: the total is the sum of the cities' live listing counts. */
function isCityOnly(query: PropertyListQuery, ownerId: string | undefined): boolean {
  return (
    !ownerId &&
    !query.type &&
    query.minPrice === undefined &&
    query.maxPrice === undefined &&
    query.minBedrooms === undefined &&
    !query.verified &&
    !query.bbox &&
    !query.near
  );
}

/** How many listings pass `filters`, as a query to run alone or to put inside another statement. */
function countQuery(db: DbOrTx, filters: SQL[]) {
  return db
    .select({ total: count() })
    .from(properties)
    .where(and(...filters));
}

type Cursor = { sort: PropertySearchSort; value: number; id: string };

/** The listing's keyset cursor for a sort (lib/pagination.ts): creation time in ms, price in paise, or metres away. */
export function encodePropertyCursor(cursor: Cursor): string {
  return encodeCursor(cursor.sort, cursor.value, cursor.id);
}

/**
 * The same orders written so that no index can serve them: for sorting a handful of rows already
 * found by id, which the planner might otherwise try to find by walking a whole sort index.
 */
const ORDER_AFTER_FETCH: Record<PropertySort, SQL[]> = {
  newest: [sql`${properties.createdAt} + interval '0 seconds' DESC`, desc(properties.id)],
  price_asc: [sql`${properties.pricePaise} + 0 ASC`, asc(properties.id)],
  price_desc: [sql`${properties.pricePaise} + 0 DESC`, desc(properties.id)],
};

/** The values a page is ordered by and its cursor compared on: a listing's own, or a subquery's. */
type SortKeys = { createdAt: SQLWrapper; pricePaise: SQLWrapper; id: SQLWrapper; distanceMetres: SQLWrapper | undefined };

/** The listing's own sort values; its distance is to the shown point (properties.sql.ts). */
const listingSortKeys = (centre: LatLng | undefined): SortKeys => ({
  createdAt: properties.createdAt,
  pricePaise: properties.pricePaise,
  id: properties.id,
  distanceMetres: centre && shownDistanceMetres(centre),
});

/** A subquery's sort values (a drizzle subquery is a proxy: its fields are read one by one, not spread). */
const sortKeysOf = (rows: Pick<SortKeys, 'createdAt' | 'pricePaise' | 'id'> & { distanceMetres?: SQLWrapper }): SortKeys => ({
  createdAt: rows.createdAt,
  pricePaise: rows.pricePaise,
  id: rows.id,
  distanceMetres: rows.distanceMetres,
});

function distanceKey(keys: SortKeys): SQLWrapper {
  if (!keys.distanceMetres) throw new Error('a search sorted by distance needs a centre');
  return keys.distanceMetres;
}

function keyOrder(sort: PropertySearchSort, keys: SortKeys): SQL[] {
  switch (sort) {
    case 'newest':
      return [desc(keys.createdAt), desc(keys.id)];
    case 'price_asc':
      return [asc(keys.pricePaise), asc(keys.id)];
    case 'price_desc':
      return [desc(keys.pricePaise), desc(keys.id)];
    case 'distance':
      return [asc(distanceKey(keys)), asc(keys.id)];
  }
}

/** The order of a search's page; nearest first walks no index (the circle's box already bounds the rows). */
function orderOf(sort: PropertySearchSort, centre: LatLng | undefined, afterFetch = false): SQL[] {
  if (afterFetch && sort !== 'distance') return ORDER_AFTER_FETCH[sort];
  return keyOrder(sort, listingSortKeys(centre));
}

/**
 * How to read a page of a city search. Walking a sort index and skipping other cities reads about
 * `page × total / matches` listings; reading each city's first page through the per-city index and
 * merging them reads at most `cities × page`. The planner cannot weigh these (rare cities look
 * average to its statistics), but the city directory knows both numbers exactly, so we choose.
 */
function isCheaperCityByCity(cityCount: number, matches: number, total: number): boolean {
  return cityCount * matches < total;
}

/**
 * The ids of a page of the listings of a few cities: each city's first `size` in the page's order,
 * read through the (lower(city), created_at|price) indexes, and merged.
 */
function pageCityByCity(db: Database, cityKeys: string[], filters: SQL[], sort: PropertySort, size: number) {
  const firstOfCity = db
    .select({ id: properties.id, createdAt: properties.createdAt, pricePaise: properties.pricePaise })
    .from(properties)
    .where(and(sql`lower(${properties.city}) = city_scope.key`, ...filters))
    .orderBy(...keyOrder(sort, listingSortKeys(undefined)))
    .limit(size)
    .as('first_of_city');
  return limitedTo(
    db
      .select({ id: firstOfCity.id })
      .from(sql`unnest(${sql.param(cityKeys)}::text[]) AS city_scope(key)`)
      .crossJoinLateral(firstOfCity)
      .orderBy(...keyOrder(sort, sortKeysOf(firstOfCity))),
    size,
  );
}

/** The keyset condition: after the cursor's listing, in the cursor's order. */
function afterCursor(cursor: Cursor, keys: SortKeys): SQL {
  switch (cursor.sort) {
    case 'newest':
      return sql`(${keys.createdAt}, ${keys.id}) < (${new Date(cursor.value)}, ${cursor.id})`;
    case 'price_asc':
      return sql`(${keys.pricePaise}, ${keys.id}) > (${cursor.value}, ${cursor.id})`;
    case 'price_desc':
      return sql`(${keys.pricePaise}, ${keys.id}) < (${cursor.value}, ${cursor.id})`;
    case 'distance':
      return sql`(${distanceKey(keys)}, ${keys.id}) > (${cursor.value}, ${cursor.id})`;
  }
}

type CursorRow = Pick<PropertyRow, 'id' | 'createdAt' | 'pricePaise'> & { distanceMetres: number | null };

function cursorFor(row: CursorRow, sort: PropertySearchSort): string {
  const value = sort === 'newest' ? row.createdAt.getTime() : sort === 'distance' ? Number(row.distanceMetres) : row.pricePaise;
  return encodePropertyCursor({ sort, value, id: row.id });
}

/** How far a search's listings are from its centre (NULL without one): as shown, and as ordered. */
function distanceColumns(centre: LatLng | undefined) {
  return {
    distanceKm: centre ? shownDistanceRoundedKm(centre) : sql<number | null>`NULL::float8`,
    distanceMetres: (centre ? sql<number | null>`${shownDistanceMetres(centre)}` : sql<number | null>`NULL::bigint`).mapWith(
      (value: unknown) => (value === null ? null : Number(value)),
    ),
  };
}

export type ListOptions = {
  today: string;
  /** The time reviews count as published at (the app's clock). */
  now: Date;
  ownerId?: string;
  /** Forces how a city search reads its page (tests and the benchmark compare both); default: the cheaper. */
  cityStrategy?: 'walk-sort-index' | 'city-by-city';
  /** The same for a locality search. */
  localityStrategy?: 'walk-sort-index' | 'collect-matches';
};

/**
 * How to read one page of a search: the query of its ids (the page's and one more, which says a
 * next page exists) and its total, known already or still to count. Both the rows and the JSON
 * answer read their page through it.
 */
type PagePlan = {
  pageIds: SQLWrapper;
  total: number | ReturnType<typeof countQuery>;
  /**
   * The page's ids carry the total as a second column (a search around a point); `total` then
   * counts only when a page after a cursor comes back empty and so carries none.
   */
  totalInPage: boolean;
  sort: PropertySearchSort;
  /** A search around a point: where distances are measured from. */
  centre: LatLng | undefined;
  limit: number;
};

/** A search with nothing to read: no city and no locality matches its text. */
const NOTHING_FOUND = 'nothing found';

async function planPage(
  db: Database,
  directory: CityDirectory,
  query: PropertyListQuery,
  options: ListOptions,
  countInPage = false,
): Promise<PagePlan | typeof NOTHING_FOUND> {
  const scope = await citiesInScope(directory, query);
  if (scope?.length === 0) {
    // Text that names no city may name a locality ('Koramangala', 'Powai'): the listings whose
    // address holds it, wherever they are.
    const locality = localityText(query);
    return locality ? planLocality(db, directory, locality, query, options) : NOTHING_FOUND;
  }
  const cityKeys = scope?.map((c) => c.key);
  const filters = listFilters(query, options.ownerId);
  const centre = searchCircleOf(query)?.centre;
  const cursor = cursorOf(query);
  const size = query.limit + 1;
  const matches = scope && sumListings(scope);
  const everyListing = sumListings(await directory.entries());

  // A search around a point reads the circle's box through its index, whatever the cities; the
  // city counts say nothing about how many of their listings the circle holds.
  const sort = query.sort;
  const cityByCity =
    centre === undefined &&
    cityKeys !== undefined &&
    matches !== undefined &&
    (options.cityStrategy
      ? options.cityStrategy === 'city-by-city'
      : isCheaperCityByCity(cityKeys.length, matches, everyListing));
  const matching = [...filters, ...(cityKeys ? [inCities(cityKeys)] : [])];
  const total = isCityOnly(query, options.ownerId) ? (matches ?? everyListing) : countQuery(db, matching);
  if (centre && countInPage) {
    const pageIds = pageAndCountInCircle(db, matching, cursor, sort, centre, size);
    return { pageIds, total, totalInPage: true, sort, centre, limit: query.limit };
  }
  const after = afterListing(cursor, centre);
  const pageIds =
    cityKeys && cityByCity && sort !== 'distance'
      ? pageCityByCity(db, cityKeys, [...filters, ...after], sort, size)
      : limitedTo(
          db
            .select({ id: properties.id })
            .from(properties)
            .where(and(...matching, ...after))
            .orderBy(...orderOf(sort, centre)),
          size,
        );
  return { pageIds, total, totalInPage: false, sort, centre, limit: query.limit };
}

/**
 * The ids of a page of a search around a point, each with the count of every match. The count and
 * the page read the same listings (all in the circle's box, whatever the order) and measure the
 * same distances, so one pass does both: the window count is taken before the cursor and the
 * limit narrow the rows, and each distance is measured once. Two statements read the box twice
 * and measured every distance two or three times; that was a third of a search's time.
 */
function pageAndCountInCircle(
  db: Database,
  matching: SQL[],
  cursor: Cursor | undefined,
  sort: PropertySearchSort,
  centre: LatLng,
  size: number,
) {
  const candidate = db
    .select({
      id: properties.id,
      createdAt: properties.createdAt,
      pricePaise: properties.pricePaise,
      distanceMetres: (sort === 'distance' ? shownDistanceMetres(centre) : sql<number>`NULL::bigint`).as('distance_metres'),
      total: sql<number>`count(*) OVER ()`.as('total'),
    })
    .from(properties)
    .where(and(...matching))
    .as('candidate');
  const keys = sortKeysOf(candidate);
  return limitedTo(
    db
      .select({ id: candidate.id, total: candidate.total })
      .from(candidate)
      .where(cursor && afterCursor(cursor, keys))
      .orderBy(...keyOrder(sort, keys)),
    size,
  );
}

/** The condition on listings of a page after the first: after the cursor's listing. */
const afterListing = (cursor: Cursor | undefined, centre: LatLng | undefined): SQL[] =>
  cursor ? [afterCursor(cursor, listingSortKeys(centre))] : [];

/** The page's keyset cursor, when it is not the first page. */
function cursorOf(query: PropertyListQuery): Cursor | undefined {
  return query.cursor ? { sort: query.sort, ...decodeCursor(query.cursor, query.sort, 'integer') } : undefined;
}

/** One page of live listings, newest first unless asked otherwise, with the total for the filters. */
export async function listProperties(
  db: Database,
  directory: CityDirectory,
  query: PropertyListQuery,
  options: ListOptions,
): Promise<PropertyPage> {
  const plan = await planPage(db, directory, query, options);
  if (plan === NOTHING_FOUND) return { items: [], total: 0, nextCursor: undefined };
  const rows = await db
    .select({ ...viewColumns(options.today, options.now), ...distanceColumns(plan.centre) })
    .from(properties)
    .where(inArray(properties.id, plan.pageIds))
    .orderBy(...orderOf(plan.sort, plan.centre, true));
  const total = typeof plan.total === 'number' ? plan.total : ((await plan.total)[0]?.total ?? 0);
  return toPage(rows, plan.limit, total, (last) => cursorFor(last, plan.sort));
}

/** A page of listings as the contract's JSON array, ready to send, with its paging. */
export type ListingPageJson = { body: string; total: number; nextCursor: string | undefined };

/**
 * The same page as `listProperties`, answered by the database as JSON text in one statement
 * (properties.sql.ts): the page, each listing's availability, rating and, for a tenant, whether
 * they saved it, and the total when it must be counted.
 */
export async function listPropertiesJson(
  db: Database,
  directory: CityDirectory,
  query: PropertyListQuery,
  options: ListOptions & Omit<ListingJsonOptions, 'today' | 'now' | 'ownerFirstName' | 'exactPosition' | 'distanceFrom'>,
): Promise<ListingPageJson> {
  const plan = await planPage(db, directory, query, options, true);
  if (plan === NOTHING_FOUND) return { body: '[]', total: 0, nextCursor: undefined };
  const statement = pageStatement(
    {
      pageIds: sql`${plan.pageIds}`,
      sort: plan.sort,
      limit: plan.limit,
      total: plan.totalInPage ? 'in page' : typeof plan.total === 'number' ? undefined : sql`${plan.total}`,
    },
    {
      today: options.today,
      now: options.now,
      urlPrefix: options.urlPrefix,
      tenantId: options.tenantId,
      distanceFrom: plan.centre,
    },
  );
  const [row] = await queryPreparedRows<PageRow>(db, statement);
  if (!row) throw new Error('a page statement answered no row');
  const hasMore = row.fetched > plan.limit && row.cursor_value !== null && row.cursor_id !== null;
  return {
    body: row.body,
    total: await pageTotal(plan, row.total),
    nextCursor: hasMore
      ? encodePropertyCursor({ sort: plan.sort, value: Number(row.cursor_value), id: String(row.cursor_id) })
      : undefined,
  };
}

/** The page's total: known, counted by the page statement, or (a page after the last match) counted now. */
async function pageTotal(plan: PagePlan, counted: number | string | null): Promise<number> {
  if (typeof plan.total === 'number') return plan.total;
  if (counted !== null) return Number(counted);
  // An empty page carries no window count; past a cursor, the matches before it still count.
  return plan.totalInPage ? ((await plan.total)[0]?.total ?? 0) : 0;
}

/**
 * Walking a sort index and skipping other addresses reads about `page × listings / matches` rows;
 * collecting every match through the trigram index and sorting them reads `matches`. The count,
 * needed for the total anyway, tells which is less.
 */
function isCheaperToWalk(matches: number, size: number, everyListing: number): boolean {
  return matches * matches > size * everyListing;
}

/**
 * How to read a page of the listings whose address holds `text`. The count comes first, through
 * the trigram index: text that matches nothing (a typo) costs one index probe, and the count
 * decides how to read the page. Left to itself the planner guesses how common a few letters are
 * and may walk every listing newest-first looking for a match that does not exist.
 */
async function planLocality(
  db: Database,
  directory: CityDirectory,
  text: string,
  query: PropertyListQuery,
  options: ListOptions,
): Promise<PagePlan | typeof NOTHING_FOUND> {
  const filters = listFilters(query, options.ownerId);
  const counting = countQuery(db, [...filters, addressLike(text)]);
  const { sql: countSql, params } = counting.toSQL();
  const total = await directory.count(`${countSql} ${JSON.stringify(params)}`, async () => (await counting)[0]?.total ?? 0);
  if (total === 0) return NOTHING_FOUND;
  const centre = searchCircleOf(query)?.centre;
  const cursor = cursorOf(query);
  const size = query.limit + 1;
  const walk = options.localityStrategy
    ? options.localityStrategy === 'walk-sort-index'
    : isCheaperToWalk(total, size, sumListings(await directory.entries()));
  // Collecting: sorted in an order no index serves, so the matches are found through the trigram index.
  const pageIds = limitedTo(
    db
      .select({ id: properties.id })
      .from(properties)
      .where(and(...filters, walk ? addressHolds(text) : addressLike(text), ...afterListing(cursor, centre)))
      .orderBy(...orderOf(query.sort, centre, !walk)),
    size,
  );
  return { pageIds, total, totalInPage: false, sort: query.sort, centre, limit: query.limit };
}

/** One live listing, or 404 (a malformed id is a 404 too: there is no such listing). */
export async function getProperty(db: DbOrTx, id: string, today: string, now: Date): Promise<PropertyView> {
  if (!isUuid(id)) throw AppError.notFound(propertyMessages.propertyNotFound);
  const [row] = await db
    .select(viewColumns(today, now))
    .from(properties)
    .where(and(eq(properties.id, id), isNull(properties.deletedAt)))
    .limit(1);
  if (!row) throw AppError.notFound(propertyMessages.propertyNotFound);
  return row;
}

/** A live listing as the detail's JSON text, and what deciding who may see it needs. */
export type ListingJson = { body: string } & Pick<PropertyRow, 'ownerId' | 'hiddenAt' | 'pausedAt'>;

/**
 * One live listing as the detail answers it, built by the database in one statement (the
 * landlord's first name, availability and rating included; properties.sql.ts), or 404.
 */
export async function getPropertyJson(
  db: DbOrTx,
  id: string,
  options: Omit<ListingJsonOptions, 'ownerFirstName'>,
): Promise<ListingJson> {
  if (!isUuid(id)) throw AppError.notFound(propertyMessages.propertyNotFound);
  const [row] = await queryPreparedRows<DetailRow>(db, detailStatement(id, options));
  if (!row) throw AppError.notFound(propertyMessages.propertyNotFound);
  const time = (ms: number | null) => (ms === null ? null : new Date(Number(ms)));
  return { body: row.body, ownerId: row.owner_id, hiddenAt: time(row.hidden_ms), pausedAt: time(row.paused_ms) };
}

/** The upload id inside a URL our upload endpoint issued (relative or absolute). */
const OUR_IMAGE_URL = /^(?:https?:\/\/[^/]+)?\/uploads\/([0-9a-f-]{36})-(?:full|card)\.webp$/i;

function uploadIdFromUrl(url: string): string | undefined {
  const id = OUR_IMAGE_URL.exec(url.trim())?.[1]?.toLowerCase();
  return id && isUuid(id) ? id : undefined;
}

/** The stored key an image URL names (what follows /uploads/), or undefined. */
function keyFromUrl(url: string): string | undefined {
  const path = url.trim().replace(/^https?:\/\/[^/]+/i, '');
  return path.startsWith('/uploads/') ? decodeURIComponent(path.slice('/uploads/'.length)) : undefined;
}

/**
 * The upload ids behind a listing's image URLs, in order: each one ours and used once, or 400.
 * `current` are the photos the listing already has: they keep their place whatever their stored
 * key looks like (the demo listings' pictures have names of their own).
 */
function uploadIdsOf(images: string[], current: { uploadId: string; cardKey: string; fullKey: string }[] = []): string[] {
  const byKey = new Map(
    current.flatMap((image) => [[image.fullKey, image.uploadId] as const, [image.cardKey, image.uploadId] as const]),
  );
  const uploadIds = images.map((url) => {
    const key = keyFromUrl(url);
    return (key !== undefined ? byKey.get(key) : undefined) ?? uploadIdFromUrl(url);
  });
  const badIndex = uploadIds.indexOf(undefined);
  if (badIndex >= 0) {
    throw AppError.badRequest(propertyMessages.imagesNotOurs, { [`images.${badIndex}`]: propertyMessages.imagesNotOurs });
  }
  const ids = uploadIds as string[];
  if (new Set(ids).size !== ids.length) {
    throw AppError.badRequest('Each image can be used once.', { images: 'Each image can be used once.' });
  }
  return ids;
}

/**
 * Checks that each of `ids` is an upload `ownerId` made and that no listing but `listingId` (if
 * any) uses, or 400 naming the first that is not.
 * FOR KEY SHARE: the sweep of abandoned uploads (sweepAbandonedUploads) skips locked rows, so an
 * old upload cannot be deleted between this check and the insert into property_images; if the
 * sweep got there first, the row is gone when the lock is granted and the image is refused.
 */
async function assertUsableUploads(tx: DbOrTx, ids: string[], ownerId: string, listingId: string | null) {
  const owned = await tx
    .select({ id: uploads.id, usedBy: propertyImages.propertyId })
    .from(uploads)
    .leftJoin(propertyImages, eq(propertyImages.uploadId, uploads.id))
    .where(and(inArray(uploads.id, ids), eq(uploads.ownerId, ownerId)))
    .for('key share', { of: uploads });
  const usable = new Set(owned.filter((u) => u.usedBy === null || u.usedBy === listingId).map((u) => u.id));
  const missing = ids.findIndex((id) => !usable.has(id));
  if (missing >= 0) {
    throw AppError.badRequest(propertyMessages.imagesNotOurs, { [`images.${missing}`]: propertyMessages.imagesNotOurs });
  }
}

/**
 * A landlord's available-from date may not lie in the past (the market's today); a date the
 * listing already has is kept as it is, so saving an older listing unchanged does not fail.
 */
function assertAvailableFromAllowed(availableFrom: string | null | undefined, today: string, current: string | null = null) {
  if (!availableFrom || availableFrom >= today || availableFrom === current) return;
  throw AppError.badRequest(propertyMessages.availableFromPast, { availableFrom: propertyMessages.availableFromPast });
}

/**
 * The deposit may be at most DEPOSIT_MAX_MONTHS of the rent, as it will be after this save: an
 * edit that lowers the rent and keeps the deposit is checked against the new rent.
 */
function assertDepositWithinLimit(depositPaise: number, pricePaise: number) {
  if (depositPaise <= pricePaise * DEPOSIT_MAX_MONTHS) return;
  throw AppError.badRequest(propertyMessages.depositTooHigh, { deposit: propertyMessages.depositTooHigh });
}

/**
 * The add form's fields as the listing's columns, the same for a new listing and an edit: the
 * city under its name on the platform, the location line cards show, the rent in paise.
 */
function listingColumns(body: UpdatePropertyBody, city: string) {
  return {
    title: body.title,
    description: body.description,
    city,
    address: body.address,
    location: body.address ? `${body.address}, ${city}` : city,
    pricePaise: rupeesToPaise(body.price),
    bedrooms: body.bedrooms,
    bathrooms: body.bathrooms,
    areaSqft: body.area,
    propertyType: body.propertyType,
  };
}

/**
 * Publishes a listing for `ownerId`. Its images must be uploads this landlord made through our
 * endpoint and not used by another listing; the listing and its image rows are written in one
 * transaction, so a failure leaves nothing behind.
 */
export async function createProperty(db: Database, ownerId: string, body: CreatePropertyBody, at: { today: string; now: Date }) {
  const ids = uploadIdsOf(body.images);
  assertAvailableFromAllowed(body.availableFrom, at.today);
  assertDepositWithinLimit(rupeesToPaise(body.deposit), rupeesToPaise(body.price));
  const place = await listingPlaceOf(body);

  const propertyId = await db.transaction(async (tx) => {
    await assertUsableUploads(tx, ids, ownerId, null);

    const city = await canonicalCityName(tx, body.city);
    const [row] = await tx
      .insert(properties)
      .values({
        ownerId,
        ...listingColumns(body, city),
        availableFrom: body.availableFrom,
        moveInWindowDays: body.moveInWindowDays,
        bookingMode: body.bookingMode,
        depositPaise: rupeesToPaise(body.deposit),
        houseRules: body.houseRules || null,
        ...placeColumns(place),
        // The app's clock, not the database's: "new since" (saved-search digests) compares it
        // with other times the app wrote.
        createdAt: at.now,
      })
      .returning({ id: properties.id });
    if (!row) throw new Error('insert into properties returned no row');
    await tx.insert(propertyImages).values(ids.map((uploadId, position) => ({ propertyId: row.id, position, uploadId })));
    return row.id;
  });
  return getProperty(db, propertyId, at.today, at.now);
}

/**
 * Saves a landlord's (or the admin's) changes to a live listing: every field of the add form, the
 * photo order (the first is the cover; photos left out are removed, new ones must be uploads the
 * listing's landlord made) and the availability and booking terms. Bookings and open checkouts
 * keep the amount they were made at: they hold their own copy, and only new checkouts read the
 * new price.
 */
export async function updateProperty(
  db: Database,
  property: PropertyRow,
  body: UpdatePropertyBody,
  options: { today: string; now: Date; actor: AuthUser },
): Promise<PropertyView> {
  const place = await listingPlaceOf(body);
  await db.transaction(async (tx) => {
    // Lock the listing: two saves at once (a double-clicked Save, two tabs) apply one after the
    // other instead of interleaving their photo rows, and a delete cannot slip in between.
    const [current] = await tx.select().from(properties).where(eq(properties.id, property.id)).for('update');
    if (!current || current.deletedAt) throw AppError.notFound(propertyMessages.propertyNotFound);
    const before = await tx
      .select({ uploadId: propertyImages.uploadId, cardKey: uploads.cardKey, fullKey: uploads.fullKey })
      .from(propertyImages)
      .innerJoin(uploads, eq(uploads.id, propertyImages.uploadId))
      .where(eq(propertyImages.propertyId, current.id))
      .orderBy(asc(propertyImages.position));
    const ids = uploadIdsOf(body.images, before);
    assertAvailableFromAllowed(body.availableFrom, options.today, current.availableFrom);
    const depositPaise = body.deposit !== undefined ? rupeesToPaise(body.deposit) : current.depositPaise;
    assertDepositWithinLimit(depositPaise, rupeesToPaise(body.price));
    await assertUsableUploads(tx, ids, current.ownerId, current.id);

    const city = await canonicalCityName(tx, body.city);
    await tx
      .update(properties)
      .set({
        ...listingColumns(body, city),
        ...(body.availableFrom !== undefined ? { availableFrom: body.availableFrom } : {}),
        ...(body.moveInWindowDays !== undefined ? { moveInWindowDays: body.moveInWindowDays } : {}),
        ...(body.bookingMode !== undefined ? { bookingMode: body.bookingMode } : {}),
        depositPaise,
        ...(body.houseRules !== undefined ? { houseRules: body.houseRules || null } : {}),
        ...placeColumns(place, current),
        updatedAt: options.now,
      })
      .where(eq(properties.id, current.id));

    const unchanged = before.length === ids.length && before.every((row, i) => row.uploadId === ids[i]);
    if (!unchanged) {
      // Rewritten whole: positions form the primary key, so moving rows one by one would collide.
      await tx.delete(propertyImages).where(eq(propertyImages.propertyId, current.id));
      await tx.insert(propertyImages).values(ids.map((uploadId, position) => ({ propertyId: current.id, position, uploadId })));
    }

    if (options.actor.role === 'admin' && options.actor.id !== current.ownerId) {
      await recordAudit(
        tx,
        {
          actorId: options.actor.id,
          action: 'property.edited',
          targetType: 'property',
          targetId: current.id,
          summary: `Edited the listing "${body.title}" (${city})`,
        },
        options.now,
      );
    }
  });
  return getProperty(db, property.id, options.today, options.now);
}

/**
 * Pauses a listing (out of every search, suggestion and checkout until resumed) or resumes it.
 * Its bookings stay as they are. Pausing twice keeps the first time.
 */
export async function setPropertyPaused(
  db: Database,
  property: PropertyRow,
  paused: boolean,
  at: { today: string; now: Date },
): Promise<PropertyView> {
  await db
    .update(properties)
    .set({ pausedAt: paused ? at.now : null })
    .where(
      and(
        eq(properties.id, property.id),
        isNull(properties.deletedAt),
        paused ? isNull(properties.pausedAt) : isNotNull(properties.pausedAt),
      ),
    );
  return getProperty(db, property.id, at.today, at.now);
}

/**
 * "mumbai", "MUMBAI " and "Bombay" are one city: reuse the name already on the platform for any of
 * its spellings or other names (the one with most listings), or capitalise the first letter of a
 * new one, so filters and suggestions show one name per city.
 */
async function canonicalCityName(db: DbOrTx, typed: string): Promise<string> {
  const name = typed.replace(/\s+/g, ' ').trim();
  const [existing] = await db
    .select({ name: cities.name })
    .from(cities)
    .where(inArray(cities.key, [...cityNamesOf(name)]))
    .orderBy(desc(cities.listingCount), asc(cities.key))
    .limit(1);
  return existing?.name ?? name.charAt(0).toUpperCase() + name.slice(1);
}

/** The first name a single listing shows for its landlord; the last name is never shown. */
export async function ownerFirstName(db: DbOrTx, ownerId: string): Promise<string> {
  const [owner] = await db.select({ firstName: users.firstName }).from(users).where(eq(users.id, ownerId)).limit(1);
  return owner?.firstName ?? '';
}

/** Live listing row for a permission check, or 404. */
export async function findLiveProperty(db: DbOrTx, id: string): Promise<PropertyRow> {
  if (!isUuid(id)) throw AppError.notFound(propertyMessages.propertyNotFound);
  const [row] = await db
    .select()
    .from(properties)
    .where(and(eq(properties.id, id), isNull(properties.deletedAt)))
    .limit(1);
  if (!row) throw AppError.notFound(propertyMessages.propertyNotFound);
  return row;
}

/**
 * A live listing `viewer` may see, or 404: a hidden one only for its landlord and the admin
 *. For the paths that look a listing up to act on it: availability, checkout.
 */
export async function findListedProperty(db: DbOrTx, id: string, viewer: AuthUser | null): Promise<PropertyRow> {
  const row = await findLiveProperty(db, id);
  assertCanSeeListing(viewer, row);
  return row;
}

/**
 * Removes a listing from the marketplace. The row stays (deleted_at set) because bookings,
 * payments and conversations point at it and financial records must survive; unpaid booking
 * attempts are cancelled. A landlord cannot pull a listing out from under tenants who have paid
 * for a stay that has not ended; the admin can (e.g. a fraudulent listing), and those bookings
 * remain on record.
 */
export async function deleteProperty(
  db: Database,
  property: PropertyRow,
  options: { today: string; now: Date; actor: AuthUser },
) {
  const byAdmin = options.actor.role === 'admin';
  await db.transaction(async (tx) => {
    // Lock the listing so a payment confirming a booking cannot slip in between check and delete.
    await tx.select({ id: properties.id }).from(properties).where(eq(properties.id, property.id)).for('update');
    if (!byAdmin) {
      const [active] = await tx
        .select({ n: count() })
        .from(bookings)
        .where(
          and(
            eq(bookings.propertyId, property.id),
            eq(bookings.status, 'confirmed'),
            sql`${bookings.endDate} > ${options.today}`,
          ),
        );
      if ((active?.n ?? 0) > 0) throw AppError.conflict(propertyMessages.hasActiveBookings);
    }
    await tx
      .update(bookings)
      .set({ status: 'cancelled' })
      .where(and(eq(bookings.propertyId, property.id), eq(bookings.status, 'pending_payment')));
    await tx.update(properties).set({ deletedAt: options.now }).where(eq(properties.id, property.id));
    if (byAdmin) {
      await recordAudit(
        tx,
        {
          actorId: options.actor.id,
          action: 'property.removed',
          targetType: 'property',
          targetId: property.id,
          summary: `Removed the listing "${property.title}" (${property.city})`,
        },
        options.now,
      );
    }
  });
}
