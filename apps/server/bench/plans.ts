import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import {
  adminPropertyListQuery,
  historyPageQuery,
  landlordPaymentsQuery,
  MOVE_IN_WINDOW_DAYS_DEFAULT,
  PROPERTY_PAGE_SIZE,
  type PropertyListParams,
  propertyListQuery,
} from '@rentease/contract';
import { count, desc, isNull, type Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { type Database, pgliteExtensions } from '../src/db/client.js';
import * as schema from '../src/db/schema/index.js';
import { properties } from '../src/db/schema/index.js';
import { systemClock } from '../src/lib/clock.js';
import { addCalendarMonths, todayInMarket } from '../src/lib/dates.js';
import type { Page } from '../src/lib/pagination.js';
import { listAdminProperties } from '../src/modules/admin/admin-tables.service.js';
import { findAvailability } from '../src/modules/bookings/availability.js';
import { type BookingScope, listBookings } from '../src/modules/bookings/bookings.service.js';
import { findOpenCheckout } from '../src/modules/payments/checkout.service.js';
import {
  findPaymentView,
  listPayments,
  monthlyEarnings,
  type PaymentScope,
  totalEarningsPaise,
} from '../src/modules/payments/payments.service.js';
import { CityDirectory } from '../src/modules/properties/cities.service.js';
import {
  encodePropertyCursor,
  findLiveProperty,
  getProperty,
  listProperties,
  listPropertiesJson,
} from '../src/modules/properties/properties.service.js';
import { findUserById } from '../src/modules/users/users.service.js';
import type { SearchTerms } from './dataset.js';
import type { EngineTarget } from './engines.js';
import { DEEP_LIST_PAGE } from './history-load.js';
import type { SeedSample } from './seed-listings.js';

/**
 * Query plans of what the API really runs: the service functions themselves are called on a
 * Drizzle instance whose logger records each statement and its parameters, then each recorded
 * statement is run again under EXPLAIN (ANALYZE, BUFFERS). No hand-copied SQL to drift out of sync.
 */

type CapturedQuery = { sql: string; params: unknown[] };

type PlanSession = {
  db: Database;
  captured: CapturedQuery[];
  explain(query: CapturedQuery): Promise<string[]>;
  close(): Promise<void>;
};

export type PlanReport = {
  name: string;
  sql: string;
  executionMs: number | undefined;
  planningMs: number | undefined;
  indexes: string[];
  seqScans: string[];
  /** Sequential scans of tables that grow with the marketplace: each one is a finding. */
  bigTableSeqScans: string[];
  plan: string[];
};

export type PlanInputs = Pick<SearchTerms, 'substrings' | 'localities' | 'otherNames'> &
  Pick<
    SeedSample,
    'cityNames' | 'mapCentres' | 'propertyIds' | 'landlordIds' | 'availability' | 'tenants' | 'landlords' | 'invoices'
  >;

/** Tables that grow with the marketplace; cities holds one row per city. */
export const BIG_TABLES = new Set([
  'properties',
  'property_images',
  'uploads',
  'bookings',
  'payments',
  'users',
  'demo_checkout_sessions',
]);
const DEEP_PAGE = 20;

/** TTL 0: the directory reads the cities table on every call, so its statement shows up in each variant. */
const uncachedCities = (db: Database) => new CityDirectory(db, 0, systemClock);

type Variant = {
  name: string;
  /** Runs before recording starts (walking to a deep page); may return a better name for the variant. */
  prepare?(db: Database, today: string): Promise<string | undefined>;
  run(db: Database, today: string): Promise<unknown>;
};

function variants(inputs: PlanInputs, deep: DeepPage | undefined): Variant[] {
  // What the routes run: the public search answers with the database's JSON, the owner's list with rows.
  const list = (params: PropertyListParams, ownerId?: string) => (db: Database, today: string) => {
    const query = propertyListQuery.parse(params);
    const at = { today, now: new Date() };
    if (ownerId) return listProperties(db, uncachedCities(db), query, { ...at, ownerId });
    return listPropertiesJson(db, uncachedCities(db), query, { ...at, urlPrefix: '/uploads/' });
  };
  const commonTerm = inputs.substrings[0] ?? 'pur';
  const rareTerm = inputs.substrings.at(-1) ?? 'kot';
  const otherName = inputs.otherNames[0] ?? 'bangalore';
  const locality = inputs.localities[0] ?? 'indiranagar';
  const deepVariant = deep ? [{ name: `list: newest, page ${deep.page} (cursor)`, run: list({ cursor: deep.cursor }) }] : [];
  return [
    { name: 'list: newest, no filter', run: list({}) },
    ...deepVariant,
    { name: `list: q=${commonTerm} (common substring)`, run: list({ q: commonTerm }) },
    { name: `list: q=${rareTerm} (rare substring)`, run: list({ q: rareTerm }) },
    { name: `list: q=${otherName} (another name of a city)`, run: list({ q: otherName }) },
    { name: `list: q=${locality} (a locality, in 1/17 of addresses)`, run: list({ q: locality }) },
    { name: `list: q=${locality}, type=villa, price_asc`, run: list({ q: locality, type: 'villa', sort: 'price_asc' }) },
    { name: 'list: q=zzq (names no city, in no address)', run: list({ q: 'zzq' }) },
    { name: `list: city=${inputs.cityNames[0] ?? 'Mumbai'} (exact)`, run: list({ city: inputs.cityNames[0] ?? 'Mumbai' }) },
    { name: 'list: type=villa', run: list({ type: 'villa' }) },
    { name: 'list: price 20k–60k, price_asc', run: list({ minPrice: 20_000, maxPrice: 60_000, sort: 'price_asc' }) },
    { name: 'list: minBedrooms=4', run: list({ minBedrooms: 4 }) },
    { name: 'list: owner (landlord dashboard)', run: list({}, inputs.landlordIds[0]) },
    ...mapSearchVariants(inputs, list),
    { name: 'cities: the directory suggestions and searches read', run: (db) => uncachedCities(db).entries() },
    { name: 'property by id', run: (db, today) => getProperty(db, inputs.propertyIds[0] ?? '', today, new Date()) },
    ...adminPropertyVariants(commonTerm, rareTerm, inputs.cityNames[0] ?? 'Mumbai'),
    ...historyVariants(inputs),
  ];
}

/**
 * The map searches, around the biggest city's centre (its densest part) and a small city's: a
 * map area (bbox), a circle (near + radiusKm) newest first, and nearest first, whose next page
 * comes through its cursor. Each should read properties_live_point_idx, never every listing.
 */
function mapSearchVariants(
  inputs: PlanInputs,
  list: (params: PropertyListParams) => (db: Database, today: string) => Promise<{ nextCursor: string | undefined }>,
): Variant[] {
  const big = inputs.mapCentres[0] ?? { lat: 19.076, lng: 72.8777 };
  const small = inputs.mapCentres.at(-1) ?? big;
  const near = (centre: { lat: number; lng: number }) => `${centre.lat},${centre.lng}`;
  const box = (centre: { lat: number; lng: number }, degrees: number) =>
    [centre.lng - degrees, centre.lat - degrees, centre.lng + degrees, centre.lat + degrees].map((d) => d.toFixed(5)).join(',');
  const nearestNext: { cursor?: string } = {};
  const nearest = { near: near(big), radiusKm: 10, sort: 'distance' } as const;
  return [
    { name: 'list: bbox 0.1° around the biggest city', run: list({ bbox: box(big, 0.1) }) },
    { name: 'list: bbox 0.1° around the biggest city, price_asc', run: list({ bbox: box(big, 0.1), sort: 'price_asc' }) },
    { name: 'list: near the biggest city, radiusKm=10 (newest)', run: list({ near: near(big), radiusKm: 10 }) },
    { name: 'list: near the biggest city, radiusKm=10, sort=distance', run: list(nearest) },
    {
      name: 'list: near the biggest city, radiusKm=10, sort=distance, page 2 (cursor)',
      prepare: async (db, today) => {
        nearestNext.cursor = (await list(nearest)(db, today)).nextCursor;
        return undefined;
      },
      run: (db, today) => list({ ...nearest, cursor: nearestNext.cursor })(db, today),
    },
    { name: 'list: near the biggest city, radiusKm=50, sort=distance', run: list({ ...nearest, radiusKm: 50 }) },
    { name: 'list: near a small city, radiusKm=10, sort=distance', run: list({ ...nearest, near: near(small) }) },
    {
      name: 'list: near the biggest city, radiusKm=10, minBedrooms=4, sort=distance',
      run: list({ ...nearest, minBedrooms: 4 }),
    },
  ];
}

/** The admin's Properties table: every listing (deleted ones too), newest first, with its filters. */
function adminPropertyVariants(commonTerm: string, rareTerm: string, city: string): Variant[] {
  const list = (query: Record<string, string>) => (db: Database) => listAdminProperties(db, adminPropertyListQuery.parse(query));
  return [
    { name: 'admin properties: no filter', run: list({}) },
    { name: `admin properties: q=${commonTerm} (common substring)`, run: list({ q: commonTerm }) },
    { name: `admin properties: q=${rareTerm} (rare substring)`, run: list({ q: rareTerm }) },
    { name: 'admin properties: status=hidden', run: list({ status: 'hidden' }) },
    { name: `admin properties: city=${city}`, run: list({ city }) },
  ];
}

/** Every statement the booking and payment endpoints run, for the longest lists and for typical ones. */
function historyVariants(inputs: PlanInputs): Variant[] {
  const page = historyPageQuery.parse({});
  const byBookings = (users: PlanInputs['tenants']) => ({
    heaviest: users[0]?.id ?? '',
    typical: users[Math.floor(users.length / 2)]?.id ?? '',
  });
  const tenant = byBookings(inputs.tenants);
  const landlord = byBookings(inputs.landlords);
  const bookingsOf = (scope: BookingScope) => (db: Database, cursor?: string) =>
    listBookings(db, scope, { ...page, cursor }, { today: todayInMarket(), now: new Date() });
  const paymentsOf =
    (scope: PaymentScope, filters: Record<string, string> = {}) =>
    (db: Database, cursor?: string) =>
      listPayments(db, scope, landlordPaymentsQuery.parse({ ...filters, cursor }));
  const lists: { name: string; fetch: (db: Database, cursor?: string) => Promise<Page<unknown>>; deep?: boolean }[] = [
    { name: 'bookings: tenant, longest list', fetch: bookingsOf({ kind: 'tenant', tenantId: tenant.heaviest }), deep: true },
    { name: 'bookings: tenant, typical list', fetch: bookingsOf({ kind: 'tenant', tenantId: tenant.typical }) },
    {
      name: 'bookings: landlord, heaviest',
      fetch: bookingsOf({ kind: 'landlord', landlordId: landlord.heaviest }),
      deep: true,
    },
    { name: 'bookings: landlord, typical', fetch: bookingsOf({ kind: 'landlord', landlordId: landlord.typical }) },
    { name: 'bookings: all (admin)', fetch: bookingsOf({ kind: 'all' }) },
    { name: 'bookings: all (admin), search "sharma"', fetch: bookingsOf({ kind: 'all', filters: { q: 'sharma' } }) },
    { name: 'payments: tenant, longest list', fetch: paymentsOf({ kind: 'tenant', tenantId: tenant.heaviest }), deep: true },
    { name: 'payments: tenant, typical list', fetch: paymentsOf({ kind: 'tenant', tenantId: tenant.typical }) },
    {
      name: 'payments: landlord, heaviest',
      fetch: paymentsOf({ kind: 'landlord', landlordId: landlord.heaviest }),
      deep: true,
    },
    { name: 'payments: landlord, typical', fetch: paymentsOf({ kind: 'landlord', landlordId: landlord.typical }) },
    {
      name: 'payments: landlord, heaviest, month filter',
      fetch: (db, cursor) => {
        const month = addCalendarMonths(todayInMarket(), -6).slice(0, 7);
        return paymentsOf({ kind: 'landlord', landlordId: landlord.heaviest, month }, { month })(db, cursor);
      },
    },
    {
      name: 'payments: landlord, heaviest, property filter "villa"',
      fetch: paymentsOf({ kind: 'landlord', landlordId: landlord.heaviest, property: 'villa' }, { property: 'villa' }),
    },
    { name: 'payments: all (admin)', fetch: paymentsOf({ kind: 'all' }) },
    {
      name: 'payments: all (admin), search "sharma", refunded',
      fetch: (db, cursor) =>
        listPayments(db, { kind: 'all', filters: { q: 'sharma', status: 'refunded' } }, historyPageQuery.parse({ cursor })),
    },
  ];
  const listVariants = lists.flatMap((list): Variant[] => {
    const first: Variant = { name: `${list.name}, first page`, run: (db) => list.fetch(db) };
    if (!list.deep) return [first];
    let cursor: string | undefined;
    const deep: Variant = {
      name: `${list.name}, deep page`,
      prepare: async (db) => {
        let reached = 1;
        for (let next = (await list.fetch(db)).nextCursor; next && reached < DEEP_LIST_PAGE; reached++) {
          cursor = next;
          next = (await list.fetch(db, cursor)).nextCursor;
        }
        return reached > 1 ? `${list.name}, page ${reached} (cursor)` : `${list.name}, deep page (the list has one page)`;
      },
      run: (db) => list.fetch(db, cursor),
    };
    return [first, deep];
  });
  // The query plan does not depend on the listing's terms: the defaults.
  const DEFAULT_TERMS = { availableFrom: null, moveInWindowDays: MOVE_IN_WINDOW_DAYS_DEFAULT };
  const booked = inputs.availability.booked[0] ?? inputs.propertyIds[0] ?? '';
  const free = inputs.availability.free[0] ?? inputs.propertyIds[0] ?? '';
  return [
    { name: 'auth: the signed-in user, on every request', run: (db) => findUserById(db, tenant.heaviest) },
    { name: 'availability: the listing', run: (db) => findLiveProperty(db, booked) },
    { name: 'availability: booked listing', run: (db, today) => findAvailability(db, { id: booked, ...DEFAULT_TERMS }, today) },
    { name: 'availability: free listing', run: (db, today) => findAvailability(db, { id: free, ...DEFAULT_TERMS }, today) },
    ...listVariants,
    { name: 'earnings total: heaviest landlord', run: (db) => totalEarningsPaise(db, landlord.heaviest) },
    { name: 'earnings total: typical landlord', run: (db) => totalEarningsPaise(db, landlord.typical) },
    { name: 'monthly summary: heaviest landlord', run: (db) => monthlyEarnings(db, landlord.heaviest) },
    { name: 'monthly summary: typical landlord', run: (db) => monthlyEarnings(db, landlord.typical) },
    {
      // Run for every checkout opened, before a new one is written; the seed holds no open checkout,
      // as a real marketplace holds few, which is when the planner's guess matters.
      name: "checkout: the tenant's open checkout, reused when Confirm Booking is pressed twice",
      run: (db, today) =>
        findOpenCheckout(db, {
          tenantId: tenant.typical,
          propertyId: free,
          moveInDate: today,
          duration: 6,
          plan: 'full',
          provider: 'demo',
          amountPaise: 9_000_000,
          openUntilAfter: new Date(),
        }),
    },
    {
      name: 'invoice: the payment with its booking, listing and people',
      run: (db) => findPaymentView(db, inputs.invoices[0]?.paymentId ?? ''),
    },
  ];
}

/** `only` keeps the variants whose name it accepts (the search-only run explains the searches alone). */
export async function explainApiQueries(
  target: EngineTarget,
  inputs: PlanInputs,
  only: (name: string) => boolean = () => true,
): Promise<PlanReport[]> {
  const session = await openPlanSession(target);
  try {
    const deep = await deepPage(session.db, DEEP_PAGE);
    const today = todayInMarket();
    const reports: PlanReport[] = [];
    for (const variant of variants(inputs, deep).filter((v) => only(v.name))) {
      const variantName = (await variant.prepare?.(session.db, today)) ?? variant.name;
      session.captured.length = 0;
      await variant.run(session.db, today);
      for (const query of [...session.captured]) {
        // The statement itself is a count; the page's statements hold count(*) too, in the ratings.
        const name = /^select count\(\*\)/i.test(query.sql) ? `${variantName} — count(*)` : variantName;
        reports.push(analysePlan(name, query.sql, await session.explain(query)));
      }
    }
    return reports;
  } finally {
    await session.close();
  }
}

type DeepPage = { page: number; cursor: string };

/**
 * The cursor the API hands out at the end of the page before `wanted` of the unfiltered
 * newest-first list (or of the last page, when there are fewer listings).
 */
async function deepPage(db: Database, wanted: number): Promise<DeepPage | undefined> {
  const [live] = await db.select({ n: count() }).from(properties).where(isNull(properties.deletedAt));
  const page = Math.min(wanted, Math.ceil((live?.n ?? 0) / PROPERTY_PAGE_SIZE));
  if (page < 2) return undefined;
  const [row] = await db
    .select({ id: properties.id, createdAt: properties.createdAt })
    .from(properties)
    .where(isNull(properties.deletedAt))
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .offset((page - 1) * PROPERTY_PAGE_SIZE - 1)
    .limit(1);
  return row ? { page, cursor: encodePropertyCursor({ sort: 'newest', value: row.createdAt.getTime(), id: row.id }) } : undefined;
}

/** Like openPglite/openPostgres in src/db/client.ts, plus a recording logger and access to the raw client. */
async function openPlanSession(target: EngineTarget): Promise<PlanSession> {
  const captured: CapturedQuery[] = [];
  const logger: Logger = { logQuery: (sql, params) => captured.push({ sql, params }) };
  const explainSql = (query: CapturedQuery) => `EXPLAIN (ANALYZE, BUFFERS) ${query.sql}`;
  if (target.databaseUrl) {
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: 2 });
    return {
      db: drizzlePg(pool, { schema, logger }) satisfies Database,
      captured,
      explain: async (query) => planLines((await pool.query(explainSql(query), query.params)).rows),
      close: () => pool.end(),
    };
  }
  // The same layout and extensions as openPglite(); only one process may open the directory at a time.
  const client = await PGlite.create(path.join(target.dataDir, 'pgdata'), { extensions: pgliteExtensions });
  return {
    db: drizzlePglite(client, { schema, logger }) satisfies Database,
    captured,
    explain: async (query) => planLines((await client.query(explainSql(query), query.params)).rows),
    close: () => client.close(),
  };
}

function planLines(rows: unknown[]): string[] {
  return rows.map((row) => String((row as Record<string, unknown>)['QUERY PLAN'] ?? ''));
}

function analysePlan(name: string, sql: string, plan: string[]): PlanReport {
  const text = plan.join('\n');
  const indexes = unique(
    [...text.matchAll(/(?:Index Scan|Index Only Scan)(?: Backward)? using (\S+)|Bitmap Index Scan on (\S+)/g)].map(
      (m) => m[1] ?? m[2] ?? '',
    ),
  );
  const seqScans = unique([...text.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1] ?? ''));
  const timing = (label: string) => {
    const match = new RegExp(`${label}: ([\\d.]+) ms`).exec(text);
    return match?.[1] ? Number(match[1]) : undefined;
  };
  return {
    name,
    sql,
    executionMs: timing('Execution Time'),
    planningMs: timing('Planning Time'),
    indexes,
    seqScans,
    bigTableSeqScans: seqScans.filter((table) => BIG_TABLES.has(table)),
    plan,
  };
}

function unique(values: string[]): string[] {
  return [...new Set(values.filter(Boolean))];
}
