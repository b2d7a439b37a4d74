import { CHECKOUT_SESSION_MINUTES } from '@rentease/contract';
import { addCalendarDays, addCalendarMonths } from '../src/lib/dates.js';
import type { Random } from './dataset.js';

/**
 * The benchmark's booking history: `total` bookings, each with its payment, over the last 24
 * months of the listings from dataset.ts. Confirmed stays of one listing never overlap (migration
 * 0004's exclusion constraint would refuse them), so each listing's stays follow one another. Most
 * payments are paid; some are refunds to a tenant who lost the race for a window someone else
 * paid for first; some are checkouts abandoned until they expired. Same PRNG, same history.
 */

export type StayListing = { id: string; ownerId: string; pricePaise: number };

export type SeedBooking = {
  id: string;
  propertyId: string;
  tenantId: string;
  landlordId: string;
  status: 'confirmed' | 'cancelled';
  moveInDate: string;
  durationMonths: number;
  endDate: string;
  amountPaise: number;
  createdAt: Date;
};

export type SeedPayment = {
  id: string;
  bookingId: string;
  tenantId: string;
  landlordId: string;
  propertyId: string;
  provider: 'demo';
  providerSessionId: string;
  transactionId: string | null;
  amountPaise: number;
  /** Every generated payment pays rent only (no deposit). */
  rentPaise: number;
  status: 'paid' | 'refunded' | 'expired';
  invoiceNumber: number | null;
  createdAt: Date;
  expiresAt: Date;
  paidAt: Date | null;
  refundedAt: Date | null;
};

export type BookingPlan = {
  /** Bookings to create, each with one payment. */
  total: number;
  /** The tenant of the next booking: a few corporate accounts book hundreds of stays, most people a few. */
  pickTenant: () => string;
  today: string;
  now: number;
};

export type BookingHistory = {
  /** In the order they were created, as an append-only table would hold them. */
  bookings: SeedBooking[];
  payments: SeedPayment[];
  /** Per listing, in the order given: 1 when a confirmed stay runs past today ("currently booked"). */
  isBooked: Uint8Array;
  counts: { confirmed: number; refunded: number; expired: number };
};

/** A listing holds at most this many stays in the 26 months laid out (each slot ≥ 2 months). */
export const MAX_STAYS_PER_LISTING = 12;
const REFUNDED_SHARE = 0.04;
const EXPIRED_SHARE = 0.03;
const HISTORY_MONTHS = 24;
/** Move-ins run from 24 months ago (+ the longest gap between paying and moving in) to this many days ahead. */
const UPCOMING_DAYS = 60;
const PAID_BEFORE_MOVE_IN_MAX_DAYS = 45;
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const CHECKOUT_MS = CHECKOUT_SESSION_MINUTES * MINUTE_MS;
const LOSER = 1;
const ABANDONED = 2;

/** yyyy-mm-dd → days since the epoch, to measure spans (the dates themselves come from lib/dates.ts). */
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/** Midnight at the start of a calendar day in India (UTC+5:30, no DST). */
const marketMidnight = (date: string) => Date.parse(`${date}T00:00:00+05:30`);

export function generateBookingHistory(listings: readonly StayListing[], plan: BookingPlan, random: Random): BookingHistory {
  const refunded = Math.round(plan.total * REFUNDED_SHARE);
  const expired = Math.round(plan.total * EXPIRED_SHARE);
  const confirmed = plan.total - refunded - expired;
  // Placing stays at random slows down as listings fill up; half of the capacity is plenty.
  if (confirmed > (listings.length * MAX_STAYS_PER_LISTING) / 2) {
    throw new Error(`${plan.total} bookings do not fit in ${listings.length} listings' history; use fewer bookings.`);
  }
  const staysOf = new Uint8Array(listings.length);
  for (let placed = 0; placed < confirmed; ) {
    const n = random.int(0, listings.length - 1);
    if ((staysOf[n] ?? MAX_STAYS_PER_LISTING) < MAX_STAYS_PER_LISTING) {
      staysOf[n] = (staysOf[n] ?? 0) + 1;
      placed++;
    }
  }
  // Which confirmed stays also had a losing rival, or an abandoned checkout before them: exact counts.
  const extraOf = new Uint8Array(confirmed);
  extraOf.fill(LOSER, 0, refunded);
  extraOf.fill(ABANDONED, refunded, refunded + expired);
  shuffleBytes(extraOf, random);

  const first = addCalendarDays(addCalendarMonths(plan.today, -HISTORY_MONTHS), PAID_BEFORE_MOVE_IN_MAX_DAYS);
  const spanDays = dayNumber(addCalendarDays(plan.today, UPCOMING_DAYS)) - dayNumber(first);
  const history: BookingHistory = {
    bookings: [],
    payments: [],
    isBooked: new Uint8Array(listings.length),
    counts: { confirmed, refunded, expired },
  };
  const rows = new HistoryWriter(history, plan, random);
  let stayNumber = 0;
  listings.forEach((listing, n) => {
    const stays = staysOf[n] ?? 0;
    if (stays === 0) return;
    // One slot per stay; a stay starts in the first part of its slot and ends before the next one
    // (a month is at most 31 days). The last stay may run on past today: the listing is booked.
    const slot = Math.floor(spanDays / stays);
    let lastEnd = '';
    for (let s = 0; s < stays; s++) {
      const isLast = s === stays - 1;
      const offset = random.int(0, Math.max(0, slot - 32));
      const maxMonths = isLast ? 12 : Math.max(1, Math.min(24, Math.floor((slot - offset - 1) / 31)));
      const moveInDate = addCalendarDays(first, s * slot + offset);
      const winner = rows.confirmedStay(listing, moveInDate, random.int(1, maxMonths));
      const extra = extraOf[stayNumber++];
      if (extra === LOSER) rows.losingRival(listing, winner);
      if (extra === ABANDONED) rows.abandonedCheckout(listing, winner);
      lastEnd = winner.booking.endDate;
    }
    if (lastEnd > plan.today) history.isBooked[n] = 1;
  });

  // Invoice numbers are handed out when money is taken, so they follow paid_at.
  const paid = history.payments.filter((p) => p.paidAt !== null);
  paid.sort((a, b) => (a.paidAt?.getTime() ?? 0) - (b.paidAt?.getTime() ?? 0));
  paid.forEach((payment, i) => {
    payment.invoiceNumber = i + 1;
  });
  history.bookings.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  history.payments.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return history;
}

type Written = { booking: SeedBooking; payment: SeedPayment };

/** Builds one booking and its payment at a time, keeping times consistent (opened → paid → refunded, never after now). */
class HistoryWriter {
  private sequence = 0;

  constructor(
    private readonly history: BookingHistory,
    private readonly plan: BookingPlan,
    private readonly random: Random,
  ) {}

  /** Paid between 1 and 45 days before moving in (or lately, for a stay that starts soon); confirmed. */
  confirmedStay(listing: StayListing, moveInDate: string, months: number): Written {
    const { random, plan } = this;
    let paidAt = marketMidnight(moveInDate) - random.int(1, PAID_BEFORE_MOVE_IN_MAX_DAYS) * DAY_MS + random.int(0, DAY_MS - 1);
    // Drawn whether used or not: a draw that depended on the clock would give each engine other data.
    const lately = plan.now - random.int(MINUTE_MS, 30 * DAY_MS);
    if (paidAt > plan.now - MINUTE_MS) paidAt = lately;
    const openedAt = paidAt - random.int(30_000, 15 * MINUTE_MS);
    return this.write(listing, plan.pickTenant(), moveInDate, months, 'confirmed', {
      status: 'paid',
      openedAt,
      paidAt,
      refundedAt: null,
    });
  }

  /** Another tenant paid for the same window moments later; the confirmation found it taken and refunded them. */
  losingRival(listing: StayListing, winner: Written): void {
    const { random, plan } = this;
    const paidAt = Math.min(plan.now - 1000, (winner.payment.paidAt?.getTime() ?? plan.now) + random.int(1000, 5 * MINUTE_MS));
    const refundedAt = Math.min(plan.now, paidAt + random.int(1000, 2 * MINUTE_MS));
    this.write(listing, this.rivalOf(winner), winner.booking.moveInDate, random.int(1, 12), 'cancelled', {
      status: 'refunded',
      openedAt: paidAt - random.int(30_000, 15 * MINUTE_MS),
      paidAt,
      refundedAt,
    });
  }

  /** Someone opened a checkout for the window in the days before and never paid. */
  abandonedCheckout(listing: StayListing, winner: Written): void {
    const { random } = this;
    const openedAt = winner.payment.createdAt.getTime() - random.int(60 * MINUTE_MS, 3 * DAY_MS);
    this.write(listing, this.rivalOf(winner), winner.booking.moveInDate, random.int(1, 12), 'cancelled', {
      status: 'expired',
      openedAt,
      paidAt: null,
      refundedAt: null,
    });
  }

  private rivalOf(winner: Written): string {
    const tenantId = this.plan.pickTenant();
    return tenantId === winner.booking.tenantId ? this.plan.pickTenant() : tenantId;
  }

  private write(
    listing: StayListing,
    tenantId: string,
    moveInDate: string,
    months: number,
    status: SeedBooking['status'],
    money: { status: SeedPayment['status']; openedAt: number; paidAt: number | null; refundedAt: number | null },
  ): Written {
    const n = this.sequence++;
    const createdAt = new Date(money.openedAt);
    const amountPaise = listing.pricePaise * months;
    const booking: SeedBooking = {
      id: this.random.uuid(),
      propertyId: listing.id,
      tenantId,
      landlordId: listing.ownerId,
      status,
      moveInDate,
      durationMonths: months,
      endDate: addCalendarMonths(moveInDate, months),
      amountPaise,
      createdAt,
    };
    const payment: SeedPayment = {
      id: this.random.uuid(),
      bookingId: booking.id,
      tenantId,
      landlordId: listing.ownerId,
      propertyId: listing.id,
      provider: 'demo',
      providerSessionId: `cs_demo_seed_${n}`,
      transactionId: money.paidAt === null ? null : `txn_demo_seed_${n}`,
      amountPaise,
      rentPaise: amountPaise,
      status: money.status,
      invoiceNumber: null,
      createdAt,
      expiresAt: new Date(money.openedAt + CHECKOUT_MS),
      paidAt: money.paidAt === null ? null : new Date(money.paidAt),
      refundedAt: money.refundedAt === null ? null : new Date(money.refundedAt),
    };
    this.history.bookings.push(booking);
    this.history.payments.push(payment);
    return { booking, payment };
  }
}

function shuffleBytes(bytes: Uint8Array, random: Random): void {
  for (let i = bytes.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    const a = bytes[i] ?? 0;
    bytes[i] = bytes[j] ?? 0;
    bytes[j] = a;
  }
}
