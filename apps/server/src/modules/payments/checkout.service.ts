import {
  bookingMessages,
  bookingRequestMessages,
  CHECKOUT_SESSION_MINUTES,
  type CheckoutSessionResponse,
  type CreateCheckoutBody,
  lastNightOf,
  moveInWindowMessage,
  type PaymentCheckCode,
  type PaymentStatusResponse,
  rentMessages,
  stayEndDate,
} from '@rentease/contract';
import { and, desc, eq, gt, isNull, lte, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Database, type DbOrTx, postgresErrorCode } from '../../db/client.js';
import { bookingReferenceAt, bookings, type PaymentRow, payments, properties, users } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { formatMarketDate } from '../../lib/dates.js';
import { AppError } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { rupeesToPaise } from '../../lib/money.js';
import type { AuthUser } from '../auth/auth-user.js';
import { findPayableRequest, isHeldForAnother, markRequestBooked } from '../booking-requests/booking-requests.service.js';
import { findAvailability } from '../bookings/availability.js';
import type { NotificationDispatcher } from '../notifications/notification-dispatcher.js';
import { notifyBookingConfirmed } from '../notifications/notification-events.js';
import type { Notified } from '../notifications/notifications.service.js';
import { findListedProperty } from '../properties/properties.service.js';
import { lockPayableMonth, monthlySharesOf, settleRentPayment, writeRentPeriods } from '../rent/rent.service.js';
import { assertCanCheckPayment } from './payments.policy.js';
import { toPaymentSummary } from './payments.presenter.js';
import { findPaymentView } from './payments.service.js';
import { type PaymentProvider, PaymentProviderError, type SessionState } from './providers/payment-provider.js';

export type CheckoutDeps = {
  db: Database;
  provider: PaymentProvider;
  clock: Clock;
  log: FastifyBaseLogger;
  /** A stay was confirmed: cached listing answers (availability) must be read afresh. */
  forgetListings: () => void;
  /** Tells tenant and landlord, after the confirmation commits. */
  notifications: NotificationDispatcher;
};

const CHECKOUT_MS = CHECKOUT_SESSION_MINUTES * 60_000;
/** An open checkout is reused only while it leaves the tenant time to type a card. */
const REUSE_MARGIN_MS = 5 * 60_000;
const EXCLUSION_VIOLATION = '23P01';

const monthsLabel = (months: number) => `${months} month${months === 1 ? '' : 's'}`;

/**
 * Opens a card checkout for a stay: checks the move-in date against the listing's window and the
 * duration, computes the amount itself (the rent of every month ('full') or of the first
 * ('monthly'), plus the listing's deposit) and refuses a client amount that differs, records a pending booking and payment, then asks the provider for a checkout.
 * Pressing Confirm Booking twice returns the same checkout. `appUrl` is the app's address as the
 * tenant has it open: the provider sends them back there, where their session is.
 */
export async function createCheckoutSession(
  deps: CheckoutDeps,
  tenant: AuthUser,
  body: CreateCheckoutBody,
  appUrl: string,
): Promise<CheckoutSessionResponse> {
  const { db, clock } = deps;
  if (tenant.role !== 'tenant') throw AppError.forbidden(bookingMessages.tenantLoginRequired);
  if (body.tenantId !== undefined && body.tenantId !== '' && body.tenantId !== tenant.id) {
    throw AppError.forbidden(bookingMessages.notYourAccount);
  }
  // A hidden listing cannot be booked: to a tenant it does not exist.
  const property = await findListedProperty(db, body.propertyId, tenant);
  const now = clock.now();
  const stay = { tenantId: tenant.id, propertyId: property.id, moveInDate: body.moveInDate, duration: body.duration, now };
  // On a 'request' listing only an approval opens a checkout: for exactly its dates, at its price.
  const approved = property.bookingMode === 'request' ? await findPayableRequest(db, stay) : undefined;
  if (property.bookingMode === 'request' && !approved) throw AppError.conflict(bookingRequestMessages.requestOnlyListing);
  if (approved) {
    // The approval holds its dates, so the move-in window does not apply; the day must not have passed.
    if (body.moveInDate < clock.today()) {
      throw AppError.badRequest(bookingRequestMessages.moveInPassed, { moveInDate: bookingRequestMessages.moveInPassed });
    }
  } else {
    const { moveInWindow: window } = await findAvailability(db, property, clock.today());
    if (body.moveInDate < window.from || body.moveInDate > window.to) {
      const message = moveInWindowMessage(formatMarketDate(window.from), formatMarketDate(window.to));
      throw AppError.badRequest(message, { moveInDate: message });
    }
  }
  // The stay's rent: an approval keeps the price it was approved at.
  const stayRentPaise = approved ? approved.amountPaise : property.pricePaise * body.duration;
  const depositPaise = property.depositPaise;
  const rentPaise = body.plan === 'monthly' ? (monthlySharesOf(stayRentPaise, body.duration)[0] ?? 0) : stayRentPaise;
  const amountPaise = rentPaise + depositPaise;
  if (rupeesToPaise(body.amount) !== amountPaise) {
    throw AppError.badRequest(bookingMessages.amountMismatch, { amount: bookingMessages.amountMismatch });
  }
  const endDate = stayEndDate(body.moveInDate, body.duration);
  if (await isHeldForAnother(db, { ...stay, endDate })) throw AppError.conflict(bookingRequestMessages.heldForAnother);

  const payment = await db.transaction(async (tx) => {
    // One tenant's checkouts are opened one at a time, so a double-clicked Confirm Booking (two
    // requests at once) finds the first one's open checkout instead of opening a second.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, tenant.id)).for('update');
    const open = await findOpenCheckout(tx, {
      tenantId: tenant.id,
      propertyId: property.id,
      moveInDate: body.moveInDate,
      duration: body.duration,
      plan: body.plan,
      provider: deps.provider.name,
      amountPaise,
      openUntilAfter: new Date(now.getTime() + REUSE_MARGIN_MS),
    });
    if (open) return open;

    const [booking] = await tx
      .insert(bookings)
      .values({
        propertyId: property.id,
        tenantId: tenant.id,
        landlordId: property.ownerId,
        status: 'pending_payment',
        moveInDate: body.moveInDate,
        durationMonths: body.duration,
        endDate,
        amountPaise: stayRentPaise,
        paymentPlan: body.plan,
        depositPaise,
        createdAt: now,
        reference: bookingReferenceAt(now),
      })
      .returning({ id: bookings.id });
    if (!booking) throw new Error('insert into bookings returned no row');
    const [created] = await tx
      .insert(payments)
      .values({
        bookingId: booking.id,
        tenantId: tenant.id,
        landlordId: property.ownerId,
        propertyId: property.id,
        provider: deps.provider.name,
        amountPaise,
        rentPaise,
        depositPaise,
        createdAt: now,
        expiresAt: new Date(now.getTime() + CHECKOUT_MS),
      })
      .returning();
    if (!created) throw new Error('insert into payments returned no row');
    return created;
  });
  if (payment.providerSessionId && payment.checkoutUrl) {
    return { url: payment.checkoutUrl, sessionId: payment.providerSessionId };
  }

  // Outside the transaction: the provider is a network call. Its idempotency key is our payment
  // id, so two requests that reach this point for one payment get one session.
  const stayLine = `${monthsLabel(body.duration)} at ${property.title} from ${formatMarketDate(body.moveInDate)}`;
  const description =
    body.plan === 'monthly' ? `First month's rent${depositPaise > 0 ? ' and deposit' : ''}: ${stayLine}` : stayLine;
  return openProviderCheckout(deps, payment, tenant, appUrl, {
    description,
    metadata: {
      paymentId: payment.id,
      bookingId: payment.bookingId,
      propertyId: property.id,
      propertyTitle: property.title,
      location: property.location,
      moveInDate: body.moveInDate,
      months: String(body.duration),
    },
  });
}

/**
 * The tenant's still-open checkout for exactly this stay, at this amount, with this provider, that
 * stays open past `openUntilAfter`: reused when Confirm Booking is pressed twice.
 */
export async function findOpenCheckout(
  db: DbOrTx,
  stay: {
    tenantId: string;
    propertyId: string;
    moveInDate: string;
    duration: number;
    plan: CreateCheckoutBody['plan'];
    provider: PaymentProvider['name'];
    amountPaise: number;
    openUntilAfter: Date;
  },
): Promise<PaymentRow | undefined> {
  const [open] = await db
    .select({ payment: payments })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(
      and(
        eq(bookings.tenantId, stay.tenantId),
        eq(bookings.propertyId, stay.propertyId),
        eq(bookings.status, 'pending_payment'),
        eq(bookings.moveInDate, stay.moveInDate),
        eq(bookings.durationMonths, stay.duration),
        eq(bookings.paymentPlan, stay.plan),
        // A stay's first payment (never a later month's): this lets the planner go from the
        // tenant's pending bookings to their payment by payments_booking_key. Without it, open
        // checkouts being rare, PostgreSQL guessed "one pending payment" and read all of payments
        // for every checkout opened (78 ms at 200,000 payments; 1 ms this way).
        isNull(payments.rentPeriod),
        eq(payments.status, 'pending'),
        eq(payments.provider, stay.provider),
        eq(payments.amountPaise, stay.amountPaise),
        gt(payments.expiresAt, stay.openUntilAfter),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return open?.payment;
}

/**
 * Asks the provider for the checkout of a pending payment. Outside any transaction: the provider
 * is a network call. Its idempotency key is our payment id, so two requests that reach this point
 * for one payment get one session.
 */
async function openProviderCheckout(
  deps: CheckoutDeps,
  payment: PaymentRow,
  tenant: AuthUser,
  appUrl: string,
  shown: { description: string; metadata: Record<string, string> },
): Promise<CheckoutSessionResponse> {
  let session: Awaited<ReturnType<PaymentProvider['createCheckout']>>;
  try {
    session = await deps.provider.createCheckout({
      idempotencyKey: payment.id,
      amountPaise: payment.amountPaise,
      currency: 'INR',
      description: shown.description,
      metadata: shown.metadata,
      customerEmail: tenant.email,
      successUrl: `${appUrl}/tenant/payment-success`,
      cancelUrl: `${appUrl}/tenant/payment-cancelled`,
      expiresAt: payment.expiresAt,
    });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    // The pending payment stays: a retry reuses it with the same idempotency key.
    deps.log.error({ err: error, paymentId: payment.id }, 'payment provider refused to open a checkout');
    throw new AppError('PAYMENT_PROVIDER_ERROR', bookingMessages.checkoutFailed, 502);
  }
  await deps.db
    .update(payments)
    .set({ providerSessionId: session.sessionId, checkoutUrl: session.url, expiresAt: session.expiresAt })
    .where(eq(payments.id, payment.id));
  return { url: session.url, sessionId: session.sessionId };
}

/**
 * POST /api/bookings/{id}/rent/{period}/checkout: opens the checkout of one later month of a
 * monthly stay for its tenant, through the same provider door as a booking. Paying a month twice
 * is refused (paid: 409) or answered with the same checkout (one still open); a month not yet
 * payable, a dropped month or a cancelled stay: 409.
 */
export async function createRentCheckout(
  deps: CheckoutDeps,
  tenant: AuthUser,
  bookingId: string,
  period: string,
  appUrl: string,
): Promise<CheckoutSessionResponse> {
  const { db, clock } = deps;
  if (!isUuid(bookingId)) throw AppError.notFound(rentMessages.bookingNotFound);
  // A checkout of this month left pending past its expiry is asked about first (it may have been
  // paid after all, or it closed): only a settled one lets a new checkout of the month open.
  const [stale] = await db
    .select({ sessionId: payments.providerSessionId })
    .from(payments)
    .where(
      and(
        eq(payments.bookingId, bookingId),
        eq(payments.rentPeriod, period),
        eq(payments.status, 'pending'),
        lte(payments.expiresAt, clock.now()),
      ),
    )
    .limit(1);
  if (stale?.sessionId) await confirmCheckout(deps, stale.sessionId);

  const now = clock.now();
  const opened = await db.transaction(async (tx) => {
    const { booking, month } = await lockPayableMonth(tx, tenant, bookingId, period, clock.today());
    const [open] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, booking.id), eq(payments.rentPeriod, period), eq(payments.status, 'pending')))
      .limit(1);
    if (open && (open.providerSessionId || open.expiresAt > now)) return { payment: open, booking, periodEnd: month.periodEnd };
    if (open) {
      // Its provider call failed and it was never opened: it is retried with a fresh expiry.
      const expiresAt = new Date(now.getTime() + CHECKOUT_MS);
      await tx.update(payments).set({ expiresAt }).where(eq(payments.id, open.id));
      return { payment: { ...open, expiresAt }, booking, periodEnd: month.periodEnd };
    }
    const [created] = await tx
      .insert(payments)
      .values({
        bookingId: booking.id,
        tenantId: booking.tenantId,
        landlordId: booking.landlordId,
        propertyId: booking.propertyId,
        provider: deps.provider.name,
        amountPaise: month.amountPaise,
        rentPaise: month.amountPaise,
        rentPeriod: month.periodStart,
        createdAt: now,
        expiresAt: new Date(now.getTime() + CHECKOUT_MS),
      })
      .returning();
    if (!created) throw new Error('insert into payments returned no row');
    return { payment: created, booking, periodEnd: month.periodEnd };
  });
  const { payment, booking, periodEnd } = opened;
  if (payment.providerSessionId && payment.checkoutUrl) {
    return { url: payment.checkoutUrl, sessionId: payment.providerSessionId };
  }
  const [property] = await db.select().from(properties).where(eq(properties.id, booking.propertyId));
  if (!property) throw new Error(`listing of booking ${booking.id} vanished`);
  const month = `${formatMarketDate(period)} – ${formatMarketDate(lastNightOf(periodEnd))}`;
  return openProviderCheckout(deps, payment, tenant, appUrl, {
    description: `Rent for ${month} at ${property.title} (booking ${booking.reference})`,
    metadata: {
      paymentId: payment.id,
      bookingId: booking.id,
      propertyId: property.id,
      propertyTitle: property.title,
      location: property.location,
      moveInDate: period,
      months: '1',
      rentPeriod: period,
    },
  });
}

const OUTCOMES: Record<PaymentCheckCode, Omit<PaymentStatusResponse, 'bookingId'>> = {
  PAYMENT_SUCCESS: { success: true, code: 'PAYMENT_SUCCESS', message: bookingMessages.paymentSuccess },
  BOOKING_CONFLICT: { success: false, code: 'BOOKING_CONFLICT', message: bookingMessages.windowTaken },
  PAYMENT_PENDING: { success: false, code: 'PAYMENT_PENDING', message: 'This payment has not been completed yet.' },
  PAYMENT_EXPIRED: {
    success: false,
    code: 'PAYMENT_EXPIRED',
    message: 'This checkout closed before it was paid. You have not been charged.',
  },
  PAYMENT_FAILED: { success: false, code: 'PAYMENT_FAILED', message: bookingMessages.paymentFailed },
};

const outcome = (code: PaymentCheckCode, payment: Pick<PaymentRow, 'bookingId'>): PaymentStatusResponse => ({
  ...OUTCOMES[code],
  bookingId: payment.bookingId,
});

/** What an already settled payment means; undefined while it can still be confirmed. */
function settledOutcome(payment: PaymentRow): PaymentStatusResponse | undefined {
  if (payment.status === 'paid') return outcome('PAYMENT_SUCCESS', payment);
  if (payment.status === 'refund_pending' || payment.status === 'refunded') {
    const conflict = outcome('BOOKING_CONFLICT', payment);
    return payment.rentPeriod ? { ...conflict, message: rentMessages.noLongerOwed } : conflict;
  }
  return undefined;
}

async function findPaymentBySession(db: DbOrTx, provider: PaymentProvider, sessionId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider.name), eq(payments.providerSessionId, sessionId)))
    .limit(1);
  if (!row) throw AppError.notFound(bookingMessages.sessionNotFound);
  return row;
}

/**
 * GET /api/payment/status/{session_id}: the paying tenant (or the admin) confirms their checkout,
 * and on success reads back what was bought.
 */
export async function checkPayment(deps: CheckoutDeps, user: AuthUser, sessionId: string): Promise<PaymentStatusResponse> {
  const payment = await findPaymentBySession(deps.db, deps.provider, sessionId);
  assertCanCheckPayment(user, payment);
  const result = await confirmCheckout(deps, sessionId);
  if (!result.success) return result;
  return { ...result, payment: toPaymentSummary(await findPaymentView(deps.db, payment.id)) };
}

/**
 * Turns a paid checkout into a confirmed booking. Called by the status check, the provider's
 * webhook and the demo checkout, in any order and concurrently: the same session confirmed twice
 * gives one booking and one payment. When another tenant's payment confirmed an overlapping stay
 * first, this payment is marked for refund and refunded — never two confirmed stays at once.
 * `reported` is the session as the provider itself has just answered it (its own route, e.g. the
 * demo network's pay), so it is not asked again; anyone else's word is never taken for it.
 */
export async function confirmCheckout(
  deps: CheckoutDeps,
  sessionId: string,
  reported?: SessionState,
): Promise<PaymentStatusResponse> {
  const { db, provider } = deps;
  const payment = await findPaymentBySession(db, provider, sessionId);
  const settled = settledOutcome(payment);
  if (settled) return settled;

  let session: SessionState | undefined = reported;
  try {
    session ??= await provider.retrieveSession(sessionId);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.log.error({ err: error, paymentId: payment.id }, 'payment provider could not be asked about a session');
    throw new AppError('PAYMENT_PROVIDER_ERROR', bookingMessages.paymentError, 502);
  }
  if (!session) return outcome('PAYMENT_FAILED', payment);
  if (session.status === 'open') return outcome('PAYMENT_PENDING', payment);
  if (session.status === 'expired') {
    await expireUnpaid(db, payment);
    return outcome('PAYMENT_EXPIRED', payment);
  }
  if (session.amountPaise !== payment.amountPaise || session.currency !== payment.currency || !session.transactionId) {
    // The provider took a different amount than this booking costs: never confirm on it.
    deps.log.error({ paymentId: payment.id, session }, 'paid session does not match its payment');
    return outcome('PAYMENT_FAILED', payment);
  }

  // How it was paid (UPI, card, …) is kept for the tenant's history and receipts when the network says.
  const paid = { transactionId: session.transactionId, paidAt: deps.clock.now(), method: session.method ?? null };
  let result: PaymentStatusResponse;
  let notified: Notified[] = [];
  try {
    result = await settlePaidCheckout(db, payment, paid, notified);
  } catch (error) {
    // The exclusion constraint refused the confirmation: a confirmed stay overlapping this one was
    // written without the listing lock. Settling again finds it and takes the refund path.
    if (postgresErrorCode(error) !== EXCLUSION_VIOLATION) throw error;
    notified = [];
    result = await settlePaidCheckout(db, payment, paid, notified);
  }
  if (result.code === 'PAYMENT_SUCCESS') deps.forgetListings();
  await deps.notifications.dispatch(notified);
  if (result.code === 'BOOKING_CONFLICT') await refundTakenPayment(deps, payment.id);
  return result;
}

/**
 * The one transaction that records a captured payment: the listing is locked so confirmations of
 * one listing run one at a time (two tenants paying for the same window at once), then the window
 * is checked again, and the booking and payment change together.
 */
async function settlePaidCheckout(
  db: Database,
  payment: Pick<PaymentRow, 'id' | 'propertyId'>,
  paid: { transactionId: string; paidAt: Date; method: string | null },
  notified: Notified[],
): Promise<PaymentStatusResponse> {
  const paymentId = payment.id;
  return db.transaction(async (tx) => {
    // A payment's listing never changes, so the one read before the transaction is the one to lock.
    await tx.select({ id: properties.id }).from(properties).where(eq(properties.id, payment.propertyId)).for('update');
    // One read under the payment's lock brings its stay and what the confirmation's notifications
    // name; only the payment row is locked (the listing's lock above already lines up confirmations).
    const [row] = await tx
      .select({ locked: payments, booking: bookings, title: properties.title, tenantFirstName: users.firstName })
      .from(payments)
      .innerJoin(bookings, eq(bookings.id, payments.bookingId))
      .innerJoin(properties, eq(properties.id, bookings.propertyId))
      .innerJoin(users, eq(users.id, bookings.tenantId))
      .where(eq(payments.id, paymentId))
      .for('update', { of: payments });
    if (!row) throw new Error(`payment ${paymentId} vanished`);
    const { locked, booking } = row;
    const settled = settledOutcome(locked);
    if (settled) return settled;
    const taken = { ...paid, invoiceNumber: sql<number>`nextval('payment_invoice_number_seq')` };

    if (locked.rentPeriod) {
      // A later month of a stay already confirmed: no dates to check, only whether it is still owed.
      await tx
        .update(payments)
        .set({ status: 'paid', ...taken })
        .where(eq(payments.id, paymentId));
      if (await settleRentPayment(tx, locked, paid.paidAt, notified)) return outcome('PAYMENT_SUCCESS', locked);
      await tx
        .update(payments)
        .set({ status: 'refund_pending', refundedAmountPaise: locked.amountPaise })
        .where(eq(payments.id, paymentId));
      return { ...outcome('BOOKING_CONFLICT', locked), message: rentMessages.noLongerOwed };
    }

    const [clash] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.propertyId, booking.propertyId),
          eq(bookings.status, 'confirmed'),
          ne(bookings.id, booking.id),
          sql`daterange(${bookings.moveInDate}, ${bookings.endDate}) && daterange(${booking.moveInDate}::date, ${booking.endDate}::date)`,
        ),
      )
      .limit(1);
    // Another tenant's live approval holds these dates (this checkout was opened before it, or
    // the listing became 'request' since): the held tenant keeps them, this payment is refunded.
    const held =
      !clash &&
      (await isHeldForAnother(tx, {
        tenantId: booking.tenantId,
        propertyId: booking.propertyId,
        moveInDate: booking.moveInDate,
        endDate: booking.endDate,
        now: paid.paidAt,
      }));
    if (clash || held) {
      await tx.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, booking.id));
      await tx
        .update(payments)
        // The whole amount is owed back: earnings count amount − refunded_amount from now on.
        .set({ status: 'refund_pending', refundedAmountPaise: locked.amountPaise, ...taken })
        .where(eq(payments.id, paymentId));
      return outcome('BOOKING_CONFLICT', locked);
    }
    await tx.update(bookings).set({ status: 'confirmed' }).where(eq(bookings.id, booking.id));
    await tx
      .update(payments)
      .set({ status: 'paid', ...taken })
      .where(eq(payments.id, paymentId));
    // A monthly stay's months are written with it, the first paid by this payment.
    if (booking.paymentPlan === 'monthly') await writeRentPeriods(tx, booking, { id: paymentId, paidAt: paid.paidAt });
    // The approval this stay was paid for is done, in the same commit as the stay.
    await markRequestBooked(tx, booking, locked.createdAt);
    // Tenant and landlord hear of it exactly when the confirmation commits.
    notified.push(
      ...(await notifyBookingConfirmed(tx, paid.paidAt, { booking, title: row.title, tenantFirstName: row.tenantFirstName })),
    );
    return outcome('PAYMENT_SUCCESS', locked);
  });
}

/** Gives the money back for a stay someone else confirmed first. */
async function refundTakenPayment(deps: CheckoutDeps, paymentId: string): Promise<void> {
  const [payment] = await deps.db.select().from(payments).where(eq(payments.id, paymentId));
  if (payment?.status !== 'refund_pending' || !payment.transactionId) return;
  try {
    await deps.provider.refund(payment.transactionId, payment.amountPaise);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    // Left as refund_pending, which the admin sees in Transactions; the tenant's answer does not
    // depend on the refund call succeeding now.
    deps.log.error({ err: error, paymentId }, 'refund failed; the payment stays refund_pending');
    return;
  }
  await deps.db
    .update(payments)
    .set({ status: 'refunded', refundedAt: deps.clock.now() })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'refund_pending')));
}

/** An unpaid checkout that closed: its booking attempt is over (it never held the listing). */
async function expireUnpaid(db: Database, payment: PaymentRow): Promise<void> {
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(payments)
      .set({ status: 'expired' })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
      .returning({ bookingId: payments.bookingId });
    if (!changed) return;
    await tx
      .update(bookings)
      .set({ status: 'cancelled' })
      .where(and(eq(bookings.id, changed.bookingId), eq(bookings.status, 'pending_payment')));
  });
}
