import { count, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database, DatabaseHandle } from '../src/db/client.js';
import { bookings, cities, properties, propertyImages, uploads, users } from '../src/db/schema/index.js';
import { todayInMarket } from '../src/lib/dates.js';
import {
  createRandom,
  generateCityNames,
  generateListingChunk,
  generateUsers,
  type ListingPlan,
  type SeedUser,
} from './dataset.js';

export const CITY_COUNT = 200;
const DATA_SEED = 20_240_601;
/** Rows per INSERT statement: big enough to amortise round trips, far below the 65,535-parameter cap. */
const ROWS_PER_INSERT = 1000;
/** Listings per transaction (with their uploads, images and bookings). */
const LISTINGS_PER_TRANSACTION = 5000;
const PROGRESS_EVERY = 20_000;
/** Nobody logs in as a benchmark user, so a fixed, well-formed hash spares 2,000 scrypt runs. */
const UNUSABLE_PASSWORD_HASH = 'scrypt$1024$8$1$x$y';
const SAMPLE_SIZE = 1000;

export type SeedSummary = {
  listings: number;
  landlords: number;
  tenants: number;
  uploads: number;
  images: number;
  bookings: number;
  cities: number;
  timingsMs: { migrate: number; insert: number; analyze: number; total: number };
};

/** What the load test and the query plans need to address real rows. */
export type SeedSample = { cityNames: string[]; propertyIds: string[]; landlordIds: string[] };

export type SeedResult = { summary: SeedSummary; sample: SeedSample };

/** Migrates `handle`'s empty database and fills it with `listingCount` listings; see dataset.ts for the shape. */
export async function seedListings(
  handle: DatabaseHandle,
  listingCount: number,
  log: (line: string) => void,
): Promise<SeedResult> {
  const started = performance.now();
  await handle.migrate();
  const migrated = performance.now();

  const random = createRandom(DATA_SEED);
  const cityNames = generateCityNames(CITY_COUNT, random);
  const landlords = generateUsers('landlord', Math.max(20, Math.round(listingCount / 50)), random);
  const tenants = generateUsers('tenant', Math.max(20, Math.round(listingCount / 200)), random);
  await insertUsers(handle.db, [...landlords, ...tenants]);

  const plan: ListingPlan = { cityNames, landlords, tenants, bookingRate: 0.04, today: todayInMarket(), now: Date.now() };
  const totals = { uploads: 0, images: 0, bookings: 0 };
  const propertyIds: string[] = [];
  const sampleEvery = Math.max(1, Math.floor(listingCount / SAMPLE_SIZE));
  for (let from = 0; from < listingCount; from += LISTINGS_PER_TRANSACTION) {
    const to = Math.min(listingCount, from + LISTINGS_PER_TRANSACTION);
    const chunk = generateListingChunk(plan, from, to, random);
    await handle.db.transaction(async (tx) => {
      await insertInBatches(tx, uploads, chunk.uploads);
      await insertInBatches(tx, properties, chunk.listings);
      await insertInBatches(tx, propertyImages, chunk.images);
      await insertInBatches(tx, bookings, chunk.bookings);
    });
    totals.uploads += chunk.uploads.length;
    totals.images += chunk.images.length;
    totals.bookings += chunk.bookings.length;
    chunk.listings.forEach((listing, i) => {
      if ((from + i) % sampleEvery === 0) propertyIds.push(listing.id);
    });
    if (to % PROGRESS_EVERY === 0 || to === listingCount) {
      log(`  inserted ${to.toLocaleString('en-US')} / ${listingCount.toLocaleString('en-US')} listings`);
    }
  }
  const inserted = performance.now();

  await analyze(handle);
  const analyzed = performance.now();
  const cityRows = await countRows(handle.db, cities);
  return {
    summary: {
      listings: listingCount,
      landlords: landlords.length,
      tenants: tenants.length,
      ...totals,
      cities: cityRows,
      timingsMs: {
        migrate: migrated - started,
        insert: inserted - migrated,
        analyze: analyzed - inserted,
        total: analyzed - started,
      },
    },
    sample: { cityNames, propertyIds, landlordIds: landlords.map((l) => l.id) },
  };
}

type Inserter = Pick<Database, 'insert'>;

async function insertUsers(db: Database, people: SeedUser[]): Promise<void> {
  const rows = people.map((person) => ({ ...person, passwordHash: UNUSABLE_PASSWORD_HASH }));
  await db.transaction((tx) => insertInBatches(tx, users, rows));
}

/** Multi-row INSERTs of ROWS_PER_INSERT rows each. */
async function insertInBatches<T extends PgTable>(db: Inserter, table: T, rows: readonly T['$inferInsert'][]): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    await db.insert(table).values(rows.slice(i, i + ROWS_PER_INSERT));
  }
}

/**
 * ANALYZE gives the planner real statistics. VACUUM as well: PGlite has no autovacuum, and on a
 * server autovacuum would otherwise wake up mid-measurement; after it, the visibility map lets
 * count(*) use index-only scans, as it would on a settled production database. It also clears the
 * ~100k dead tuples the city-count trigger leaves in the small cities table.
 */
async function analyze(handle: DatabaseHandle): Promise<void> {
  await handle.db.execute(sql`VACUUM (ANALYZE)`);
}

async function countRows(db: Database, table: PgTable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}
