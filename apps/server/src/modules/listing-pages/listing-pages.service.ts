import { asc, count } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { isPublicListing, properties } from '../../db/schema/index.js';

/** sitemaps.org: at most 50,000 URLs in one sitemap; a sitemap index lists the parts beyond that. */
export const SITEMAP_MAX_URLS = 50_000;

/** The public pages every sitemap lists before the listings. */
export const PUBLIC_PAGES = ['/', '/browse', '/how-it-works', '/contact', '/privacy', '/terms'] as const;

/** How many listings the sitemap lists. */
export async function countSitemapListings(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ total: count() }).from(properties).where(isPublicListing);
  return row?.total ?? 0;
}

/**
 * One part of the listings in the sitemap, oldest first so a part keeps its listings as new ones
 * arrive (a crawler re-reading part 1 finds the same URLs). Walks properties_created_idx.
 */
export async function sitemapListings(
  db: DbOrTx,
  part: number,
  size = SITEMAP_MAX_URLS,
): Promise<{ id: string; createdAt: Date }[]> {
  return db
    .select({ id: properties.id, createdAt: properties.createdAt })
    .from(properties)
    .where(isPublicListing)
    .orderBy(asc(properties.createdAt), asc(properties.id))
    .limit(size)
    .offset((part - 1) * size);
}
