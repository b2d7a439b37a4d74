import { type CitySuggestion, cityNamesContaining, cityNamesOf, cityNamesStartingWith } from '@rentease/contract';
import { gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { cities } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';

/** A city with live listings: `key` is its lower-cased name, the form searches match on. */
export type CityEntry = { key: string; name: string; listings: number };

/** The cities with live listings, read from the table (what the directory holds in memory). */
export async function readCities(db: DbOrTx): Promise<CityEntry[]> {
  return db
    .select({ key: cities.key, name: cities.name, listings: cities.listingCount })
    .from(cities)
    .where(gt(cities.listingCount, 0));
}

/**
 * The cities table (one row per city, kept in step with the listings by a trigger) held in memory
 * for `ttlMs`. Every search resolves its city text here, so a search costs one database round trip
 * instead of two. Writes in this process call `invalidate()`; another server process sees a new
 * city within the TTL, the same promise the response cache makes. A TTL of 0 reads the table on
 * every call.
 *
 * It keeps, for the same time and under the same promise, the counts the table cannot give: how
 * many listings a locality's text matches (`count`).
 */
export class CityDirectory {
  private snapshot: { entries: Promise<CityEntry[]>; expiresAt: number } | undefined;
  private readonly counts = new Map<string, { total: Promise<number>; expiresAt: number }>();

  constructor(
    private readonly db: DbOrTx,
    private readonly ttlMs: number,
    private readonly clock: Clock,
  ) {}

  entries(): Promise<CityEntry[]> {
    if (this.ttlMs <= 0) return readCities(this.db);
    const now = this.clock.now().getTime();
    if (!this.snapshot || this.snapshot.expiresAt <= now) {
      // One load shared by every request that arrives while it runs; a failed load is not kept.
      const entries = readCities(this.db);
      const snapshot = { entries, expiresAt: now + this.ttlMs };
      this.snapshot = snapshot;
      entries.catch(() => {
        if (this.snapshot === snapshot) this.snapshot = undefined;
      });
    }
    return this.snapshot.entries;
  }

  /**
   * The count `key` names (the counting statement, values included), loaded by `load` at most once
   * per TTL. A locality is counted through the trigram index and each match is read to recheck its
   * address: 24 ms for a locality in one address of 17 at 100,000 listings, against 2–3 ms for the
   * page itself. Every page of the same search, and every signed-in tenant's (whose answers the
   * response cache cannot share), needs the same count.
   */
  count(key: string, load: () => Promise<number>): Promise<number> {
    if (this.ttlMs <= 0) return load();
    const now = this.clock.now().getTime();
    const known = this.counts.get(key);
    if (known && known.expiresAt > now) return known.total;
    if (this.counts.size >= MAX_KEPT_COUNTS) this.forgetExpiredCounts(now);
    const total = load();
    const kept = { total, expiresAt: now + this.ttlMs };
    this.counts.set(key, kept);
    total.catch(() => {
      if (this.counts.get(key) === kept) this.counts.delete(key);
    });
    return total;
  }

  invalidate(): void {
    this.snapshot = undefined;
    this.counts.clear();
  }

  /** Bounds memory under a long tail of different searches: expired counts go, or all of them. */
  private forgetExpiredCounts(now: number): void {
    for (const [key, kept] of this.counts) if (kept.expiresAt <= now) this.counts.delete(key);
    if (this.counts.size >= MAX_KEPT_COUNTS) this.counts.clear();
  }
}

/** Different searches' counts kept at once (each a few hundred bytes). */
const MAX_KEPT_COUNTS = 10_000;

const byKey = (a: CityEntry, b: CityEntry) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/**
 * Suggestions for the search box: cities that start with the typed text, case-insensitive, under
 * any of their names ('bom' suggests Mumbai), alphabetical; with no text, the cities with the most
 * listings first.
 */
export async function suggestCities(
  directory: CityDirectory,
  query: { prefix?: string | undefined; limit: number },
): Promise<CitySuggestion[]> {
  const prefix = query.prefix?.toLowerCase() ?? '';
  const entries = await directory.entries();
  const otherNames = cityNamesStartingWith(prefix);
  const chosen = prefix
    ? entries.filter((c) => c.key.startsWith(prefix) || otherNames.has(c.key)).sort(byKey)
    : [...entries].sort((a, b) => b.listings - a.listings || byKey(a, b));
  return chosen.slice(0, query.limit).map((c) => ({ city: c.name, listings: c.listings }));
}

/**
 * The cities a search covers: the exact city chosen from the suggestions (it wins over the typed
 * text), or every city whose name contains the typed text; `undefined` means all cities. A city
 * is found under any of its names: 'bangalore' covers the listings that say Bengaluru.
 * Resolving text to city names first turns a substring scan over the listings into an indexed
 * equality lookup, and gives exact match counts for free.
 */
export async function citiesInScope(
  directory: CityDirectory,
  query: { city?: string | undefined; q?: string | undefined },
): Promise<CityEntry[] | undefined> {
  if (!query.city && !query.q) return undefined;
  const entries = await directory.entries();
  if (query.city) {
    const names = cityNamesOf(query.city);
    return entries.filter((c) => names.includes(c.key));
  }
  return citiesNamedBy(entries, query.q ?? '');
}

/**
 * The cities search text names: those with a name containing it, any case ('bangal' names
 * Bengaluru, as Bangalore). Text that names none may name a locality instead (LOCALITY_MIN_LENGTH).
 */
export function citiesNamedBy(entries: readonly CityEntry[], text: string): CityEntry[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [];
  const otherNames = cityNamesContaining(needle);
  return entries.filter((c) => c.key.includes(needle) || otherNames.has(c.key));
}
