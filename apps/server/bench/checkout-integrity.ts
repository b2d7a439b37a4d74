import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import type { CheckoutRoundResult } from './checkout-flow.js';
import { rowsOf } from './engines.js';

/**
 * After the checkout rounds, with the server stopped: does the database hold exactly what the
 * rounds should have produced? No overlapping confirmed stays, every paid payment with its one
 * confirmed booking, one winner per listing (none lost, none doubled), every losing rival
 * refunded, and row counts that add up to the seed plus the checkouts opened.
 */

export type IntegrityCheck = { name: string; expected: number; actual: number; ok: boolean };

export type SeededCounts = { bookings: number; payments: number; lastInvoiceNumber: number };

/** Seeded checkouts carry session ids cs_demo_seed_<n>; the benchmark's came from the running server. */
const isBenchPayment = sql`left(p.provider_session_id, 13) <> 'cs_demo_seed_'`;

export async function checkIntegrity(
  db: Database,
  seeded: SeededCounts,
  rounds: readonly CheckoutRoundResult[],
): Promise<IntegrityCheck[]> {
  const attempts = rounds.flatMap((r) => r.attempts);
  const opened = attempts.filter((a) => a.sessionId).length;
  const listings = new Set(attempts.map((a) => a.listing.id)).size;
  const apiConfirmed = attempts.filter((a) => a.outcome === 'PAYMENT_SUCCESS').length;
  const apiConflicts = attempts.filter((a) => a.outcome === 'BOOKING_CONFLICT').length;
  const checks: IntegrityCheck[] = [];
  const expect = (name: string, expected: number, actual: number) =>
    checks.push({ name, expected, actual, ok: expected === actual });
  const count = async (query: ReturnType<typeof sql>) =>
    Number(rowsOf<{ n: number | string }>(await db.execute(query))[0]?.n ?? -1);

  // Whole database: the seed's history and the benchmark's checkouts alike.
  expect(
    'pairs of confirmed stays of one listing that overlap',
    0,
    await count(sql`SELECT count(*) AS n FROM bookings a JOIN bookings b ON b.property_id = a.property_id AND b.id > a.id
      WHERE a.status = 'confirmed' AND b.status = 'confirmed'
        AND daterange(a.move_in_date, a.end_date) && daterange(b.move_in_date, b.end_date)`),
  );
  expect(
    'paid payments whose booking is not confirmed',
    0,
    await count(sql`SELECT count(*) AS n FROM payments p JOIN bookings b ON b.id = p.booking_id
      WHERE p.status = 'paid' AND b.status <> 'confirmed'`),
  );
  expect(
    'confirmed bookings without a paid payment',
    0,
    await count(sql`SELECT count(*) AS n FROM bookings b WHERE b.status = 'confirmed'
      AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.booking_id = b.id AND p.status = 'paid')`),
  );
  expect(
    'bookings with more than one payment',
    0,
    await count(sql`SELECT count(*) - count(DISTINCT booking_id) AS n FROM payments`),
  );
  expect(
    'invoice numbers used twice',
    0,
    await count(sql`SELECT count(invoice_number) - count(DISTINCT invoice_number) AS n FROM payments`),
  );
  expect(
    'bookings in all (seeded + checkouts opened)',
    seeded.bookings + opened,
    await count(sql`SELECT count(*) AS n FROM bookings`),
  );
  expect(
    'payments in all (seeded + checkouts opened)',
    seeded.payments + opened,
    await count(sql`SELECT count(*) AS n FROM payments`),
  );
  expect(
    'demo checkout sessions (one per checkout opened)',
    opened,
    await count(sql`SELECT count(*) AS n FROM demo_checkout_sessions`),
  );

  // The benchmark's checkouts.
  const byStatus = rowsOf<{ status: string; n: number | string }>(
    await db.execute(sql`SELECT p.status, count(*) AS n FROM payments p WHERE ${isBenchPayment} GROUP BY p.status`),
  );
  const statusCount = (status: string) => Number(byStatus.find((row) => row.status === status)?.n ?? 0);
  const settled = statusCount('paid') + statusCount('refunded');
  expect('checkout payments paid (one per listing)', listings, statusCount('paid'));
  expect('checkout payments refunded (every losing rival)', opened - listings, statusCount('refunded'));
  expect('checkout payments in any other state (pending, refund_pending, …)', 0, opened - settled);
  expect('paid checkouts the status API called PAYMENT_SUCCESS', statusCount('paid'), apiConfirmed);
  expect('refunded checkouts the status API called BOOKING_CONFLICT', statusCount('refunded'), apiConflicts);
  const perListing = rowsOf<{ listings: number | string; lost: number | string; doubled: number | string }>(
    await db.execute(sql`SELECT count(*) AS listings, count(*) FILTER (WHERE confirmed = 0) AS lost,
        count(*) FILTER (WHERE confirmed > 1) AS doubled
      FROM (SELECT p.property_id, count(*) FILTER (WHERE b.status = 'confirmed') AS confirmed
        FROM payments p JOIN bookings b ON b.id = p.booking_id WHERE ${isBenchPayment} GROUP BY p.property_id) AS x`),
  )[0];
  expect('listings checked out', listings, Number(perListing?.listings ?? -1));
  expect('listings left without their confirmed booking (lost)', 0, Number(perListing?.lost ?? -1));
  expect('listings with two confirmed checkout bookings (duplicated)', 0, Number(perListing?.doubled ?? -1));
  expect(
    'refunded checkouts whose booking is not cancelled, refund time or card refund missing',
    0,
    await count(sql`SELECT count(*) AS n FROM payments p JOIN bookings b ON b.id = p.booking_id
      LEFT JOIN demo_checkout_sessions s ON s.id = p.provider_session_id
      WHERE ${isBenchPayment} AND p.status = 'refunded'
        AND (b.status <> 'cancelled' OR p.refunded_at IS NULL OR s.status IS DISTINCT FROM 'refunded')`),
  );
  expect(
    'paid checkouts whose card session is not paid',
    0,
    await count(sql`SELECT count(*) AS n FROM payments p LEFT JOIN demo_checkout_sessions s ON s.id = p.provider_session_id
      WHERE ${isBenchPayment} AND p.status = 'paid' AND s.status IS DISTINCT FROM 'paid'`),
  );
  expect(
    'checkout invoice numbers not after the seeded ones',
    0,
    await count(sql`SELECT count(*) AS n FROM payments p
      WHERE ${isBenchPayment} AND p.paid_at IS NOT NULL AND (p.invoice_number IS NULL OR p.invoice_number <= ${seeded.lastInvoiceNumber})`),
  );

  // What the clients saw.
  const sum = (pick: (r: CheckoutRoundResult) => number) => rounds.reduce((total, r) => total + pick(r), 0);
  expect('checkouts that could not be opened', 0, attempts.length - opened);
  expect(
    'checkouts charged twice (of those submitted twice at once)',
    0,
    sum((r) => r.round.pay.chargedTwice),
  );
  expect(
    'checkouts never charged',
    0,
    sum((r) => r.round.pay.neverCharged),
  );
  expect(
    'requests refused by a rate limit (429)',
    0,
    sum((r) => r.round.rateLimited),
  );
  return checks;
}
