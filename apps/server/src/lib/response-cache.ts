import { LRUCache } from 'lru-cache';
import type { Clock } from './clock.js';

export type CachedResponse = { body: string; headers: Record<string, string> };

/**
 * A short-lived cache of serialized public responses (listing search, detail, city suggestions).
 * Popular searches are asked for many times a second; answering them from memory for a couple of
 * seconds takes that load off the database. Writes in this process clear it at once, so a landlord
 * sees their new listing immediately; another server process shows it within the TTL.
 * A TTL of 0 turns caching off. Entries age by the app's clock, so tests move time instead of sleeping.
 */
export class ResponseCache {
  private readonly entries: LRUCache<string, CachedResponse> | undefined;

  private readonly onLookup: ((hit: boolean) => void) | undefined;

  constructor(
    ttlMs: number,
    clock: Clock,
    { maxEntries = 2000, onLookup }: { maxEntries?: number; onLookup?: (hit: boolean) => void } = {},
  ) {
    this.onLookup = onLookup;
    this.entries =
      ttlMs > 0
        ? new LRUCache({
            max: maxEntries,
            ttl: ttlMs,
            ttlAutopurge: false,
            ttlResolution: 0,
            perf: { now: () => clock.now().getTime() },
          })
        : undefined;
  }

  get(key: string): CachedResponse | undefined {
    const found = this.entries?.get(key);
    this.onLookup?.(found !== undefined);
    return found;
  }

  set(key: string, value: CachedResponse): void {
    this.entries?.set(key, value);
  }

  clear(): void {
    this.entries?.clear();
  }
}

/** A cache key from the route and its validated query: unknown or reordered parameters share one entry. */
export function cacheKey(route: string, query: Record<string, unknown>): string {
  const entries = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  return `${route}?${JSON.stringify(entries)}`;
}
