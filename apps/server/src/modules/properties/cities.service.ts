import type { CitySuggestion } from '@rentease/contract';
import { and, asc, desc, gt, like, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { cities } from '../../db/schema/index.js';

/**
 * Cities that have live listings, for the search box (spec §2: suggestions start with the typed
 * text, case-insensitively). Read from the small cities table the database keeps in step with the
 * listings, never from the listings themselves.
 */
export async function listCities(db: DbOrTx, query: { prefix?: string | undefined; limit: number }): Promise<CitySuggestion[]> {
  const prefix = query.prefix?.toLowerCase() ?? '';
  const escaped = prefix.replace(/[\\%_]/g, '\\$&');
  const rows = await db
    .select({ city: cities.name, listings: cities.listingCount })
    .from(cities)
    .where(and(gt(cities.listingCount, 0), prefix ? like(cities.key, `${escaped}%`) : sql`true`))
    .orderBy(prefix ? asc(cities.key) : desc(cities.listingCount), asc(cities.key))
    .limit(query.limit);
  return rows;
}
