import { loadavg } from 'node:os';
import { createRandom, shuffle } from './dataset.js';
import type { StayListing } from './dataset-bookings.js';
import { type LatencySummary, summarise } from './load.js';
import { tokenBook } from './tokens.js';

/**
 * Checkout confirmation throughput, through the real flow on the running server: tenants read a
 * listing's availability and open a card checkout for its first free day (POST
 * /api/payment/create-checkout-session), then pay with the demo card (POST
 * /api/payment/demo/{sessionId}/pay, which charges and confirms the booking in the same request).
 * Most listings get one tenant; a tenth get several tenants racing for the same window, and a few
 * checkouts are submitted twice at once, as a double click would. Afterwards each tenant asks
 * GET /api/payment/status/{sessionId} what became of their booking; checkout-integrity.ts then
 * checks the database.
 */

export const CONFIRMATIONS_TARGET_PER_S = 200;
const CONTENDED_SHARE = 0.1;
const CONTENDERS = 4;
const DOUBLE_SUBMIT_SHARE = 0.02;
const STATUS_CONNECTIONS = 10;
const DEMO_CARD = { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Bench' };
/**
 * Opening checkouts is rate-limited per tenant (config rateLimits.checkout: 20 a minute); paying
 * per address and checkout. Every simulated tenant opens far fewer, so the limit never shapes the
 * figures; any 429 is reported.
 */
const MAX_CHECKOUTS_PER_TENANT = 10;

export type CheckoutAttempt = {
  listing: StayListing;
  tenantId: string;
  months: number;
  contended: boolean;
  sessionId?: string;
  /** What GET /api/payment/status answered: PAYMENT_SUCCESS, BOOKING_CONFLICT, … */
  outcome?: string;
};

export type PhaseFigures = {
  requests: number;
  seconds: number;
  perSecond: number;
  latencyMs: LatencySummary;
  statusCodes: Record<string, number>;
};

export type CheckoutRound = {
  connections: number;
  listings: number;
  contendedListings: number;
  contendersPerListing: number;
  checkoutsOpened: number;
  open: PhaseFigures;
  pay: PhaseFigures & {
    /** Checkouts submitted twice at once. */
    doubleSubmitted: number;
    /** Checkouts whose card submissions got more than one 200, or none. */
    chargedTwice: number;
    neverCharged: number;
  };
  /** GET /api/payment/status codes, one per opened checkout. */
  outcomes: Record<string, number>;
  confirmed: number;
  /** Confirmed bookings per wall-clock second of the pay phase. */
  confirmationsPerSecond: number;
  rateLimited: number;
  /** The machine's 1-minute load average after the pay phase. */
  loadAverage: number;
};

export type CheckoutRoundResult = { round: CheckoutRound; attempts: CheckoutAttempt[] };

/** Hands out tenants for checkouts, each to at most MAX_CHECKOUTS_PER_TENANT checkouts. */
export class TenantPool {
  private next = 0;

  constructor(private readonly tenantIds: readonly string[]) {
    if (tenantIds.length === 0) throw new Error('No tenants to open checkouts with.');
  }

  take(): string {
    const uses = Math.floor(this.next / this.tenantIds.length) + 1;
    if (uses > MAX_CHECKOUTS_PER_TENANT) throw new Error('Too few tenants for this many checkouts (rate limit per tenant).');
    const id = this.tenantIds[this.next % this.tenantIds.length] ?? '';
    this.next++;
    return id;
  }
}

/** One round: open every checkout, then pay them all with `connections` clients at once, then ask for each outcome. */
export async function runCheckoutRound(
  baseUrl: string,
  jwtSecret: string,
  options: { listings: readonly StayListing[]; tenants: TenantPool; connections: number; seed: number },
): Promise<CheckoutRoundResult> {
  const { listings, connections } = options;
  const random = createRandom(options.seed);
  const tokenOf = tokenBook(jwtSecret, 'tenant');
  const http = new Client(baseUrl);
  const contendedListings = Math.round(listings.length * CONTENDED_SHARE);
  const attempts: CheckoutAttempt[] = listings.flatMap((listing, i) => {
    const contended = i < contendedListings;
    return Array.from({ length: contended ? CONTENDERS : 1 }, () => ({
      listing,
      tenantId: options.tenants.take(),
      months: random.int(1, 12),
      contended,
    }));
  });
  // Rivals for one listing are spread through the queue, so at 50 connections they race.
  shuffle(attempts, random);

  const open = await timedPhase(attempts, connections, async (attempt, timed) => {
    const authorization = `Bearer ${tokenOf(attempt.tenantId)}`;
    const availability = await http.json<{ availableDate: string }>('GET', `/api/bookings/availability/${attempt.listing.id}`);
    if (!availability.body) return timed.record(availability.status, 0);
    const body = {
      tenantId: attempt.tenantId,
      propertyId: attempt.listing.id,
      amount: (attempt.listing.pricePaise / 100) * attempt.months,
      moveInDate: availability.body.availableDate,
      duration: attempt.months,
    };
    const opened = await http.json<{ sessionId: string }>('POST', '/api/payment/create-checkout-session', body, authorization);
    timed.record(opened.status, opened.ms);
    if (opened.body?.sessionId) attempt.sessionId = opened.body.sessionId;
  });

  const opened = attempts.filter((a) => a.sessionId);
  const submissions: CheckoutAttempt[] = [];
  let doubleSubmitted = 0;
  for (const attempt of opened) {
    submissions.push(attempt);
    if (random.next() < DOUBLE_SUBMIT_SHARE) {
      submissions.push(attempt);
      doubleSubmitted++;
    }
  }
  const charged = new Map<string, number>();
  const pay = await timedPhase(submissions, connections, async (attempt, timed) => {
    const paid = await http.json('POST', `/api/payment/demo/${attempt.sessionId}/pay`, DEMO_CARD);
    timed.record(paid.status, paid.ms);
    if (paid.status === 200) charged.set(attempt.sessionId ?? '', (charged.get(attempt.sessionId ?? '') ?? 0) + 1);
  });

  const loadAverage = loadavg()[0] ?? Number.NaN;
  const outcomes: Record<string, number> = {};
  await timedPhase(opened, STATUS_CONNECTIONS, async (attempt, timed) => {
    const answer = await http.json<{ code: string }>(
      'GET',
      `/api/payment/status/${attempt.sessionId}`,
      undefined,
      `Bearer ${tokenOf(attempt.tenantId)}`,
    );
    timed.record(answer.status, answer.ms);
    attempt.outcome = answer.body?.code ?? `HTTP ${answer.status}`;
    outcomes[attempt.outcome] = (outcomes[attempt.outcome] ?? 0) + 1;
  });

  const confirmed = outcomes.PAYMENT_SUCCESS ?? 0;
  const chargeCounts = opened.map((a) => charged.get(a.sessionId ?? '') ?? 0);
  return {
    round: {
      connections,
      listings: listings.length,
      contendedListings,
      contendersPerListing: CONTENDERS,
      checkoutsOpened: opened.length,
      open,
      pay: {
        ...pay,
        doubleSubmitted,
        chargedTwice: chargeCounts.filter((n) => n > 1).length,
        neverCharged: chargeCounts.filter((n) => n === 0).length,
      },
      outcomes,
      confirmed,
      confirmationsPerSecond: confirmed / pay.seconds,
      rateLimited: (open.statusCodes['429'] ?? 0) + (pay.statusCodes['429'] ?? 0),
      loadAverage,
    },
    attempts,
  };
}

type Timer = { record(status: number, ms: number): void };

/** Runs `work` over `items` with `connections` at a time; wall-clock time, latencies and status codes of what it recorded. */
async function timedPhase<T>(
  items: readonly T[],
  connections: number,
  work: (item: T, timed: Timer) => Promise<void>,
): Promise<PhaseFigures> {
  const latencies: number[] = [];
  const statusCodes: Record<string, number> = {};
  const timed: Timer = {
    record(status, ms) {
      statusCodes[status] = (statusCodes[status] ?? 0) + 1;
      if (ms > 0) latencies.push(ms);
    },
  };
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++];
      if (item !== undefined) await work(item, timed);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: Math.min(connections, items.length) }, worker));
  const seconds = (performance.now() - started) / 1000;
  return {
    requests: latencies.length,
    seconds,
    perSecond: latencies.length / seconds,
    latencyMs: summarise(latencies),
    statusCodes,
  };
}

type Answer<T> = { status: number; ms: number; body: T | undefined };

/** fetch with timing; a network failure is status 0, never an exception, so one failure does not end a round. */
class Client {
  constructor(private readonly baseUrl: string) {}

  async json<T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown, authorization?: string): Promise<Answer<T>> {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (authorization) headers.authorization = authorization;
    const started = performance.now();
    try {
      const response = await fetch(new URL(path, this.baseUrl), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const parsed = (await response.json().catch(() => undefined)) as T | undefined;
      return { status: response.status, ms: performance.now() - started, body: response.ok ? parsed : undefined };
    } catch {
      return { status: 0, ms: performance.now() - started, body: undefined };
    }
  }
}
