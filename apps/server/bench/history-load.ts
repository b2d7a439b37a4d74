import { type LoadPath, type LoadScenario, nextLink } from './load.js';
import type { SeedSample, UserHistory } from './seed-listings.js';
import { tokenBook } from './tokens.js';

/**
 * Load scenarios for the booking and payment reads, with the targets: availability
 * (p99 ≤ 10 ms), the tenant and landlord lists (≤ 25 ms, first page and a deep page reached
 * through Link rel="next"), the monthly summary (≤ 50 ms) and the invoice PDF (≤ 100 ms). Lists
 * rotate over many users with their own tokens, so no single user's rows stay hot in cache; the
 * heaviest landlord also gets rows of their own, where a rotation would hide them.
 */

export const TARGET_MS = { availability: 10, list: 25, monthlySummary: 50, invoice: 100 } as const;

/** Users per first-page rotation, spread evenly from the longest list to the shortest. */
const USERS_PER_ROTATION = 500;
/** The deep-page rotations use this many of the longest lists… */
const DEEP_USERS = 20;
/** …each at this page, or its last page when it is shorter. */
export const DEEP_LIST_PAGE = 10;
const CONNECTIONS = [1, 50] as const;

type ListKind = {
  label: string;
  /** Path of the list of a user, and the role whose token may read it. */
  path: (id: string) => string;
  role: 'tenant' | 'landlord';
  /** Which count decides how long the list is. */
  length: (user: UserHistory) => number;
};

const LISTS: ListKind[] = [
  { label: 'bookings/tenant', path: (id) => `/api/bookings/tenant/${id}`, role: 'tenant', length: (u) => u.bookings },
  { label: 'bookings/landlord', path: (id) => `/api/bookings/landlord/${id}`, role: 'landlord', length: (u) => u.bookings },
  { label: 'payment/tenant', path: (id) => `/api/payment/tenant/${id}`, role: 'tenant', length: (u) => u.payments },
  { label: 'payment/landlord', path: (id) => `/api/payment/landlord/${id}`, role: 'landlord', length: (u) => u.payments },
];

export type DeepPageInfo = { list: string; users: number; pages: number[] };

export type HistoryScenarios = { scenarios: LoadScenario[]; deepPages: DeepPageInfo[] };

/** Builds the scenarios; finds each deep page by following the API's own Link headers. */
export async function historyScenarios(baseUrl: string, jwtSecret: string, sample: SeedSample): Promise<HistoryScenarios> {
  const tokens = { tenant: tokenBook(jwtSecret, 'tenant'), landlord: tokenBook(jwtSecret, 'landlord') };
  const users = (kind: ListKind) => (kind.role === 'tenant' ? sample.tenants : sample.landlords);
  const scenarios: LoadScenario[] = [];
  const deepPages: DeepPageInfo[] = [];
  const add = (scenario: Omit<LoadScenario, 'connections'>) => {
    for (const connections of CONNECTIONS) scenarios.push({ ...scenario, connections });
  };

  const { booked, free } = sample.availability;
  add({
    name: `availability, ${booked.length} booked and ${free.length} free listings`,
    endpoint: 'GET /api/bookings/availability/{propertyId}',
    paths: interleave(booked, free).map((id) => `/api/bookings/availability/${id}`),
    targetP99Ms: TARGET_MS.availability,
  });

  for (const kind of LISTS) {
    const token = tokens[kind.role];
    const rotation = spread(users(kind), USERS_PER_ROTATION);
    add({
      name: `${kind.label}, first page of ${rotation.length} users`,
      endpoint: `GET /api/${kind.label}/{id}`,
      paths: rotation.map((user) => ({ path: kind.path(user.id), token: token(user.id) })),
      targetP99Ms: TARGET_MS.list,
    });
    const longest = [...users(kind)].sort((a, b) => kind.length(b) - kind.length(a)).slice(0, DEEP_USERS);
    const deep: { path: LoadPath; page: number }[] = [];
    for (const user of longest) {
      const found = await deepPage(baseUrl, kind.path(user.id), token(user.id), DEEP_LIST_PAGE);
      if (found) deep.push({ path: { path: found.path, token: token(user.id) }, page: found.page });
    }
    const pages = deep.map((d) => d.page);
    deepPages.push({ list: kind.label, users: deep.length, pages });
    if (deep.length > 0) {
      add({
        name: `${kind.label}, deep page (${pageRange(pages)}) of the ${deep.length} longest lists`,
        endpoint: `GET /api/${kind.label}/{id} deep page`,
        paths: deep.map((d) => d.path),
        targetP99Ms: TARGET_MS.list,
      });
    }
    if (kind.role === 'landlord') {
      const heaviest = sample.landlords[0];
      if (heaviest) {
        add({
          name: `${kind.label}, first page of the heaviest landlord (${heaviest.bookings} bookings)`,
          endpoint: `GET /api/${kind.label}/{id} heaviest`,
          paths: [{ path: kind.path(heaviest.id), token: token(heaviest.id) }],
          targetP99Ms: TARGET_MS.list,
        });
      }
    }
  }

  const landlordRotation = spread(sample.landlords, USERS_PER_ROTATION);
  const summaryPath = (id: string) => ({ path: `/api/payment/landlord/${id}/monthly-summary`, token: tokens.landlord(id) });
  add({
    name: `monthly summary of ${landlordRotation.length} landlords`,
    endpoint: 'GET /api/payment/landlord/{id}/monthly-summary',
    paths: landlordRotation.map((user) => summaryPath(user.id)),
    targetP99Ms: TARGET_MS.monthlySummary,
  });
  const heaviest = sample.landlords[0];
  if (heaviest) {
    add({
      name: `monthly summary of the heaviest landlord (${heaviest.payments} payments)`,
      endpoint: 'GET /api/payment/landlord/{id}/monthly-summary heaviest',
      paths: [summaryPath(heaviest.id)],
      targetP99Ms: TARGET_MS.monthlySummary,
    });
  }
  if (sample.invoices.length > 0) {
    add({
      name: `invoice PDF of ${sample.invoices.length} payments`,
      endpoint: 'GET /api/payment/{paymentId}/invoice',
      paths: sample.invoices.map((i) => ({ path: invoicePath(i.paymentId), token: tokens.tenant(i.tenantId) })),
      targetP99Ms: TARGET_MS.invoice,
    });
  }
  return { scenarios, deepPages };
}

export type ColdInvoice = { status: number; bytes: number; firstMs: number; secondMs: number };

/** The first invoice a fresh server renders (fonts and PDF code loaded on demand), then the same one again. */
export async function coldInvoice(baseUrl: string, jwtSecret: string, sample: SeedSample): Promise<ColdInvoice | undefined> {
  const invoice = sample.invoices[0];
  if (!invoice) return undefined;
  const token = tokenBook(jwtSecret, 'tenant')(invoice.tenantId);
  const fetchOnce = async () => {
    const started = performance.now();
    const response = await fetch(new URL(invoicePath(invoice.paymentId), baseUrl), {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = await response.arrayBuffer();
    return { status: response.status, bytes: body.byteLength, ms: performance.now() - started };
  };
  const first = await fetchOnce();
  const second = await fetchOnce();
  return { status: first.status, bytes: first.bytes, firstMs: first.ms, secondMs: second.ms };
}

const invoicePath = (paymentId: string) => `/api/payment/${paymentId}/invoice`;

/** The path of page `wanted` (or the last page, if shorter) by following Link rel="next"; undefined for a one-page list. */
async function deepPage(
  baseUrl: string,
  firstPath: string,
  token: string,
  wanted: number,
): Promise<{ path: string; page: number } | undefined> {
  let path = firstPath;
  let page = 1;
  while (page < wanted) {
    const response = await fetch(new URL(path, baseUrl), { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status} while walking to a deep page`);
    const next = nextLink(response.headers.get('link'));
    if (!next) break;
    path = next;
    page++;
  }
  return page > 1 ? { path, page } : undefined;
}

/** Up to `n` users at evenly spaced ranks (the list is longest first), the longest included. */
function spread(users: readonly UserHistory[], n: number): UserHistory[] {
  if (users.length <= n) return [...users];
  return Array.from({ length: n }, (_, i) => users[Math.floor((i * users.length) / n)]).filter(
    (u): u is UserHistory => u !== undefined,
  );
}

function interleave(a: readonly string[], b: readonly string[]): string[] {
  const mixed: string[] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i];
    const y = b[i];
    if (x !== undefined) mixed.push(x);
    if (y !== undefined) mixed.push(y);
  }
  return mixed;
}

function pageRange(pages: number[]): string {
  const low = Math.min(...pages);
  const high = Math.max(...pages);
  return low === high ? `page ${low}` : `pages ${low}–${high}`;
}
