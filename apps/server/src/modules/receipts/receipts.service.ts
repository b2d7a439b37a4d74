import {
  addCalendarMonths,
  bookingMessages,
  financialYearRange,
  lastNightOf,
  paperMessages,
  rentPeriodsOf,
} from '@rentease/contract';
import type { Language } from '@rentease/i18n';
import { and, asc, eq, gte, isNotNull, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { type BookingRow, bookings, type PaymentRow, payments, properties, users } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { addCalendarDays, startOfMarketDay } from '../../lib/dates.js';
import { AppError } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { fullName, postalAddressOf } from '../../lib/names.js';
import type { AuthUser } from '../auth/auth-user.js';
import { type RentParties, type RentPeriod, renderRentReceiptPdf, renderRentStatementPdf } from './receipt-pdf.js';
import { assertCanReadRentPapers } from './receipts.policy.js';

export type ReceiptDeps = { db: DbOrTx; clock: Clock };

const tenant = alias(users, 'tenant');
const landlord = alias(users, 'landlord');

/** A landlord's receipt number as printed: R-0003. */
export const formatReceiptNumber = (n: number | null) => (n == null ? 'N/A' : `R-${String(n).padStart(4, '0')}`);

/**
 * The rent a payment leaves paid, in paise. A refund gives the deposit back first (a deposit
 * settlement, or the deposit part of a cancellation's refund); only what goes back beyond the
 * deposit undoes rent.
 */
export function rentReceivedPaise(payment: Pick<PaymentRow, 'rentPaise' | 'depositPaise' | 'refundedAmountPaise'>): number {
  const rentRefunded = Math.max(0, payment.refundedAmountPaise - payment.depositPaise);
  return Math.max(0, payment.rentPaise - rentRefunded);
}

/**
 * The days a payment's rent covers, both ends included: a later month of a 'monthly' stay is that
 * month; a booking's first payment is its first month ('monthly') or the whole stay ('full').
 */
export function rentPeriodPaid(
  payment: Pick<PaymentRow, 'rentPeriod'>,
  booking: Pick<BookingRow, 'moveInDate' | 'durationMonths' | 'endDate' | 'paymentPlan'>,
): RentPeriod {
  const months = rentPeriodsOf(booking.moveInDate, booking.durationMonths);
  if (payment.rentPeriod) {
    const start = payment.rentPeriod;
    const end = months.find((month) => month.start === start)?.end ?? addCalendarMonths(start, 1);
    return { from: start, to: lastNightOf(end) };
  }
  const first = months[0];
  if (booking.paymentPlan === 'monthly' && first) return { from: first.start, to: lastNightOf(first.end) };
  return { from: booking.moveInDate, to: lastNightOf(booking.endDate) };
}

function selectRentPapers(db: DbOrTx) {
  return db
    .select({ payment: payments, booking: bookings, property: properties, tenant, landlord })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .innerJoin(properties, eq(properties.id, payments.propertyId))
    .innerJoin(tenant, eq(tenant.id, payments.tenantId))
    .innerJoin(landlord, eq(landlord.id, payments.landlordId));
}

function partiesOf(row: {
  booking: BookingRow;
  property: { title: string; address: string; location: string; city: string };
  tenant: { firstName: string; lastName: string };
  landlord: { firstName: string; lastName: string; pan: string | null };
}): RentParties {
  return {
    tenant: { name: fullName(row.tenant.firstName, row.tenant.lastName) },
    landlord: { name: fullName(row.landlord.firstName, row.landlord.lastName), pan: row.landlord.pan },
    property: { title: row.property.title, address: postalAddressOf(row.property) },
    bookingReference: row.booking.reference,
  };
}

/** A paid payment's rent receipt (PDF) for its tenant, its landlord or the admin. */
export async function getRentReceipt(deps: ReceiptDeps, user: AuthUser, paymentId: string, language?: Language) {
  if (!isUuid(paymentId)) throw AppError.notFound(bookingMessages.paymentNotFound);
  const [row] = await selectRentPapers(deps.db).where(eq(payments.id, paymentId)).limit(1);
  if (!row) throw AppError.notFound(bookingMessages.paymentNotFound);
  assertCanReadRentPapers(user, row.payment);
  const { payment, booking } = row;
  if (!payment.paidAt) throw AppError.conflict(paperMessages.receiptUnavailable);
  const rentPaise = rentReceivedPaise(payment);
  if (rentPaise <= 0) throw AppError.conflict(paperMessages.receiptRefunded);
  const pdf = await renderRentReceiptPdf({
    ...partiesOf(row),
    receiptNumber: formatReceiptNumber(payment.receiptNumber),
    paymentId: payment.id,
    transactionId: payment.transactionId,
    method: payment.method,
    paidAt: payment.paidAt,
    period: rentPeriodPaid(payment, booking),
    rentPaise,
    generatedAt: deps.clock.now(),
    language,
  });
  return { pdf, paymentId: payment.id };
}

/**
 * One stay's rent statement for an Indian financial year: every payment whose money came in that
 * year (India time), by payment date, with the year's total.
 */
export async function getRentStatement(deps: ReceiptDeps, user: AuthUser, bookingId: string, fy: string, language?: Language) {
  const range = financialYearRange(fy);
  if (!range) throw AppError.badRequest(paperMessages.financialYearInvalid, { fy: paperMessages.financialYearInvalid });
  if (!isUuid(bookingId)) throw AppError.notFound(paperMessages.bookingNotFound);
  const [stay] = await deps.db
    .select({ booking: bookings, property: properties, tenant, landlord })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .innerJoin(tenant, eq(tenant.id, bookings.tenantId))
    .innerJoin(landlord, eq(landlord.id, bookings.landlordId))
    .where(eq(bookings.id, bookingId));
  if (!stay) throw AppError.notFound(paperMessages.bookingNotFound);
  assertCanReadRentPapers(user, stay.booking);
  const paid = await deps.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.bookingId, bookingId),
        isNotNull(payments.paidAt),
        gte(payments.paidAt, startOfMarketDay(range.from)),
        lt(payments.paidAt, startOfMarketDay(range.to)),
      ),
    )
    .orderBy(asc(payments.paidAt), asc(payments.id));
  const rows = paid.flatMap((payment) => {
    const rentPaise = rentReceivedPaise(payment);
    if (!payment.paidAt || rentPaise <= 0) return [];
    return [
      {
        receiptNumber: formatReceiptNumber(payment.receiptNumber),
        paidAt: payment.paidAt,
        period: rentPeriodPaid(payment, stay.booking),
        rentPaise,
        transactionId: payment.transactionId,
      },
    ];
  });
  const pdf = await renderRentStatementPdf({
    ...partiesOf(stay),
    financialYear: fy,
    range: { from: range.from, to: addCalendarDays(range.to, -1) },
    rows,
    generatedAt: deps.clock.now(),
    language,
  });
  return { pdf, reference: stay.booking.reference };
}
