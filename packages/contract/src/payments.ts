import { z } from 'zod';
import { historyPageQuery } from './bookings.js';
import { checkoutMessages } from './messages.js';

export const PAYMENT_STATUSES = [
  'pending',
  'paid',
  'failed',
  'expired',
  'refund_pending',
  'refunded',
  'partially_refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The card networks a payment can go through. */
export const PAYMENT_PROVIDERS = ['demo', 'stripe', 'razorpay'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/**
 * GET /api/payment/status/{session_id} codes: PAYMENT_SUCCESS is the spec's; the others say why a
 * payment did not confirm a booking.
 */
export const PAYMENT_CHECK_CODES = [
  'PAYMENT_SUCCESS',
  'PAYMENT_PENDING',
  'PAYMENT_FAILED',
  'PAYMENT_EXPIRED',
  'BOOKING_CONFLICT',
] as const;
export type PaymentCheckCode = (typeof PAYMENT_CHECK_CODES)[number];

/** A payment as the lists show it, with additive fields. */
export const paymentSummary = z.object({
  payment_id: z.string(),
  transaction_id: z.string().nullable(),
  /** Rupees. */
  amount: z.number(),
  status: z.enum(PAYMENT_STATUSES),
  /** Rupees returned (or, while refund_pending, being returned) to the card; the landlord keeps amount − this. */
  refunded_amount: z.number(),
  /** When the card network took the refund (ISO timestamp). */
  refunded_at: z.string().nullable(),
  /** When the card was charged (ISO timestamp). */
  payment_date: z.string().nullable(),
  tenant_name: z.string(),
  tenant_phone: z.string().nullable(),
  move_in_date: z.string(),
  duration: z.number(),
  booking: z.object({
    booking_id: z.string(),
    /** The booking's short reference, e.g. RE-2026-00042. */
    reference: z.string(),
    property_id: z.string(),
    move_in_date: z.string(),
    duration: z.number(),
    /** The stay's last night (yyyy-mm-dd). */
    last_night: z.string(),
  }),
  invoice_number: z.string().nullable(),
  property_title: z.string(),
  location: z.string(),
  landlord_name: z.string(),
  currency: z.string(),
  /** Rupees of rent in `amount` (what earnings count). */
  rent_amount: z.number(),
  /** Rupees of security deposit in `amount` (only a booking's first payment carries one). */
  deposit_amount: z.number(),
  /** For a later month of a monthly stay, that month's first day (yyyy-mm-dd); null for a booking's first payment. */
  rent_period: z.string().nullable(),
});
export type PaymentSummary = z.infer<typeof paymentSummary>;

export const paymentStatusResponse = z.object({
  success: z.boolean(),
  code: z.enum(PAYMENT_CHECK_CODES),
  message: z.string(),
  bookingId: z.string().optional(),
  /** With PAYMENT_SUCCESS: what was bought (home, stay, amount, invoice), for the confirmation page. */
  payment: paymentSummary.optional(),
});
export type PaymentStatusResponse = z.infer<typeof paymentStatusResponse>;

/**
 * GET /api/payment/landlord/{userId}: optional filters — `property` matches the listing's id or
 * title, `month` the payment month (YYYY-MM, India time).
 */
export const landlordPaymentsQuery = historyPageQuery.extend({
  property: z.string().trim().max(120).optional(),
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use a month as YYYY-MM')
    .optional(),
});
export type LandlordPaymentsQuery = z.infer<typeof landlordPaymentsQuery>;

export const landlordPaymentsResponse = z.object({
  payments: z.array(paymentSummary),
  /** Rupees received for confirmed stays, across all pages and filters. */
  totalEarnings: z.number(),
  /** Rupees of security deposits taken and not given back: the tenants' money, never earnings. */
  depositsHeld: z.number(),
});
export type LandlordPaymentsResponse = z.infer<typeof landlordPaymentsResponse>;

export const monthlyEarnings = z.object({ month: z.string(), total: z.number() });
export type MonthlyEarnings = z.infer<typeof monthlyEarnings>;

/** GET /api/payment/landlord/{userId}/monthly-summary: by the month paid (the default) or the month of the stay. */
export const monthlyEarningsQuery = z.object({
  by: z.enum(['paid', 'stay'], { error: 'by must be paid or stay' }).default('paid'),
});
export type MonthlyEarningsQuery = z.infer<typeof monthlyEarningsQuery>;

/** GET /api/payment/demo/{sessionId}: what the demo checkout page shows. */
export const demoCheckoutSession = z.object({
  sessionId: z.string(),
  status: z.enum(['open', 'paid', 'expired']),
  description: z.string(),
  propertyTitle: z.string(),
  location: z.string(),
  moveInDate: z.string(),
  months: z.number(),
  /** Rupees. */
  amount: z.number(),
  currency: z.string(),
  expiresAt: z.string(),
  cancelUrl: z.string(),
  /** Where a paid session goes (the payment-success page). */
  successUrl: z.string(),
});
export type DemoCheckoutSession = z.infer<typeof demoCheckoutSession>;

const digitsOnly = (value: unknown) => (typeof value === 'string' ? value.replace(/[\s-]/g, '') : value);

/** Luhn checksum: catches a mistyped digit or two swapped neighbours before anything is charged. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** POST /api/payment/demo/{sessionId}/pay. Whether the card has expired is checked on the server's clock. */
export const demoPayBody = z.object({
  cardNumber: z.preprocess(
    digitsOnly,
    z
      .string({ error: checkoutMessages.cardNumberInvalid })
      .regex(/^\d{12,19}$/, checkoutMessages.cardNumberInvalid)
      .refine(passesLuhn, checkoutMessages.cardNumberInvalid),
  ),
  expiry: z
    .string({ error: checkoutMessages.expiryInvalid })
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, checkoutMessages.expiryInvalid),
  cvc: z
    .string({ error: checkoutMessages.cvcInvalid })
    .trim()
    .regex(/^\d{3,4}$/, checkoutMessages.cvcInvalid),
  name: z.string({ error: checkoutMessages.nameRequired }).trim().min(1, checkoutMessages.nameRequired).max(100),
});
export type DemoPayBody = z.infer<typeof demoPayBody>;

export const demoPayResponse = z.object({ redirectUrl: z.string() });
export type DemoPayResponse = z.infer<typeof demoPayResponse>;
