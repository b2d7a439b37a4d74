import { z } from 'zod';
import { bookingCancellationFields } from './cancellations.js';
import {
  BOOKING_DURATION_MAX_MONTHS,
  BOOKING_DURATION_MIN_MONTHS,
  BOOKING_PAGE_SIZE,
  BOOKING_PAGE_SIZE_MAX,
} from './constants.js';
import { bookingMessages } from './messages.js';
import { DEFAULT_PAYMENT_PLAN, PAYMENT_PLANS } from './rent.js';
import { myReview } from './reviews.js';

/** A calendar date as yyyy-mm-dd (moveInDate); 2026-02-30 is refused, 2028-02-29 is not. */
export const calendarDate = (message: string) => z.iso.date({ error: message });

/** GET /api/bookings/availability/{propertyId}. */
export const availabilityResponse = z.object({
  availableDate: z.string(),
  /** A confirmed stay runs past today, until the available date. */
  isBooked: z.boolean(),
  /** The move-in window: availableDate and the listing's window of days from it (4 by default: to availableDate + 3 days). */
  moveInWindow: z.object({ from: z.string(), to: z.string() }),
});
export type AvailabilityResponse = z.infer<typeof availabilityResponse>;

/** Query of the booking and payment lists: additive keyset paging (`Link: rel="next"`). */
export const historyPageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(BOOKING_PAGE_SIZE_MAX).default(BOOKING_PAGE_SIZE),
  cursor: z.string().max(200).optional(),
});
export type HistoryPageQuery = z.infer<typeof historyPageQuery>;

export const BOOKING_STATUSES = ['pending_payment', 'confirmed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** A booking as the lists show it, with additive fields. */
export const bookingSummary = z.object({
  booking_id: z.string(),
  /** The booking's short reference people read and quote, e.g. RE-2026-00042. */
  reference: z.string(),
  property_id: z.string(),
  tenant_id: z.string(),
  landlord_id: z.string(),
  /** The payment that paid for the stay (its invoice), or null. */
  payment_id: z.string().nullable(),
  title: z.string(),
  location: z.string(),
  /** Full-size image URLs, cover first. */
  images: z.array(z.string()),
  /** Card-size versions of `images`, same order. */
  thumbnails: z.array(z.string()),
  tenant_name: z.string(),
  tenant_phone: z.string().nullable(),
  move_in_date: z.string(),
  /** Months. */
  duration: z.number(),
  /** First day after the stay (yyyy-mm-dd). */
  end_date: z.string(),
  /** The stay's last night (yyyy-mm-dd), the day before end_date: what people are shown. */
  last_night: z.string(),
  status: z.enum(BOOKING_STATUSES),
  /** Rupees: monthly rent × months (the stay's rent, whatever the plan). */
  amount: z.number(),
  /** 'full': all the rent was paid at checkout; 'monthly': the first month, then month by month. */
  payment_plan: z.enum(PAYMENT_PLANS),
  /** Rupees: the security deposit paid with the first payment (0 when none). */
  deposit: z.number(),
  landlord_name: z.string(),
  created_at: z.string(),
  /** The review of this stay by the side whose list this is (the tenant's or the landlord's), published or not. */
  my_review: myReview.nullable(),
  /** That side may write its review now: confirmed, moved in, not yet reviewed by them. */
  can_review: z.boolean(),
  /** The tenant's published rating from landlords (one decimal; null when none), for the landlord deciding. */
  tenant_rating_average: z.number().nullable(),
  tenant_rating_count: z.number(),
  /** Cancellation with refunds. */
  ...bookingCancellationFields,
});
export type BookingSummary = z.infer<typeof bookingSummary>;

/** A stay's length: a whole number of months from 1 to 24 (a numeric string is read as its number). */
export const durationField = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z
    .number({ error: bookingMessages.durationInvalid })
    .int(bookingMessages.durationInvalid)
    .min(BOOKING_DURATION_MIN_MONTHS, bookingMessages.durationInvalid)
    .max(BOOKING_DURATION_MAX_MONTHS, bookingMessages.durationInvalid),
);

/** POST /api/payment/create-checkout-session. The amount is checked, never trusted. */
export const createCheckoutBody = z.object({
  /** Must be the signed-in tenant (spec clients send it). */
  tenantId: z.string().optional(),
  propertyId: z.string({ error: 'Choose a property.' }).min(1, 'Choose a property.'),
  /**
   * Rupees due today, as the client computed them: monthly price × months ('full') or one month
   * ('monthly'), plus the listing's deposit.
   */
  amount: z.number({ error: bookingMessages.amountMismatch }).positive(bookingMessages.amountMismatch),
  moveInDate: calendarDate(bookingMessages.moveInDateRequired),
  duration: durationField,
  /** How the stay is paid; 'full' when left out. */
  plan: z.enum(PAYMENT_PLANS, { error: 'plan must be full or monthly' }).default(DEFAULT_PAYMENT_PLAN),
});
export type CreateCheckoutBody = z.infer<typeof createCheckoutBody>;
export type CreateCheckoutInput = z.input<typeof createCheckoutBody>;

export const checkoutSessionResponse = z.object({ url: z.string(), sessionId: z.string() });
export type CheckoutSessionResponse = z.infer<typeof checkoutSessionResponse>;
