import {
  type LandlordRentResponse,
  RENT_LATE_AFTER_DAYS,
  RENT_PAYABLE_DAYS_BEFORE_DUE,
  RENT_REMINDER_DAYS_BEFORE,
  type RentPeriodStatus,
  type RentSchedule,
  rentMessages,
  rentPeriodStatus,
  rentPeriodsOf,
} from '@rentease/contract';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, type SQL, sql, sum } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, DbOrTx } from '../../db/client.js';
import { type BookingRow, bookings, type PaymentRow, payments, properties, rentPeriods, users } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { addCalendarDays } from '../../lib/dates.js';
import { AppError } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { paiseToRupees } from '../../lib/money.js';
import { fullName } from '../../lib/names.js';
import type { AuthUser } from '../auth/auth-user.js';
import type { NotificationDispatcher } from '../notifications/notification-dispatcher.js';
import { notifyRentLate, notifyRentPaid, notifyRentReminder, type RentMonthFacts } from '../notifications/notification-events.js';
import type { Notified } from '../notifications/notifications.service.js';
import { assertCanPayRent, assertCanSeeRent } from './rent.policy.js';

/**
 * A stay's rent split into its months, in paise: rent ÷ months in whole paise, the leftover paise
 * on the first months, so the months add up to the stay's rent exactly (an approved request's
 * price need not divide evenly).
 */
export function monthlySharesOf(totalPaise: number, months: number): number[] {
  const base = Math.floor(totalPaise / months);
  const leftover = totalPaise - base * months;
  return Array.from({ length: months }, (_, i) => base + (i < leftover ? 1 : 0));
}

/**
 * Writes the months of a 'monthly' stay as it is confirmed, in the confirming transaction: month
 * one is paid by the first payment, the others wait for theirs.
 */
export async function writeRentPeriods(
  tx: DbOrTx,
  booking: Pick<BookingRow, 'id' | 'moveInDate' | 'durationMonths' | 'amountPaise'>,
  firstPayment: { id: string; paidAt: Date },
): Promise<void> {
  const shares = monthlySharesOf(booking.amountPaise, booking.durationMonths);
  const rows = rentPeriodsOf(booking.moveInDate, booking.durationMonths).map((period, i) => ({
    bookingId: booking.id,
    periodStart: period.start,
    periodEnd: period.end,
    dueDate: period.start,
    amountPaise: shares[i] ?? 0,
    paymentId: i === 0 ? firstPayment.id : null,
    paidAt: i === 0 ? firstPayment.paidAt : null,
  }));
  // A repeat confirmation (it cannot happen: the payment is settled once under its lock) writes nothing twice.
  await tx.insert(rentPeriods).values(rows).onConflictDoNothing();
}

/** The booking behind a rent route, or 404 for an unknown or malformed id. */
async function findBooking(db: DbOrTx, bookingId: string, lock = false): Promise<BookingRow> {
  if (!isUuid(bookingId)) throw AppError.notFound(rentMessages.bookingNotFound);
  const query = db.select().from(bookings).where(eq(bookings.id, bookingId));
  const [booking] = lock ? await query.for('update') : await query;
  if (!booking) throw AppError.notFound(rentMessages.bookingNotFound);
  return booking;
}

/**
 * GET /api/bookings/{id}/rent: a stay's months in order. A 'monthly' stay answers its rent_periods
 * (months a cancellation dropped are left out: nothing is owed for them); a 'full' stay answers its
 * months as rent shares, all paid by its one payment once it is taken.
 */
export async function findRentSchedule(db: DbOrTx, user: AuthUser, bookingId: string, today: string): Promise<RentSchedule> {
  const booking = await findBooking(db, bookingId);
  assertCanSeeRent(user, booking);
  if (booking.paymentPlan === 'full') {
    const [first] = await db
      .select({ id: payments.id, paidAt: payments.paidAt })
      .from(payments)
      .where(and(eq(payments.bookingId, booking.id), isNull(payments.rentPeriod), isNotNull(payments.paidAt)));
    const shares = monthlySharesOf(booking.amountPaise, booking.durationMonths);
    return rentPeriodsOf(booking.moveInDate, booking.durationMonths).map((period, i) => ({
      period: period.start,
      period_end: period.end,
      amount: paiseToRupees(shares[i] ?? 0),
      due_date: period.start,
      status: rentPeriodStatus({ dueDate: period.start, paid: Boolean(first) }, today),
      payment_id: first?.id ?? null,
      paid_at: first?.paidAt?.toISOString() ?? null,
    }));
  }
  const rows = await db
    .select()
    .from(rentPeriods)
    .where(and(eq(rentPeriods.bookingId, booking.id), isNull(rentPeriods.droppedAt)))
    .orderBy(asc(rentPeriods.periodStart));
  return rows.map((row) => ({
    period: row.periodStart,
    period_end: row.periodEnd,
    amount: paiseToRupees(row.amountPaise),
    due_date: row.dueDate,
    status: rentPeriodStatus({ dueDate: row.dueDate, paid: row.paidAt !== null }, today),
    payment_id: row.paymentId,
    paid_at: row.paidAt?.toISOString() ?? null,
  }));
}

/**
 * Checks, under the booking's lock, that its tenant may pay this month now, and returns the
 * month. Paid, dropped, not yet payable, a 'full' or cancelled stay: 409.
 */
export async function lockPayableMonth(tx: DbOrTx, user: AuthUser, bookingId: string, period: string, today: string) {
  // The booking row is the lock two payments of one booking's months queue on (a double-click):
  // the second finds the first's pending payment and reuses it.
  const booking = await findBooking(tx, bookingId, true);
  assertCanPayRent(user, booking);
  const [month] = await tx
    .select()
    .from(rentPeriods)
    .where(and(eq(rentPeriods.bookingId, booking.id), eq(rentPeriods.periodStart, period)));
  if (booking.paymentPlan !== 'monthly') throw AppError.conflict(rentMessages.notMonthly);
  if (!month) throw AppError.notFound(rentMessages.periodNotFound);
  if (booking.status !== 'confirmed') throw AppError.conflict(rentMessages.bookingNotActive);
  if (month.droppedAt) throw AppError.conflict(rentMessages.monthDropped);
  if (month.paidAt) throw AppError.conflict(rentMessages.alreadyPaid);
  if (today < addCalendarDays(month.dueDate, -RENT_PAYABLE_DAYS_BEFORE_DUE)) throw AppError.conflict(rentMessages.notYetPayable);
  return { booking, month };
}

const tenant = alias(users, 'tenant');

/** The facts every rent notification names, for months of one or more bookings. */
async function rentMonthFacts(tx: DbOrTx, where: SQL): Promise<RentMonthFacts[]> {
  return tx
    .select({
      bookingId: rentPeriods.bookingId,
      reference: bookings.reference,
      tenantId: bookings.tenantId,
      landlordId: bookings.landlordId,
      tenantFirstName: tenant.firstName,
      title: properties.title,
      periodStart: rentPeriods.periodStart,
      periodEnd: rentPeriods.periodEnd,
      dueDate: rentPeriods.dueDate,
      amountPaise: rentPeriods.amountPaise,
    })
    .from(rentPeriods)
    .innerJoin(bookings, eq(bookings.id, rentPeriods.bookingId))
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .innerJoin(tenant, eq(tenant.id, bookings.tenantId))
    .where(where);
}

/**
 * Records a later month's captured payment, inside the confirming transaction (the payment row is
 * locked by the caller): the month is marked paid by it and the landlord told. Returns false when
 * the month is no longer owed (the stay was cancelled, or the month dropped or paid meanwhile):
 * the caller refunds the payment.
 */
export async function settleRentPayment(
  tx: DbOrTx,
  payment: Pick<PaymentRow, 'id' | 'bookingId' | 'rentPeriod'>,
  paidAt: Date,
  notified: Notified[],
): Promise<boolean> {
  if (!payment.rentPeriod) throw new Error(`payment ${payment.id} is not a month's rent`);
  const [booking] = await tx.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, payment.bookingId));
  if (booking?.status !== 'confirmed') return false;
  const thisMonth = and(eq(rentPeriods.bookingId, payment.bookingId), eq(rentPeriods.periodStart, payment.rentPeriod));
  const [marked] = await tx
    .update(rentPeriods)
    .set({ paymentId: payment.id, paidAt })
    .where(and(thisMonth, isNull(rentPeriods.paidAt), isNull(rentPeriods.droppedAt)))
    .returning({ bookingId: rentPeriods.bookingId });
  if (!marked) return false;
  const [facts] = await rentMonthFacts(tx, thisMonth ?? sql`false`);
  if (facts) notified.push(await notifyRentPaid(tx, paidAt, facts));
  return true;
}

/** A cancelled monthly stay owes nothing more: its unpaid months are dropped (in the cancelling transaction). */
export async function dropUnpaidMonths(tx: DbOrTx, bookingId: string, now: Date): Promise<number> {
  const dropped = await tx
    .update(rentPeriods)
    .set({ droppedAt: now })
    .where(and(eq(rentPeriods.bookingId, bookingId), isNull(rentPeriods.paidAt), isNull(rentPeriods.droppedAt)))
    .returning({ periodStart: rentPeriods.periodStart });
  return dropped.length;
}

export type RentReminderDeps = { db: Database; clock: Clock; notifications: NotificationDispatcher };

const unpaidOfConfirmedStay = and(
  isNull(rentPeriods.paidAt),
  isNull(rentPeriods.droppedAt),
  inArray(rentPeriods.bookingId, sql`(SELECT ${bookings.id} FROM ${bookings} WHERE ${bookings.status} = 'confirmed')`),
);

/**
 * The rent reminders of a day: the tenant RENT_REMINDER_DAYS_BEFORE days before a due date and on
 * it, then — RENT_LATE_AFTER_DAYS days after it, still unpaid — the landlord and the tenant that
 * it is late. Each month is claimed by an UPDATE … WHERE reminded … IS NULL RETURNING in the
 * transaction that writes its notifications, so two processes running the round at once send each
 * reminder once (the second's UPDATE waits for the first's row lock, then no longer matches). A
 * round that ran late skips a reminder whose moment has passed (no "due in 3 days" on the due date).
 */
export async function sendRentReminders(deps: RentReminderDeps): Promise<number> {
  const now = deps.clock.now();
  const today = deps.clock.today();
  const lateFrom = addCalendarDays(today, -RENT_LATE_AFTER_DAYS);
  const round = await deps.db.transaction(async (tx) => {
    const notified: Notified[] = [];
    const claim = async (reminder: 'remindedBeforeAt' | 'remindedDueAt' | 'lateNotifiedAt', window: SQL | undefined) => {
      const claimed = await tx
        .update(rentPeriods)
        .set({ [reminder]: now })
        .where(and(unpaidOfConfirmedStay, isNull(rentPeriods[reminder]), window))
        .returning({ bookingId: rentPeriods.bookingId, periodStart: rentPeriods.periodStart });
      if (claimed.length === 0) return [];
      const keys = claimed.map((row) => sql`(${row.bookingId}::uuid, ${row.periodStart}::date)`);
      return rentMonthFacts(tx, sql`(${rentPeriods.bookingId}, ${rentPeriods.periodStart}) IN (${sql.join(keys, sql`, `)})`);
    };
    const soon = await claim(
      'remindedBeforeAt',
      and(gt(rentPeriods.dueDate, today), lte(rentPeriods.dueDate, addCalendarDays(today, RENT_REMINDER_DAYS_BEFORE))),
    );
    for (const month of soon) notified.push(await notifyRentReminder(tx, now, month, 'soon'));
    const due = await claim('remindedDueAt', and(lte(rentPeriods.dueDate, today), gt(rentPeriods.dueDate, lateFrom)));
    for (const month of due) notified.push(await notifyRentReminder(tx, now, month, 'today'));
    const late = await claim('lateNotifiedAt', lte(rentPeriods.dueDate, lateFrom));
    for (const month of late) notified.push(...(await notifyRentLate(tx, now, month)));
    return { count: soon.length + due.length + late.length, notified };
  });
  await deps.notifications.dispatch(round.notified);
  return round.count;
}

/**
 * GET /api/rent/landlord/{userId}: every month of the landlord's monthly stays (cancelled stays'
 * dropped months left out), latest due first, with the totals by status.
 */
export async function listLandlordRent(db: DbOrTx, landlordId: string, today: string): Promise<LandlordRentResponse> {
  const rows = await db
    .select({
      month: rentPeriods,
      reference: bookings.reference,
      propertyId: bookings.propertyId,
      title: properties.title,
      tenantFirstName: tenant.firstName,
      tenantLastName: tenant.lastName,
    })
    .from(rentPeriods)
    .innerJoin(bookings, eq(bookings.id, rentPeriods.bookingId))
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .innerJoin(tenant, eq(tenant.id, bookings.tenantId))
    .where(and(eq(bookings.landlordId, landlordId), isNull(rentPeriods.droppedAt)))
    .orderBy(sql`${rentPeriods.dueDate} DESC`, asc(bookings.reference));
  const totals: Record<RentPeriodStatus, number> = { paid: 0, due: 0, late: 0, upcoming: 0 };
  const months = rows.map(({ month, ...row }) => {
    const status = rentPeriodStatus({ dueDate: month.dueDate, paid: month.paidAt !== null }, today);
    totals[status] += month.amountPaise;
    return {
      booking_id: month.bookingId,
      reference: row.reference,
      property_id: row.propertyId,
      property_title: row.title,
      tenant_name: fullName(row.tenantFirstName, row.tenantLastName),
      period: month.periodStart,
      period_end: month.periodEnd,
      amount: paiseToRupees(month.amountPaise),
      due_date: month.dueDate,
      status,
      payment_id: month.paymentId,
      paid_at: month.paidAt?.toISOString() ?? null,
    };
  });
  return {
    months,
    totals: {
      paid: paiseToRupees(totals.paid),
      due: paiseToRupees(totals.due),
      late: paiseToRupees(totals.late),
      upcoming: paiseToRupees(totals.upcoming),
    },
  };
}

/**
 * The admin dashboard's rent figures: rent collected month by month after checkout (later months'
 * payments, less what went back), and the months of confirmed stays that are late today.
 */
export async function rentOverview(db: DbOrTx, today: string) {
  const lateFrom = addCalendarDays(today, -RENT_LATE_AFTER_DAYS);
  const [[collected], [late]] = await Promise.all([
    db
      .select({
        total: sum(sql`${payments.rentPaise} - LEAST(${payments.rentPaise}, ${payments.refundedAmountPaise})`).mapWith(Number),
      })
      .from(payments)
      .where(and(isNotNull(payments.rentPeriod), isNotNull(payments.paidAt))),
    db
      .select({ n: sql<number>`count(*)::int`, total: sum(rentPeriods.amountPaise).mapWith(Number) })
      .from(rentPeriods)
      .where(and(unpaidOfConfirmedStay, lte(rentPeriods.dueDate, lateFrom))),
  ]);
  return {
    collected: paiseToRupees(collected?.total ?? 0),
    lateMonths: late?.n ?? 0,
    lateAmount: paiseToRupees(late?.total ?? 0),
  };
}
