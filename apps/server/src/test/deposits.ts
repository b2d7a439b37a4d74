import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { type BookingRow, bookings, depositSettlements, type PropertyRow, payments, type UserRow } from '../db/schema/index.js';
import { addCalendarMonths } from '../lib/dates.js';

/**
 * A stay in `property` by `tenant` that ended on `endDate` (yesterday, say), paid up front with
 * its rent (₹20,000 a month) and a deposit of `depositRupees` in one payment by UPI.
 * Returns the booking and the payment's transaction id (what a deposit refund goes against).
 */
export async function buildStayWithDeposit(
  db: Database,
  property: Pick<PropertyRow, 'id' | 'ownerId'>,
  tenant: Pick<UserRow, 'id'>,
  options: { endDate: string; months?: number; depositRupees?: number; status?: 'confirmed' | 'cancelled' },
): Promise<{ booking: BookingRow; transactionId: string }> {
  const months = options.months ?? 2;
  const moveInDate = addCalendarMonths(options.endDate, -months);
  const depositPaise = Math.round((options.depositRupees ?? 40_000) * 100);
  const rentPaise = 2_000_000 * months;
  const [booking] = await db
    .insert(bookings)
    .values({
      propertyId: property.id,
      tenantId: tenant.id,
      landlordId: property.ownerId,
      status: options.status ?? 'confirmed',
      moveInDate,
      durationMonths: months,
      endDate: options.endDate,
      amountPaise: rentPaise + depositPaise,
      depositPaise,
    })
    .returning();
  if (!booking) throw new Error('insert into bookings returned no row');
  const transactionId = `txn_test_${randomUUID()}`;
  const paidAt = new Date(`${moveInDate}T06:00:00Z`);
  await db.insert(payments).values({
    bookingId: booking.id,
    tenantId: tenant.id,
    landlordId: property.ownerId,
    propertyId: property.id,
    provider: 'demo',
    amountPaise: rentPaise + depositPaise,
    rentPaise,
    depositPaise,
    status: 'paid',
    transactionId,
    method: 'upi',
    paidAt,
    createdAt: paidAt,
    expiresAt: paidAt,
    invoiceNumber: sql<number>`nextval('payment_invoice_number_seq')`,
  });
  return { booking, transactionId };
}

/** Settles a stay's deposit directly (one deduction of ₹5,000 unless told), optionally already disputed. */
export async function buildDepositSettlement(
  db: Database,
  booking: Pick<BookingRow, 'id' | 'depositPaise' | 'landlordId'>,
  options: { at: Date; deductionPaise?: number; disputed?: boolean },
): Promise<void> {
  const deductionPaise = options.deductionPaise ?? 500_000;
  await db.insert(depositSettlements).values({
    bookingId: booking.id,
    depositPaise: booking.depositPaise,
    deductions: deductionPaise > 0 ? [{ reason: 'Repainting', amountPaise: deductionPaise }] : [],
    refundPaise: booking.depositPaise - deductionPaise,
    settledAt: options.at,
    settledById: booking.landlordId,
    refundedAt: options.at,
  });
  if (options.disputed) {
    await db
      .update(depositSettlements)
      .set({ disputeStatus: 'open', disputeReason: 'The walls were like that', disputedAt: options.at })
      .where(eq(depositSettlements.bookingId, booking.id));
  }
}
