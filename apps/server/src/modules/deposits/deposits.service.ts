import {
  DEPOSIT_SETTLE_DAYS,
  type DecideDepositDisputeBody,
  type DepositDisputesQuery,
  type DepositView,
  type DisputeDepositBody,
  depositMessages,
  type SettleDepositBody,
} from '@rentease/contract';
import { and, asc, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DbOrTx } from '../../db/client.js';
import {
  type BookingRow,
  bookings,
  type DepositSettlementRow,
  depositSettlements,
  type PaymentRow,
  payments,
  properties,
  users,
} from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { addCalendarDays } from '../../lib/dates.js';
import { AppError } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { formatInr, rupeesToPaise } from '../../lib/money.js';
import { fullName } from '../../lib/names.js';
import { recordAudit } from '../audit/audit.service.js';
import type { AuthUser } from '../auth/auth-user.js';
import { notifyDepositDisputeDecided, notifyDepositDisputed, notifyDepositSettled } from '../notifications/deposit-events.js';
import type { NotificationDispatcher } from '../notifications/notification-dispatcher.js';
import type { Notified } from '../notifications/notifications.service.js';
import { type PaymentProvider, PaymentProviderError } from '../payments/providers/payment-provider.js';
import { assertCanDisputeDeposit, assertCanSeeDeposit, assertCanSettleDeposit } from './deposits.policy.js';
import { type DisputeListRow, disputeDeadline, toAdminDepositDispute, toDepositView } from './deposits.presenter.js';

export type DepositDeps = {
  db: Database;
  provider: PaymentProvider;
  clock: Clock;
  log: FastifyBaseLogger;
  notifications: NotificationDispatcher;
};

/** Deposit refunds sent per sweep: bounds one round's provider calls. */
const SWEEP_BATCH = 50;

/*
 * Money: a deposit refund goes through the provider against the booking's first payment, but is
 * recorded only here (deposit_settlements.refund_paise, decision_refund_paise, refunded_at), never in
 * payments.refunded_amount_paise or payments.status. That column is the rent given back (a
 * cancellation), which earnings subtract; the deposit was never the landlord's earning, so giving it
 * back must not lower them. A deposit refund therefore names itself to the provider (the refund
 * reference below), so it is a refund of its own beside any cancellation refund of the same payment.
 */
const settlementRefundReference = (bookingId: string) => `deposit-${bookingId}`;
const decisionRefundReference = (bookingId: string) => `deposit-decision-${bookingId}`;

/** The booking's first payment, the one that carried the deposit, when its money was taken. */
async function findDepositPayment(db: DbOrTx, bookingId: string): Promise<PaymentRow | undefined> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), isNull(payments.rentPeriod)));
  return payment;
}

/** The deposit is held when the booking took one and its first payment's money was kept (not all returned). */
function isHeld(booking: Pick<BookingRow, 'depositPaise'>, payment: PaymentRow | undefined): payment is PaymentRow {
  return booking.depositPaise > 0 && !!payment?.paidAt && !!payment.transactionId && payment.status !== 'refunded';
}

/**
 * The day the stay was over, from which the landlord has DEPOSIT_SETTLE_DAYS: its end date once
 * passed; undefined while it goes on. A cancelled stay never reaches a settlement: a booking can
 * only be cancelled up to its move-in day, before anyone has lived there, and the cancellation's
 * refund (cancellation.policy.ts) already returns the whole deposit with the rent it gives back
 * (it keeps at most one month's rent), so settling it too would refund the deposit twice.
 */
export function stayOverOn(booking: Pick<BookingRow, 'status' | 'endDate'>, today: string): string | undefined {
  if (booking.status === 'confirmed') return booking.endDate <= today ? booking.endDate : undefined;
  return undefined;
}

/** The last day the landlord may settle; after it the deadline settles it, all back to the tenant. */
const settleByOf = (overOn: string) => addCalendarDays(overOn, DEPOSIT_SETTLE_DAYS);

async function findSettlement(db: DbOrTx, bookingId: string, lock = false): Promise<DepositSettlementRow | undefined> {
  const query = db.select().from(depositSettlements).where(eq(depositSettlements.bookingId, bookingId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

async function lockBooking(db: DbOrTx, bookingId: string): Promise<BookingRow> {
  if (!isUuid(bookingId)) throw AppError.notFound(depositMessages.bookingNotFound);
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
  if (!booking) throw AppError.notFound(depositMessages.bookingNotFound);
  return booking;
}

/** GET /api/bookings/{id}/deposit: where the deposit stands, for the stay's tenant, landlord or the admin. */
export async function getDeposit(
  deps: Pick<DepositDeps, 'db' | 'clock'>,
  user: AuthUser,
  bookingId: string,
): Promise<DepositView> {
  if (!isUuid(bookingId)) throw AppError.notFound(depositMessages.bookingNotFound);
  const [booking] = await deps.db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking) throw AppError.notFound(depositMessages.bookingNotFound);
  assertCanSeeDeposit(user, booking);
  const payment = await findDepositPayment(deps.db, booking.id);
  const overOn = stayOverOn(booking, deps.clock.today());
  const settlement = await findSettlement(deps.db, booking.id);
  // A cancelled stay's deposit went back with the cancellation refund: nothing is held for it.
  const held = booking.status !== 'cancelled' && isHeld(booking, payment);
  return toDepositView(booking, held, overOn ? settleByOf(overOn) : null, settlement);
}

/**
 * The landlord (or the admin) settles the deposit once the stay is over and before the deadline:
 * the itemised deductions are kept, the rest goes back through the provider, and the tenant is
 * told each item. Once only: the booking row is locked and the settlement keyed by the booking, so
 * two settlements at once (two tabs, landlord and admin) give one, and the second is a 409.
 */
export async function settleDeposit(
  deps: DepositDeps,
  user: AuthUser,
  bookingId: string,
  body: SettleDepositBody,
): Promise<DepositView> {
  const now = deps.clock.now();
  const today = deps.clock.today();
  const notified = await deps.db.transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    assertCanSettleDeposit(user, booking);
    const payment = await findDepositPayment(tx, booking.id);
    if (!isHeld(booking, payment)) throw AppError.conflict(depositMessages.noDeposit);
    if (await findSettlement(tx, booking.id)) throw AppError.conflict(depositMessages.alreadySettled);
    const overOn = stayOverOn(booking, today);
    if (!overOn) throw AppError.conflict(depositMessages.stayNotEnded);
    if (today > settleByOf(overOn)) throw AppError.conflict(depositMessages.settleWindowClosed);
    const deductions = body.deductions.map((item) => ({ reason: item.reason, amountPaise: rupeesToPaise(item.amount) }));
    const deductedPaise = deductions.reduce((sum, item) => sum + item.amountPaise, 0);
    if (deductedPaise > booking.depositPaise) {
      throw AppError.badRequest(depositMessages.deductionsTooHigh, { deductions: depositMessages.deductionsTooHigh });
    }
    const refundPaise = booking.depositPaise - deductedPaise;
    await tx.insert(depositSettlements).values({
      bookingId: booking.id,
      depositPaise: booking.depositPaise,
      deductions,
      refundPaise,
      settledAt: now,
      settledById: user.id,
      // Nothing to send when all of it was kept.
      refundedAt: refundPaise === 0 ? now : null,
    });
    if (user.role === 'admin') {
      await recordAudit(
        tx,
        {
          actorId: user.id,
          action: 'deposit.settled',
          targetType: 'booking',
          targetId: booking.id,
          summary: `Settled a deposit: ${formatInr(refundPaise)} back, ${formatInr(deductedPaise)} deducted`,
          details: { refundPaise, deductions },
        },
        now,
      );
    }
    return notifyDepositSettled(tx, now, {
      bookingId: booking.id,
      depositPaise: booking.depositPaise,
      refundPaise,
      deductions,
      automatic: false,
    });
  });
  await deps.notifications.dispatch(notified);
  await sendDepositRefund(deps, bookingId);
  return getDeposit(deps, user, bookingId);
}

/**
 * The tenant disputes the deductions, once, within DEPOSIT_DISPUTE_DAYS of the settlement; the
 * landlord and the admins are told, and the dispute waits in the admin's queue.
 */
export async function disputeDeposit(
  deps: DepositDeps,
  user: AuthUser,
  bookingId: string,
  body: DisputeDepositBody,
): Promise<DepositView> {
  const now = deps.clock.now();
  const notified = await deps.db.transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    assertCanDisputeDeposit(user, booking);
    const settlement = await findSettlement(tx, booking.id, true);
    if (!settlement) throw AppError.conflict(depositMessages.notSettled);
    if (settlement.disputeStatus) throw AppError.conflict(depositMessages.alreadyDisputed);
    const deadline = disputeDeadline(settlement);
    if (!deadline) throw AppError.conflict(depositMessages.nothingDeducted);
    if (now > deadline) throw AppError.conflict(depositMessages.disputeWindowClosed);
    await tx
      .update(depositSettlements)
      .set({ disputeStatus: 'open', disputeReason: body.reason, disputedAt: now })
      .where(eq(depositSettlements.bookingId, booking.id));
    return notifyDepositDisputed(tx, now, { bookingId: booking.id, reason: body.reason });
  });
  await deps.notifications.dispatch(notified);
  return getDeposit(deps, user, bookingId);
}

/**
 * The admin decides an open dispute, finally: `refund` rupees (0 up to what was deducted) go back on
 * top of the settlement through the provider, the decision is audit-logged, and both sides are told.
 */
export async function decideDepositDispute(
  deps: DepositDeps,
  admin: AuthUser,
  bookingId: string,
  body: DecideDepositDisputeBody,
): Promise<DepositView> {
  const now = deps.clock.now();
  const notified = await deps.db.transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId);
    const settlement = await findSettlement(tx, booking.id, true);
    if (settlement?.disputeStatus !== 'open') throw AppError.conflict(depositMessages.noOpenDispute);
    const deductedPaise = settlement.depositPaise - settlement.refundPaise;
    const decisionRefundPaise = rupeesToPaise(body.refund);
    if (decisionRefundPaise > deductedPaise) {
      throw AppError.badRequest(depositMessages.decisionTooHigh, { refund: depositMessages.decisionTooHigh });
    }
    // One refund is owed at a time: the decision's refund is sent once the settlement's went through.
    if (decisionRefundPaise > 0 && !settlement.refundedAt) throw AppError.conflict(depositMessages.refundStillPending);
    const note = body.note ? body.note : null;
    await tx
      .update(depositSettlements)
      .set({
        disputeStatus: 'decided',
        decidedAt: now,
        decidedById: admin.id,
        decisionNote: note,
        decisionRefundPaise,
        ...(decisionRefundPaise > 0 ? { refundedAt: null } : {}),
      })
      .where(eq(depositSettlements.bookingId, booking.id));
    await recordAudit(
      tx,
      {
        actorId: admin.id,
        action: 'deposit.dispute_decided',
        targetType: 'booking',
        targetId: booking.id,
        summary:
          decisionRefundPaise > 0
            ? `Decided a deposit dispute: ${formatInr(decisionRefundPaise)} more back to the tenant`
            : 'Decided a deposit dispute: the settlement stands',
        details: { decisionRefundPaise, note },
      },
      now,
    );
    return notifyDepositDisputeDecided(tx, now, { bookingId: booking.id, decisionRefundPaise, note });
  });
  await deps.notifications.dispatch(notified);
  await sendDepositRefund(deps, bookingId);
  return getDeposit(deps, admin, bookingId);
}

/**
 * The admin's queue: open disputes oldest first (the longest waiting is decided first), or the
 * decided ones latest decision first (what was just done is what is looked up); with what deciding needs.
 */
export async function listDepositDisputes(db: Database, query: DepositDisputesQuery) {
  const tenant = alias(users, 'tenant');
  const landlord = alias(users, 'landlord');
  const rows = await db
    .select({
      settlement: depositSettlements,
      reference: bookings.reference,
      propertyTitle: properties.title,
      tenantFirst: tenant.firstName,
      tenantLast: tenant.lastName,
      tenantEmail: tenant.email,
      landlordFirst: landlord.firstName,
      landlordLast: landlord.lastName,
      landlordEmail: landlord.email,
    })
    .from(depositSettlements)
    .innerJoin(bookings, eq(bookings.id, depositSettlements.bookingId))
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .innerJoin(tenant, eq(tenant.id, bookings.tenantId))
    .innerJoin(landlord, eq(landlord.id, bookings.landlordId))
    .where(eq(depositSettlements.disputeStatus, query.status))
    .orderBy(
      ...(query.status === 'decided'
        ? [desc(depositSettlements.decidedAt), asc(depositSettlements.bookingId)]
        : [asc(depositSettlements.disputedAt), asc(depositSettlements.bookingId)]),
    )
    .limit(200);
  return rows.map((row) =>
    toAdminDepositDispute({
      settlement: row.settlement,
      reference: row.reference,
      propertyTitle: row.propertyTitle,
      tenantName: fullName(row.tenantFirst, row.tenantLast),
      tenantEmail: row.tenantEmail,
      landlordName: fullName(row.landlordFirst, row.landlordLast),
      landlordEmail: row.landlordEmail,
    } satisfies DisputeListRow),
  );
}

/**
 * Sends the deposit refund a settlement owes (refunded_at null): the settlement's own, or once an
 * admin decided a dispute, the decision's. Outside any transaction (the provider is a network call);
 * when the provider fails it stays owed and the sweep retries it. Each refund names itself to the
 * provider, so a retry racing the first attempt refunds once.
 */
export async function sendDepositRefund(
  deps: Omit<DepositDeps, 'notifications'>,
  bookingId: string,
): Promise<'refunded' | 'pending'> {
  const settlement = await findSettlement(deps.db, bookingId);
  if (!settlement || settlement.refundedAt) return 'refunded';
  const decided = settlement.decidedAt !== null;
  const amountPaise = decided ? settlement.decisionRefundPaise : settlement.refundPaise;
  const payment = await findDepositPayment(deps.db, bookingId);
  if (amountPaise > 0) {
    if (!payment?.transactionId) throw new Error(`deposit of booking ${bookingId} has no payment to refund against`);
    try {
      await deps.provider.refund(
        payment.transactionId,
        amountPaise,
        decided ? decisionRefundReference(bookingId) : settlementRefundReference(bookingId),
      );
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      deps.log.error({ err: error, bookingId }, 'deposit refund failed; it stays owed and is retried');
      return 'pending';
    }
  }
  await deps.db
    .update(depositSettlements)
    .set({ refundedAt: deps.clock.now() })
    .where(and(eq(depositSettlements.bookingId, bookingId), isNull(depositSettlements.refundedAt)));
  return 'refunded';
}

/**
 * The scheduled round: every deposit whose settling window has passed unsettled is settled in full
 * (settled_by_id null) and the tenant and landlord told; then every owed deposit refund is sent.
 * Safe from several processes at once: the settlement is keyed by the booking, so only the process
 * whose insert wins tells anyone, and the refunds name themselves to the provider.
 */
export async function settleOverdueDeposits(deps: DepositDeps): Promise<{ settled: number; refunded: number }> {
  const now = deps.clock.now();
  const lastOverOn = addCalendarDays(deps.clock.today(), -DEPOSIT_SETTLE_DAYS - 1);
  const overdue = await deps.db
    .select({ booking: bookings })
    .from(bookings)
    .innerJoin(payments, and(eq(payments.bookingId, bookings.id), isNull(payments.rentPeriod)))
    .leftJoin(depositSettlements, eq(depositSettlements.bookingId, bookings.id))
    .where(
      and(
        isNull(depositSettlements.bookingId),
        sql`${bookings.depositPaise} > 0`,
        sql`${payments.paidAt} IS NOT NULL`,
        ne(payments.status, 'refunded'),
        eq(bookings.status, 'confirmed'),
        sql`${bookings.endDate} <= ${lastOverOn}::date`,
      ),
    )
    .orderBy(asc(bookings.endDate))
    .limit(SWEEP_BATCH);
  let settled = 0;
  for (const { booking } of overdue) {
    const notified: Notified[] = await deps.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(depositSettlements)
        .values({
          bookingId: booking.id,
          depositPaise: booking.depositPaise,
          deductions: [],
          refundPaise: booking.depositPaise,
          settledAt: now,
        })
        .onConflictDoNothing({ target: depositSettlements.bookingId })
        .returning({ bookingId: depositSettlements.bookingId });
      if (!inserted) return [];
      settled += 1;
      return notifyDepositSettled(tx, now, {
        bookingId: booking.id,
        depositPaise: booking.depositPaise,
        refundPaise: booking.depositPaise,
        deductions: [],
        automatic: true,
      });
    });
    await deps.notifications.dispatch(notified);
  }
  const owed = await deps.db
    .select({ bookingId: depositSettlements.bookingId })
    .from(depositSettlements)
    .where(isNull(depositSettlements.refundedAt))
    .orderBy(asc(depositSettlements.settledAt))
    .limit(SWEEP_BATCH);
  let refunded = 0;
  for (const { bookingId } of owed) {
    if ((await sendDepositRefund(deps, bookingId)) === 'refunded') refunded += 1;
  }
  return { settled, refunded };
}
