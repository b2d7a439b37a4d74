import type { Database } from '../client.js';
import { favourites, savedSearches } from '../schema/index.js';

const HOUR_MS = 3_600_000;

/** Rahul's shortlist and the search he keeps coming back to, so 'Saved' is not empty on a fresh start. */
export const DEMO_SAVED = {
  tenant: 'tenant@rentease.local',
  homes: [
    { listing: 'Garden house in Koregaon Park', hoursAgo: 30 },
    { listing: 'Bright 2BHK in Koramangala', hoursAgo: 6 },
  ],
  searches: [{ q: 'Pune', minBedrooms: 2, maxRupees: 60_000, hoursAgo: 48 }],
} as const;

/** Saves the demo tenant's homes and search; `listingIds` and `accounts` are what the demo seed has just inserted. */
export async function seedDemoSaved(
  db: Pick<Database, 'insert'>,
  listingIds: ReadonlyMap<string, { id: string }>,
  accounts: readonly { id: string; email: string }[],
  now: number,
) {
  const tenant = accounts.find((a) => a.email === DEMO_SAVED.tenant);
  if (!tenant) throw new Error(`demo saved homes refer to an unknown account: ${DEMO_SAVED.tenant}`);
  for (const home of DEMO_SAVED.homes) {
    const listing = listingIds.get(home.listing);
    if (!listing) throw new Error(`demo saved home refers to an unknown listing: ${home.listing}`);
    await db
      .insert(favourites)
      .values({ tenantId: tenant.id, propertyId: listing.id, createdAt: new Date(now - home.hoursAgo * HOUR_MS) });
  }
  for (const search of DEMO_SAVED.searches) {
    await db.insert(savedSearches).values({
      tenantId: tenant.id,
      q: search.q,
      bedrooms: search.minBedrooms,
      maxPricePaise: search.maxRupees * 100,
      createdAt: new Date(now - search.hoursAgo * HOUR_MS),
    });
  }
}
