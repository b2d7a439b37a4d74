import type { HistoryPageQuery } from '@rentease/contract';
import { and, count, desc, eq, inArray, lt, or } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.js';
import { favourites, isPublicListing, properties } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { decodeCursor, encodeCursor, type Page, toPage } from '../../lib/pagination.js';
import { findListedProperty, type PropertyView, viewColumns } from '../properties/properties.service.js';

const CURSOR_ORDER = 'favourites';

export type FavouriteView = PropertyView & { savedAt: Date };

/**
 * Saves a listing to the tenant's homes. Saving twice is one saved home (PUT is
 * idempotent: a double-click or two tabs end the same). A missing, deleted or hidden listing is 404.
 */
export async function saveFavourite(db: Database, tenantId: string, propertyId: string, now: Date): Promise<void> {
  // As nobody in particular: a hidden listing is not the tenant's to save (only its landlord and the admin see it).
  await findListedProperty(db, propertyId, null);
  await db.insert(favourites).values({ tenantId, propertyId, createdAt: now }).onConflictDoNothing();
}

/** Removes a saved home; removing one that is not saved is not an error (DELETE is idempotent). */
export async function removeFavourite(db: Database, tenantId: string, propertyId: string): Promise<void> {
  if (!isUuid(propertyId)) throw AppError.notFound('Property not found');
  await db.delete(favourites).where(and(eq(favourites.tenantId, tenantId), eq(favourites.propertyId, propertyId)));
}

/**
 * The tenant's saved homes that anyone may still see, newest saved first, keyset-paged by
 * (saved at, listing id) on favourites_tenant_created_idx. A listing deleted or hidden since it was
 * saved drops out of the list (and comes back if the admin shows it again); so does one its landlord
 * paused, until it is resumed.
 */
export async function listFavourites(
  db: DbOrTx,
  tenantId: string,
  query: HistoryPageQuery,
  at: { today: string; now: Date },
): Promise<Page<FavouriteView>> {
  const visible = and(eq(favourites.tenantId, tenantId), isPublicListing);
  let after = visible;
  if (query.cursor) {
    const cursor = decodeCursor(query.cursor, CURSOR_ORDER, 'integer');
    const savedBefore = new Date(cursor.value);
    after = and(
      visible,
      or(lt(favourites.createdAt, savedBefore), and(eq(favourites.createdAt, savedBefore), lt(favourites.propertyId, cursor.id))),
    );
  }
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...viewColumns(at.today, at.now), savedAt: favourites.createdAt })
      .from(favourites)
      .innerJoin(properties, eq(properties.id, favourites.propertyId))
      .where(after)
      .orderBy(desc(favourites.createdAt), desc(favourites.propertyId))
      .limit(query.limit + 1),
    db.select({ total: count() }).from(favourites).innerJoin(properties, eq(properties.id, favourites.propertyId)).where(visible),
  ]);
  return toPage(rows, query.limit, total?.total ?? 0, (last) => encodeCursor(CURSOR_ORDER, last.savedAt.getTime(), last.id));
}

/** Which of `propertyIds` the tenant has saved: one index lookup for a page of listings. */
export async function favouriteIdsAmong(db: DbOrTx, tenantId: string, propertyIds: readonly string[]): Promise<Set<string>> {
  if (propertyIds.length === 0) return new Set();
  const rows = await db
    .select({ propertyId: favourites.propertyId })
    .from(favourites)
    .where(and(eq(favourites.tenantId, tenantId), inArray(favourites.propertyId, [...propertyIds])));
  return new Set(rows.map((row) => row.propertyId));
}
