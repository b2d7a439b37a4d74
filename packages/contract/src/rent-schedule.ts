import { z } from 'zod';
import { RENT_LATE_AFTER_DAYS, RENT_PAYABLE_DAYS_BEFORE_DUE, RENT_PERIOD_STATUSES, type RentPeriodStatus } from './rent.js';

/**
 * How a month of a stay reads on a given day (India date, yyyy-mm-dd):
 * - 'paid' once its payment is taken (a 'full' stay's months are all paid by its one payment);
 * - 'upcoming' until RENT_PAYABLE_DAYS_BEFORE_DUE days before its due date (it cannot be paid yet);
 * - 'due' from then, through the due date, until RENT_LATE_AFTER_DAYS days after it;
 * - 'late' from RENT_LATE_AFTER_DAYS days after the due date on (still payable; the landlord is told).
 */
export function rentPeriodStatus(period: { dueDate: string; paid: boolean }, today: string): RentPeriodStatus {
  if (period.paid) return 'paid';
  const days = daysBetween(today, period.dueDate);
  if (days > RENT_PAYABLE_DAYS_BEFORE_DUE) return 'upcoming';
  if (days > -RENT_LATE_AFTER_DAYS) return 'due';
  return 'late';
}

/** Whole days from `from` to `to` (both yyyy-mm-dd), negative when `to` is earlier. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** One month of a stay in GET /api/bookings/{id}/rent. Amounts in rupees, days as yyyy-mm-dd. */
export const rentPeriod = z.object({
  /** The month's first day, which is also its due date; the id of the month in the pay route. */
  period: z.string(),
  /** The next month's first day (exclusive). */
  period_end: z.string(),
  amount: z.number(),
  due_date: z.string(),
  status: z.enum(RENT_PERIOD_STATUSES),
  /** The payment that paid it (its invoice), or null while unpaid. */
  payment_id: z.string().nullable(),
  /** When it was paid (ISO timestamp), or null. */
  paid_at: z.string().nullable(),
});
export type RentPeriod = z.infer<typeof rentPeriod>;

export const rentSchedule = z.array(rentPeriod);
export type RentSchedule = z.infer<typeof rentSchedule>;

/** POST /api/bookings/{id}/rent/{period}/checkout: the month is given by its first day. */
export const rentPeriodParams = z.object({
  id: z.string().max(100),
  period: z.iso.date({ error: 'Choose a month of the stay (its first day, yyyy-mm-dd).' }),
});

/** A month as the landlord's Rent page lists it: the schedule's row plus whose stay it is. */
export const landlordRentMonth = rentPeriod.extend({
  booking_id: z.string(),
  reference: z.string(),
  property_id: z.string(),
  property_title: z.string(),
  tenant_name: z.string(),
});
export type LandlordRentMonth = z.infer<typeof landlordRentMonth>;

/** GET /api/rent/landlord/{userId}: the months of the landlord's monthly stays, and their totals in rupees. */
export const landlordRentResponse = z.object({
  months: z.array(landlordRentMonth),
  totals: z.object({ paid: z.number(), due: z.number(), late: z.number(), upcoming: z.number() }),
});
export type LandlordRentResponse = z.infer<typeof landlordRentResponse>;

export const rentMessages = {
  bookingNotFound: 'Booking not found.',
  notYourBooking: 'This booking is not yours.',
  periodNotFound: 'This month is not part of the stay.',
  notMonthly: 'This stay was paid in full; there is no rent to pay.',
  bookingNotActive: 'This booking is not active, so no rent is owed.',
  monthDropped: 'This month was dropped when the stay was cancelled; nothing is owed for it.',
  alreadyPaid: 'This month is already paid.',
  notYetPayable: `This month can be paid from ${RENT_PAYABLE_DAYS_BEFORE_DUE} days before its due date.`,
  noLongerOwed: 'This month is no longer owed. Your payment is being refunded.',
  rentPaid: 'Rent paid.',
} as const;
