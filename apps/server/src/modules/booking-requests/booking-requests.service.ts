import {
  BOOKING_REQUEST_ANSWER_HOURS,
  BOOKING_REQUEST_PAY_HOURS,
  bookingRequestMessages,
  type CreateBookingRequestBody,
  type DeclineBookingRequestBody,
  moveInWindowMessage,
  type RenterApplicationBody,
  stayEndDate,
} from '@rentease/contract';
import { and, asc, desc, eq, getTableColumns, gt, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Database, type DbOrTx, postgresErrorCode, UNIQUE_VIOLATION } from '../../db/client.js';
import {
  type BookingRequestRow,
  bookingRequests,
  bookings,
  properties,
  type RenterApplication,
  renterProfiles,
  users,
} from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { formatMarketDate } from '../../lib/dates.js';
import { AppError } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { rupeesToPaise } from '../../lib/money.js';
import type { AuthUser } from '../auth/auth-user.js';
import { findAvailability } from '../bookings/availability.js';
import type { NotificationDispatcher } from '../notifications/notification-dispatcher.js';
import { type BookingRequestChange, notifyBookingRequestChanged } from '../notifications/notification-events.js';
import type { Notified } from '../notifications/notifications.service.js';
import { findListedProperty } from '../properties/properties.service.js';
import { assertCanAnswerRequest, assertCanRequestToBook, assertCanWithdrawRequest } from './booking-requests.policy.js';

export type BookingRequestDeps = { db: Database; clock: Clock; notifications: NotificationDispatcher };

const HOUR_MS = 3_600_000;
const EXCLUSION_VIOLATION = '23P01';
/** Requests a list shows at most: the open ones first, then the newest answered ones. */
const LIST_LIMIT = 200;

const OPEN_STATUSES = ['pending', 'approved'] as const;

/** The stay a request asks for, as a date range the overlap checks compare. */
const requestRange = sql`daterange(${bookingRequests.moveInDate}, ${bookingRequests.endDate})`;
const overlapsRange = (range: SQL, window: { moveInDate: string; endDate: string }) =>
  sql`${range} && daterange(${window.moveInDate}::date, ${window.endDate}::date)`;

/** An approval still holding its dates at `now` (one past its time has lapsed, whether or not the expiry job ran). */
const isLiveHold = (now: Date) => and(eq(bookingRequests.status, 'approved'), gt(bookingRequests.expiresAt, now));

function toApplication(body: RenterApplicationBody): RenterApplication {
  return {
    occupants: body.occupants,
    occupation: body.occupation,
    employer: body.employer ?? null,
    monthlyIncomePaise: body.monthlyIncome === undefined ? null : rupeesToPaise(body.monthlyIncome),
    hasPets: body.hasPets,
    about: body.about,
  };
}

/** Keeps a tenant's answers for their next request (the latest answers win). */
async function upsertRenterProfile(tx: DbOrTx, userId: string, application: RenterApplication, now: Date) {
  const values = { ...application, updatedAt: now };
  const [row] = await tx
    .insert(renterProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: renterProfiles.userId, set: values })
    .returning();
  if (!row) throw new Error('renter profile not written');
  return row;
}

/**
 * POST /api/booking-requests: a tenant asks to book a 'request' listing for a stay, with their
 * application. The dates follow the same window as a booking; the price is fixed now (rent ×
 * months), so the landlord approves what the tenant will pay. One open request per tenant and
 * listing: the unique partial index booking_requests_open_key decides, so a double-clicked Send
 * gives one 201 and one 409.
 */
export async function createBookingRequest(deps: BookingRequestDeps, tenant: AuthUser, body: CreateBookingRequestBody) {
  const { db, clock } = deps;
  assertCanRequestToBook(tenant);
  const property = await findListedProperty(db, body.propertyId, tenant);
  if (property.bookingMode !== 'request') throw AppError.conflict(bookingRequestMessages.instantListing);
  const { moveInWindow: window } = await findAvailability(db, property, clock.today());
  if (body.moveInDate < window.from || body.moveInDate > window.to) {
    const message = moveInWindowMessage(formatMarketDate(window.from), formatMarketDate(window.to));
    throw AppError.badRequest(message, { moveInDate: message });
  }
  const now = clock.now();
  const application = toApplication(body.application);
  const notified: Notified[] = [];
  let created: BookingRequestRow;
  try {
    created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(bookingRequests)
        .values({
          propertyId: property.id,
          tenantId: tenant.id,
          landlordId: property.ownerId,
          moveInDate: body.moveInDate,
          durationMonths: body.duration,
          endDate: stayEndDate(body.moveInDate, body.duration),
          amountPaise: property.pricePaise * body.duration,
          application,
          createdAt: now,
          expiresAt: new Date(now.getTime() + BOOKING_REQUEST_ANSWER_HOURS * HOUR_MS),
        })
        .returning();
      if (!row) throw new Error('insert into booking_requests returned no row');
      await upsertRenterProfile(tx, tenant.id, application, now);
      notified.push(...(await notifyBookingRequestChanged(tx, now, { requestId: row.id, change: 'sent' })));
      return row;
    });
  } catch (error) {
    if (postgresErrorCode(error) === UNIQUE_VIOLATION) throw AppError.conflict(bookingRequestMessages.alreadyOpen);
    throw error;
  }
  await deps.notifications.dispatch(notified);
  return created;
}

const tenant = alias(users, 'request_tenant');
const landlord = alias(users, 'request_landlord');

/** A request with its listing and both people's names, as the lists show it. */
export type BookingRequestView = Awaited<ReturnType<typeof selectRequests>>[number];

function selectRequests(db: DbOrTx, where: SQL | undefined, now: Date) {
  // Inner joins: every request has its listing and both people (foreign keys), so they drop no row.
  return db
    .select({
      ...getTableColumns(bookingRequests),
      title: properties.title,
      depositPaise: properties.depositPaise,
      location: properties.location,
      imageKeys: properties.imageKeys,
      tenantFirstName: tenant.firstName,
      tenantLastName: tenant.lastName,
      landlordFirstName: landlord.firstName,
      landlordLastName: landlord.lastName,
    })
    .from(bookingRequests)
    .innerJoin(properties, eq(properties.id, bookingRequests.propertyId))
    .innerJoin(tenant, eq(tenant.id, bookingRequests.tenantId))
    .innerJoin(landlord, eq(landlord.id, bookingRequests.landlordId))
    .where(where)
    .orderBy(
      // Open requests still in time come first, the soonest to run out on top; then the rest, newest first.
      desc(sql`(${bookingRequests.status} IN ('pending', 'approved') AND ${bookingRequests.expiresAt} > ${now})`),
      asc(sql`CASE WHEN ${bookingRequests.status} IN ('pending', 'approved') THEN ${bookingRequests.expiresAt} END`),
      desc(bookingRequests.createdAt),
      desc(bookingRequests.id),
    )
    .limit(LIST_LIMIT);
}

/**
 * GET /api/booking-requests: a tenant's own requests, the requests on a landlord's listings, or
 * (the admin) all of them. Nobody else ever reads an application.
 */
export function listBookingRequests(db: DbOrTx, user: AuthUser, now: Date): Promise<BookingRequestView[]> {
  if (user.role === 'tenant') return selectRequests(db, eq(bookingRequests.tenantId, user.id), now);
  if (user.role === 'landlord') return selectRequests(db, eq(bookingRequests.landlordId, user.id), now);
  return selectRequests(db, undefined, now);
}

/** One request as its list shows it (after a change). */
export async function getBookingRequestView(db: DbOrTx, id: string, now: Date): Promise<BookingRequestView> {
  const [row] = await selectRequests(db, eq(bookingRequests.id, id), now);
  if (!row) throw AppError.notFound(bookingRequestMessages.notFound);
  return row;
}

/**
 * Locks a request for a change, after its listing: every change to requests, approvals and
 * confirmations of a listing takes the listing's row lock first, then the request's, so they run
 * one at a time per listing and never wait on each other in a cycle.
 */
async function lockRequest(tx: DbOrTx, id: string) {
  if (!isUuid(id)) throw AppError.notFound(bookingRequestMessages.notFound);
  const [found] = await tx
    .select({ propertyId: bookingRequests.propertyId })
    .from(bookingRequests)
    .where(eq(bookingRequests.id, id));
  if (!found) throw AppError.notFound(bookingRequestMessages.notFound);
  const [listing] = await tx
    .select({ deletedAt: properties.deletedAt, hiddenAt: properties.hiddenAt, pausedAt: properties.pausedAt })
    .from(properties)
    .where(eq(properties.id, found.propertyId))
    .for('update');
  const [row] = await tx.select().from(bookingRequests).where(eq(bookingRequests.id, id)).for('update');
  if (!row || !listing) throw AppError.notFound(bookingRequestMessages.notFound);
  return { ...row, listing };
}

/** Pending and still inside its 48 hours: the only request a landlord can answer. */
const isAnswerable = (row: BookingRequestRow, now: Date) => row.status === 'pending' && row.expiresAt > now;

/**
 * Marks the listing's approvals that ran out unpaid as expired, under its lock, so the held dates
 * are free for the change being made (the expiry job may not have run yet). Returns their ids.
 */
async function lapseHeldWindows(tx: DbOrTx, propertyId: string, now: Date): Promise<string[]> {
  const lapsed = await tx
    .update(bookingRequests)
    .set({ status: 'expired' })
    .where(
      and(
        eq(bookingRequests.propertyId, propertyId),
        eq(bookingRequests.status, 'approved'),
        lte(bookingRequests.expiresAt, now),
      ),
    )
    .returning({ id: bookingRequests.id });
  return lapsed.map((row) => row.id);
}

async function notifyEach(tx: DbOrTx, now: Date, ids: string[], change: BookingRequestChange): Promise<Notified[]> {
  const notified: Notified[] = [];
  for (const requestId of ids) notified.push(...(await notifyBookingRequestChanged(tx, now, { requestId, change })));
  return notified;
}

/**
 * POST /api/booking-requests/{id}/approve: the landlord says yes. The dates are held for the tenant
 * for 24 hours. Under the listing's lock, an approval is refused when its dates overlap a confirmed
 * stay or another live approval (two approvals of overlapping dates at once: the second waits
 * for the lock and sees the first); the exclusion constraint booking_requests_approved_no_overlap
 * is the last line should anything write an approval without the lock.
 */
export async function approveBookingRequest(deps: BookingRequestDeps, user: AuthUser, id: string) {
  const now = deps.clock.now();
  const notified: Notified[] = [];
  try {
    await deps.db.transaction(async (tx) => {
      const row = await lockRequest(tx, id);
      assertCanAnswerRequest(user, row);
      if (!isAnswerable(row, now)) throw AppError.conflict(bookingRequestMessages.notPending);
      if (row.moveInDate < deps.clock.today()) throw AppError.conflict(bookingRequestMessages.moveInPassed);
      // Approving holds dates the tenant must be able to pay for: a listing out of the marketplace cannot be booked.
      if (row.listing.deletedAt || row.listing.hiddenAt || row.listing.pausedAt) {
        throw AppError.conflict(bookingRequestMessages.listingUnavailable);
      }
      const window = { moveInDate: row.moveInDate, endDate: row.endDate };
      const [booked] = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(bookings.propertyId, row.propertyId),
            eq(bookings.status, 'confirmed'),
            overlapsRange(sql`daterange(${bookings.moveInDate}, ${bookings.endDate})`, window),
          ),
        )
        .limit(1);
      if (booked) throw AppError.conflict(bookingRequestMessages.windowBooked);
      const lapsed = await lapseHeldWindows(tx, row.propertyId, now);
      notified.push(...(await notifyEach(tx, now, lapsed, 'expired')));
      const [held] = await tx
        .select({ id: bookingRequests.id })
        .from(bookingRequests)
        .where(and(eq(bookingRequests.propertyId, row.propertyId), isLiveHold(now), overlapsRange(requestRange, window)))
        .limit(1);
      if (held) throw AppError.conflict(bookingRequestMessages.windowHeld);
      await tx
        .update(bookingRequests)
        .set({ status: 'approved', answeredAt: now, expiresAt: new Date(now.getTime() + BOOKING_REQUEST_PAY_HOURS * HOUR_MS) })
        .where(eq(bookingRequests.id, row.id));
      notified.push(...(await notifyBookingRequestChanged(tx, now, { requestId: row.id, change: 'approved' })));
    });
  } catch (error) {
    if (postgresErrorCode(error) === EXCLUSION_VIOLATION) throw AppError.conflict(bookingRequestMessages.windowHeld);
    throw error;
  }
  await deps.notifications.dispatch(notified);
  return getBookingRequestView(deps.db, id, now);
}

/** POST /api/booking-requests/{id}/decline: the landlord says no, optionally with a reason the tenant reads. */
export async function declineBookingRequest(
  deps: BookingRequestDeps,
  user: AuthUser,
  id: string,
  body: DeclineBookingRequestBody,
) {
  const now = deps.clock.now();
  const notified = await deps.db.transaction(async (tx) => {
    const row = await lockRequest(tx, id);
    assertCanAnswerRequest(user, row);
    if (!isAnswerable(row, now)) throw AppError.conflict(bookingRequestMessages.notPending);
    await tx
      .update(bookingRequests)
      .set({ status: 'declined', answeredAt: now, declineReason: body.reason ? body.reason : null })
      .where(eq(bookingRequests.id, row.id));
    return notifyBookingRequestChanged(tx, now, { requestId: row.id, change: 'declined' });
  });
  await deps.notifications.dispatch(notified);
  return getBookingRequestView(deps.db, id, now);
}

/**
 * A listing was removed: its open requests (pending, or approved and not yet paid) are declined
 * with `reason`, and the tenants are told. Each under the request's lock, like an answer.
 */
export async function declineRequestsOfListing(deps: BookingRequestDeps, propertyId: string, reason: string) {
  const now = deps.clock.now();
  const open = await deps.db
    .select({ id: bookingRequests.id })
    .from(bookingRequests)
    .where(and(eq(bookingRequests.propertyId, propertyId), inArray(bookingRequests.status, [...OPEN_STATUSES])));
  for (const { id } of open) {
    const notified = await deps.db.transaction(async (tx) => {
      const row = await lockRequest(tx, id);
      const isOpen = (OPEN_STATUSES as readonly string[]).includes(row.status) && row.expiresAt > now;
      if (!isOpen) return [];
      await tx
        .update(bookingRequests)
        .set({ status: 'declined', answeredAt: now, declineReason: reason })
        .where(eq(bookingRequests.id, row.id));
      return notifyBookingRequestChanged(tx, now, { requestId: row.id, change: 'declined' });
    });
    await deps.notifications.dispatch(notified);
  }
}

/**
 * POST /api/booking-requests/{id}/withdraw: the tenant takes back a pending request, or an
 * approval they will not pay for (which frees the held dates at once).
 */
export async function withdrawBookingRequest(deps: BookingRequestDeps, user: AuthUser, id: string) {
  const now = deps.clock.now();
  const notified = await deps.db.transaction(async (tx) => {
    const row = await lockRequest(tx, id);
    assertCanWithdrawRequest(user, row);
    const isOpen = (OPEN_STATUSES as readonly string[]).includes(row.status) && row.expiresAt > now;
    if (!isOpen) throw AppError.conflict(bookingRequestMessages.notOpen);
    await tx.update(bookingRequests).set({ status: 'withdrawn' }).where(eq(bookingRequests.id, row.id));
    return notifyBookingRequestChanged(tx, now, { requestId: row.id, change: 'withdrawn' });
  });
  await deps.notifications.dispatch(notified);
  return getBookingRequestView(deps.db, id, now);
}

/**
 * The scheduled sweep: pending requests unanswered for 48 hours and approvals unpaid for 24 hours
 * become expired, and both sides are told. Each runs under its listing's lock, like every other
 * change to a request, so the sweep never expires a request an approval or payment is deciding.
 * Correctness never waits for it: every read treats an open request past its time as over.
 */
export async function expireBookingRequests(deps: BookingRequestDeps): Promise<number> {
  const now = deps.clock.now();
  const due = await deps.db
    .select({ id: bookingRequests.id })
    .from(bookingRequests)
    .where(and(inArray(bookingRequests.status, [...OPEN_STATUSES]), lte(bookingRequests.expiresAt, now)))
    .orderBy(asc(bookingRequests.expiresAt))
    .limit(500);
  let expired = 0;
  for (const { id } of due) {
    const notified = await deps.db.transaction(async (tx) => {
      const row = await lockRequest(tx, id);
      const isDue = (OPEN_STATUSES as readonly string[]).includes(row.status) && row.expiresAt <= now;
      if (!isDue) return [];
      await tx.update(bookingRequests).set({ status: 'expired' }).where(eq(bookingRequests.id, row.id));
      return notifyBookingRequestChanged(tx, now, { requestId: row.id, change: 'expired' });
    });
    if (notified.length > 0) expired += 1;
    await deps.notifications.dispatch(notified);
  }
  return expired;
}

// ── For the checkout (payments module) ───────────────────────────────────────────────────────────

/**
 * The tenant's live approval for exactly this stay on this listing, if any: what lets them open a
 * checkout on a 'request' listing, at the price of the request.
 */
export async function findPayableRequest(
  db: DbOrTx,
  stay: { tenantId: string; propertyId: string; moveInDate: string; duration: number; now: Date },
): Promise<BookingRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(bookingRequests)
    .where(
      and(
        eq(bookingRequests.tenantId, stay.tenantId),
        eq(bookingRequests.propertyId, stay.propertyId),
        eq(bookingRequests.moveInDate, stay.moveInDate),
        eq(bookingRequests.durationMonths, stay.duration),
        isLiveHold(stay.now),
      ),
    )
    .limit(1);
  return row;
}

/** Whether another tenant's live approval holds dates overlapping this stay. */
export async function isHeldForAnother(
  db: DbOrTx,
  stay: { tenantId: string; propertyId: string; moveInDate: string; endDate: string; now: Date },
): Promise<boolean> {
  const [held] = await db
    .select({ id: bookingRequests.id })
    .from(bookingRequests)
    .where(
      and(
        eq(bookingRequests.propertyId, stay.propertyId),
        ne(bookingRequests.tenantId, stay.tenantId),
        isLiveHold(stay.now),
        overlapsRange(requestRange, stay),
      ),
    )
    .limit(1);
  return held !== undefined;
}

/**
 * A stay was confirmed (inside the confirmation's transaction, under the listing's lock): the
 * tenant's approved request for exactly it becomes 'booked' with the booking. An approval that ran
 * out while its checkout was open still counts, since the checkout was opened in time.
 */
export async function markRequestBooked(
  tx: DbOrTx,
  booking: { id: string; tenantId: string; propertyId: string; moveInDate: string; durationMonths: number },
  checkoutOpenedAt: Date,
): Promise<void> {
  // One statement: the newest matching request, picked and marked together.
  const newestMatching = tx
    .select({ id: bookingRequests.id })
    .from(bookingRequests)
    .where(
      and(
        eq(bookingRequests.tenantId, booking.tenantId),
        eq(bookingRequests.propertyId, booking.propertyId),
        eq(bookingRequests.moveInDate, booking.moveInDate),
        eq(bookingRequests.durationMonths, booking.durationMonths),
        or(
          eq(bookingRequests.status, 'approved'),
          and(eq(bookingRequests.status, 'expired'), gt(bookingRequests.expiresAt, checkoutOpenedAt)),
        ),
      ),
    )
    .orderBy(desc(bookingRequests.createdAt))
    .limit(1);
  await tx
    .update(bookingRequests)
    .set({ status: 'booked', bookingId: booking.id })
    .where(inArray(bookingRequests.id, newestMatching));
}

// ── Renter profile ───────────────────────────────────────────────────────────────────────────────

/** GET /api/me/renter-profile: the tenant's kept answers (404 before their first). */
export async function getRenterProfile(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(renterProfiles).where(eq(renterProfiles.userId, userId));
  if (!row) throw AppError.notFound(bookingRequestMessages.noProfile);
  return row;
}

/** PUT /api/me/renter-profile: the tenant edits their answers without sending a request. */
export async function saveRenterProfile(db: DbOrTx, userId: string, body: RenterApplicationBody, clock: Clock) {
  return upsertRenterProfile(db, userId, toApplication(body), clock.now());
}
