import { count, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database, DatabaseHandle } from '../src/db/client.js';
import { bookings, cities, payments, properties, propertyImages, uploads, users } from '../src/db/schema/index.js';
import { todayInMarket } from '../src/lib/dates.js';
import {
  cityCentres,
  createRandom,
  generateCityNames,
  generateListingChunk,
  generateUsers,
  type ListingPlan,
  type SeedUser,
  type Tier,
  tieredSampler,
} from './dataset.js';
import { type BookingHistory, generateBookingHistory, type StayListing } from './dataset-bookings.js';
import { openBenchSessions } from './tokens.js';

export const CITY_COUNT = 200;
const DATA_SEED = 20_240_601;
/** Rows per INSERT statement: big enough to amortise round trips, far below the 65,535-parameter cap. */
const ROWS_PER_INSERT = 1000;
/** Listings per transaction (with their uploads and images). */
const LISTINGS_PER_TRANSACTION = 5000;
/** Bookings (or payments) per transaction. */
const HISTORY_ROWS_PER_TRANSACTION = 10_000;
const PROGRESS_EVERY = 20_000;
/** Nobody logs in as a benchmark user, so a fixed, well-formed hash spares 25,000 scrypt runs. */
const UNUSABLE_PASSWORD_HASH = 'scrypt$1024$8$1$x$y';
const SAMPLE_SIZE = 1000;
/** Listings kept out of every sample, free today: the checkout benchmark books them. */
const SPARE_LISTINGS = 5000;
const LISTINGS_PER_LANDLORD = 20;
const BOOKINGS_PER_TENANT = 10;
/** One agency owns 3% of all listings, two more 1.5% each, three more 0.67% each; everyone else a handful. */
const LANDLORD_TIERS: Tier[] = [
  { users: 1, share: 0.03 },
  { users: 2, share: 0.03 },
  { users: 3, share: 0.02 },
];
/** Five corporate accounts book 0.5% of all stays each, 2% of tenants book 15% together, the rest a few each. */
const tenantTiers = (tenants: number): Tier[] => [
  { users: 5, share: 0.025 },
  { users: Math.max(1, Math.round(tenants * 0.02)), share: 0.15 },
];

export type SeedSummary = {
  listings: number;
  landlords: number;
  tenants: number;
  uploads: number;
  images: number;
  cities: number;
  /** Booking history: bookings by outcome, each with one payment. */
  bookings: { total: number; confirmed: number; refunded: number; expired: number; bookedListings: number };
  /** Confirmed bookings per landlord and per tenant: the heaviest and the median. */
  spread: { heaviestLandlord: number; medianLandlord: number; heaviestTenant: number; medianTenant: number };
  timingsMs: { migrate: number; insert: number; history: number; analyze: number; total: number };
};

/** One user's history: confirmed bookings (what the booking lists show) and payments with money moved (the payment lists). */
export type UserHistory = { id: string; bookings: number; payments: number };

/** What the load test and the query plans need to address real rows. */
export type SeedSample = {
  cityNames: string[];
  /** Where the map searches look: the centres of the biggest cities (dense) and of a few small ones. */
  mapCentres: { lat: number; lng: number }[];
  propertyIds: string[];
  landlordIds: string[];
  /** The evenly sampled listings, split by whether a confirmed stay runs past today. */
  availability: { booked: string[]; free: string[] };
  /** Every tenant and landlord with their list lengths, longest first. */
  tenants: UserHistory[];
  landlords: UserHistory[];
  /** Paid payments (evenly sampled) with the tenant who may download the invoice. */
  invoices: { paymentId: string; tenantId: string }[];
  /** Listings free today and in no sample, for checkouts; tenants with the shortest histories, to open them. */
  spareListings: StayListing[];
  checkoutTenants: string[];
};

export type SeedResult = { summary: SeedSummary; sample: SeedSample };

/**
 * Migrates `handle`'s empty database and fills it with `size.listings` listings and
 * `size.bookings` bookings with their payments; see dataset.ts and dataset-bookings.ts for the shape.
 */
export async function seedMarketplace(
  handle: DatabaseHandle,
  size: { listings: number; bookings: number },
  log: (line: string) => void,
): Promise<SeedResult> {
  const listingCount = size.listings;
  const started = performance.now();
  await handle.migrate();
  const migrated = performance.now();

  const random = createRandom(DATA_SEED);
  const cityNames = generateCityNames(CITY_COUNT, random);
  const landlords = generateUsers('landlord', Math.max(20, Math.round(listingCount / LISTINGS_PER_LANDLORD)), random);
  const tenants = generateUsers('tenant', Math.max(20, Math.round(size.bookings / BOOKINGS_PER_TENANT)), random);
  await insertUsers(handle.db, [...landlords, ...tenants]);

  // Positions from streams of their own, so every other value is what it was before listings had places.
  const centres = cityCentres(cityNames, createRandom(DATA_SEED + 1));
  const plan: ListingPlan = {
    cityNames,
    pickLandlord: tieredSampler(landlords, LANDLORD_TIERS, random),
    now: Date.now(),
    centres,
    placeRandom: createRandom(DATA_SEED + 2),
  };
  const totals = { uploads: 0, images: 0 };
  const stayListings: StayListing[] = [];
  const sampled: number[] = [];
  const sampleEvery = Math.max(1, Math.floor(listingCount / SAMPLE_SIZE));
  for (let from = 0; from < listingCount; from += LISTINGS_PER_TRANSACTION) {
    const to = Math.min(listingCount, from + LISTINGS_PER_TRANSACTION);
    const chunk = generateListingChunk(plan, from, to, random);
    await handle.db.transaction(async (tx) => {
      await insertInBatches(tx, uploads, chunk.uploads);
      await insertInBatches(tx, properties, chunk.listings);
      await insertInBatches(tx, propertyImages, chunk.images);
    });
    totals.uploads += chunk.uploads.length;
    totals.images += chunk.images.length;
    chunk.listings.forEach((listing, i) => {
      stayListings.push({ id: listing.id, ownerId: listing.ownerId, pricePaise: listing.pricePaise });
      if ((from + i) % sampleEvery === 0) sampled.push(from + i);
    });
    if (to % PROGRESS_EVERY === 0 || to === listingCount) {
      log(`  inserted ${to.toLocaleString('en-US')} / ${listingCount.toLocaleString('en-US')} listings`);
    }
  }
  const inserted = performance.now();

  const pickTenant = tieredSampler(tenants, tenantTiers(tenants.length), random);
  const history = generateBookingHistory(
    stayListings,
    { total: size.bookings, pickTenant: () => pickTenant().id, today: todayInMarket(), now: plan.now },
    random,
  );
  await insertHistory(handle.db, history, log);
  const historyInserted = performance.now();

  await analyze(handle);
  const analyzed = performance.now();
  const cityRows = await countRows(handle.db, cities);
  const tenantHistories = historiesOf(tenants, history, 'tenantId');
  const landlordHistories = historiesOf(landlords, history, 'landlordId');
  const median = (list: UserHistory[]) => list[Math.floor(list.length / 2)]?.bookings ?? 0;
  return {
    summary: {
      listings: listingCount,
      landlords: landlords.length,
      tenants: tenants.length,
      ...totals,
      cities: cityRows,
      bookings: {
        total: history.bookings.length,
        ...history.counts,
        bookedListings: history.isBooked.reduce((sum, flag) => sum + flag, 0),
      },
      spread: {
        heaviestLandlord: landlordHistories[0]?.bookings ?? 0,
        medianLandlord: median(landlordHistories),
        heaviestTenant: tenantHistories[0]?.bookings ?? 0,
        medianTenant: median(tenantHistories),
      },
      timingsMs: {
        migrate: migrated - started,
        insert: inserted - migrated,
        history: historyInserted - inserted,
        analyze: analyzed - historyInserted,
        total: analyzed - started,
      },
    },
    sample: {
      cityNames,
      mapCentres: [...cityNames.slice(0, 6), ...cityNames.slice(-2)].flatMap((name) => {
        const centre = centres.get(name);
        return centre ? [centre] : [];
      }),
      propertyIds: sampled.map((n) => stayListings[n]?.id ?? ''),
      landlordIds: landlords.map((l) => l.id),
      availability: {
        booked: sampled.filter((n) => history.isBooked[n] === 1).map((n) => stayListings[n]?.id ?? ''),
        free: sampled.filter((n) => history.isBooked[n] !== 1).map((n) => stayListings[n]?.id ?? ''),
      },
      tenants: tenantHistories,
      landlords: landlordHistories,
      invoices: sampleInvoices(history),
      spareListings: spareListings(stayListings, history.isBooked, new Set(sampled)),
      checkoutTenants: tenantHistories.slice(Math.floor(tenantHistories.length / 2)).map((t) => t.id),
    },
  };
}

/** Bookings first (payments point at them), each table in creation order. */
async function insertHistory(db: Database, history: BookingHistory, log: (line: string) => void): Promise<void> {
  await insertInTransactions(db, bookings, history.bookings);
  log(`  inserted ${history.bookings.length.toLocaleString('en-US')} bookings`);
  await insertInTransactions(db, payments, history.payments);
  log(`  inserted ${history.payments.length.toLocaleString('en-US')} payments`);
  const lastInvoice = history.payments.reduce((highest, p) => Math.max(highest, p.invoiceNumber ?? 0), 0);
  // Checkouts during the benchmark take the next invoice numbers, as they would after real history.
  if (lastInvoice > 0) await db.execute(sql`SELECT setval('payment_invoice_number_seq', ${lastInvoice})`);
}

/** A transaction per HISTORY_ROWS_PER_TRANSACTION rows. */
async function insertInTransactions<T extends PgTable>(
  db: Database,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  for (let from = 0; from < rows.length; from += HISTORY_ROWS_PER_TRANSACTION) {
    const slice = rows.slice(from, from + HISTORY_ROWS_PER_TRANSACTION);
    await db.transaction((tx) => insertInBatches(tx, table, slice));
  }
}

function historiesOf(people: readonly SeedUser[], history: BookingHistory, key: 'tenantId' | 'landlordId'): UserHistory[] {
  const byId = new Map(people.map((person) => [person.id, { id: person.id, bookings: 0, payments: 0 }]));
  for (const booking of history.bookings) {
    const entry = byId.get(booking[key]);
    if (entry && booking.status === 'confirmed') entry.bookings++;
  }
  for (const payment of history.payments) {
    const entry = byId.get(payment[key]);
    if (entry && payment.paidAt !== null) entry.payments++;
  }
  return [...byId.values()].sort((a, b) => b.bookings - a.bookings || b.payments - a.payments || a.id.localeCompare(b.id));
}

function sampleInvoices(history: BookingHistory): SeedSample['invoices'] {
  const paid = history.payments.filter((p) => p.status === 'paid');
  const every = Math.max(1, Math.floor(paid.length / SAMPLE_SIZE));
  return paid.filter((_, i) => i % every === 0).map((p) => ({ paymentId: p.id, tenantId: p.tenantId }));
}

/** The last free listings that no sample uses, newest insertion first. */
function spareListings(listings: readonly StayListing[], isBooked: Uint8Array, sampled: Set<number>): StayListing[] {
  const spare: StayListing[] = [];
  for (let n = listings.length - 1; n >= 0 && spare.length < SPARE_LISTINGS; n--) {
    const listing = listings[n];
    if (listing && isBooked[n] !== 1 && !sampled.has(n)) spare.push(listing);
  }
  return spare;
}

type Inserter = Pick<Database, 'insert'>;

async function insertUsers(db: Database, people: SeedUser[]): Promise<void> {
  const rows = people.map((person) => ({ ...person, passwordHash: UNUSABLE_PASSWORD_HASH }));
  await db.transaction(async (tx) => {
    await insertInBatches(tx, users, rows);
    await openBenchSessions(tx);
  });
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
