import {
  cityNamesOf,
  LOCALITY_MIN_LENGTH,
  parseNear,
  SAVED_SEARCHES_MAX,
  type SavedSearchBody,
  SEARCH_RADIUS_KM_DEFAULT,
  savedMessages,
} from '@rentease/contract';
import { and, count, desc, eq, gt, inArray, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.js';
import {
  isPublicListing,
  type PropertyRow,
  properties,
  type SavedSearchRow,
  savedSearches,
  users,
} from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { rupeesToPaise } from '../../lib/money.js';
import { greatCircleKmSql, sqlPoint } from '../places/search-circle.js';
import { citiesNamedBy, readCities } from '../properties/cities.service.js';

// How a saved search reads in words, for its digest email.
export { describeSavedSearch } from './saved-searches.presenter.js';

/**
 * Saves a tenant's search, at most SAVED_SEARCHES_MAX each. The tenant's row is locked
 * first, so two tabs saving the 20th search at once cannot both get through the count.
 */
export async function createSavedSearch(
  db: Database,
  tenantId: string,
  body: SavedSearchBody,
  now: Date,
): Promise<SavedSearchRow> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, tenantId)).for('update');
    const [existing] = await tx.select({ total: count() }).from(savedSearches).where(eq(savedSearches.tenantId, tenantId));
    if ((existing?.total ?? 0) >= SAVED_SEARCHES_MAX) throw AppError.conflict(savedMessages.searchLimit);
    const centre = body.near === undefined ? undefined : parseNear(body.near);
    const [row] = await tx
      .insert(savedSearches)
      .values({
        tenantId,
        q: body.q ?? null,
        propertyType: body.type ?? null,
        minPricePaise: body.minPrice === undefined ? null : rupeesToPaise(body.minPrice),
        maxPricePaise: body.maxPrice === undefined ? null : rupeesToPaise(body.maxPrice),
        bedrooms: body.bedrooms ?? null,
        nearLat: centre?.lat ?? null,
        nearLng: centre?.lng ?? null,
        radiusKm: centre ? (body.radiusKm ?? SEARCH_RADIUS_KM_DEFAULT) : null,
        nearName: centre ? (body.nearName ?? null) : null,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('insert into saved_searches returned no row');
    return row;
  });
}

/** The tenant's saved searches, newest first (at most 20, so one page). */
export async function listSavedSearches(db: DbOrTx, tenantId: string): Promise<SavedSearchRow[]> {
  return db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.tenantId, tenantId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
}

/** Deletes one of the tenant's own saved searches; anyone else's is 404, as if it did not exist. */
export async function deleteSavedSearch(db: Database, tenantId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw AppError.notFound(savedMessages.searchNotFound);
  const deleted = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.tenantId, tenantId)))
    .returning({ id: savedSearches.id });
  if (deleted.length === 0) throw AppError.notFound(savedMessages.searchNotFound);
}

/**
 * The saved searches a new listing matches, by the search page's own rules: the text names the
 * listing's city under one of its names (any case: 'bangalore' matches a Bengaluru listing) or,
 * naming no city at all, is part of its address (a locality); the type is the same, the rent
 * within the range, at least the bedrooms asked for, and for a search around a point, the
 * listing's shown point within its distance (as the search measures it: never the pin). The
 * landlord's own searches (a landlord has none, but an account may) are left out.
 */
export async function savedSearchesMatching(
  db: DbOrTx,
  listing: Pick<
    PropertyRow,
    'city' | 'address' | 'propertyType' | 'pricePaise' | 'bedrooms' | 'ownerId' | 'approxLat' | 'approxLng'
  >,
): Promise<SavedSearchRow[]> {
  const cityNames = cityNamesOf(listing.city);
  const namesTheCity = (q: string) => cityNames.some((name) => name.includes(q.toLowerCase()));
  const inCityNames = cityNames.map((name) => sql`strpos(${name}, lower(${savedSearches.q})) > 0`);
  const inAddress = sql`(length(${savedSearches.q}) >= ${LOCALITY_MIN_LENGTH} AND strpos(lower(${listing.address}), lower(${savedSearches.q})) > 0)`;
  const { approxLat, approxLng } = listing;
  // A listing with no place is in no one's circle.
  const inCircle =
    approxLat === null || approxLng === null
      ? sql`false`
      : sql`${greatCircleKmSql({ lat: savedSearches.nearLat, lng: savedSearches.nearLng }, sqlPoint({ lat: approxLat, lng: approxLng }))} <= ${savedSearches.radiusKm}`;
  const candidates = await db
    .select()
    .from(savedSearches)
    .where(
      and(
        ne(savedSearches.tenantId, listing.ownerId),
        or(isNull(savedSearches.q), ...inCityNames, inAddress),
        or(isNull(savedSearches.propertyType), eq(savedSearches.propertyType, listing.propertyType)),
        or(isNull(savedSearches.minPricePaise), lte(savedSearches.minPricePaise, listing.pricePaise)),
        or(isNull(savedSearches.maxPricePaise), sql`${savedSearches.maxPricePaise} >= ${listing.pricePaise}`),
        or(isNull(savedSearches.bedrooms), lte(savedSearches.bedrooms, listing.bedrooms)),
        or(isNull(savedSearches.nearLat), inCircle),
      ),
    );
  // Found by the address alone: the search page would show these homes only if the text names no
  // city ('Pune' shows Pune's homes, not a Mumbai flat on Pune Road).
  const byAddressOnly = candidates.filter((search) => search.q !== null && !namesTheCity(search.q));
  if (byAddressOnly.length === 0) return candidates;
  const platformCities = await readCities(db);
  const namesACity = new Set(byAddressOnly.filter((search) => citiesNamedBy(platformCities, search.q ?? '').length > 0));
  return candidates.filter((search) => !namesACity.has(search));
}

/** What a saved search's text finds, as the search page reads it: the cities it names, or else the addresses that hold it. */
async function listingTextMatches(db: DbOrTx, text: string): Promise<SQL> {
  const needle = text.trim().toLowerCase();
  const named = citiesNamedBy(await readCities(db), needle);
  if (named.length > 0) {
    return inArray(
      sql`lower(${properties.city})`,
      named.map((city) => city.key),
    );
  }
  return needle.length >= LOCALITY_MIN_LENGTH ? sql`strpos(lower(${properties.address}), ${needle}) > 0` : sql`false`;
}

/**
 * The live listings created after `since` that a saved search matches, newest first: what its
 * daily digest email lists. The same rules as savedSearchesMatching, seen from the search's side;
 * walks properties_created_idx from `since` on.
 */
export async function listingsMatchingSince(db: DbOrTx, search: SavedSearchRow, since: Date, limit: number) {
  return db
    .select({ id: properties.id, title: properties.title, city: properties.city, pricePaise: properties.pricePaise })
    .from(properties)
    .where(
      and(
        isPublicListing,
        gt(properties.createdAt, since),
        ne(properties.ownerId, search.tenantId),
        search.q === null ? undefined : await listingTextMatches(db, search.q),
        search.propertyType === null ? undefined : eq(properties.propertyType, search.propertyType),
        search.minPricePaise === null ? undefined : sql`${properties.pricePaise} >= ${search.minPricePaise}`,
        search.maxPricePaise === null ? undefined : lte(properties.pricePaise, search.maxPricePaise),
        search.bedrooms === null ? undefined : sql`${properties.bedrooms} >= ${search.bedrooms}`,
        search.nearLat === null || search.nearLng === null || search.radiusKm === null
          ? undefined
          : sql`${greatCircleKmSql(sqlPoint({ lat: search.nearLat, lng: search.nearLng }), { lat: properties.approxLat, lng: properties.approxLng })} <= ${search.radiusKm}`,
      ),
    )
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(limit);
}
