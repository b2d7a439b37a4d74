import { z } from 'zod';

/** A tenant cancelling within this many hours of paying (and before move-in) gets everything back. */
export const CANCELLATION_FULL_REFUND_HOURS = 48;
export const CANCEL_REASON_MAX = 500;

/** Who cancelled a booking, as the lists show it. */
export const CANCELLED_BY = ['tenant', 'landlord', 'admin'] as const;
export type CancelledBy = (typeof CANCELLED_BY)[number];

/** Which rule decided a refund: shown to the person before they confirm. */
export const REFUND_RULES = ['full_within_48_hours', 'first_month_kept', 'full_by_landlord', 'full_by_admin'] as const;
export type RefundRule = (typeof REFUND_RULES)[number];

/**
 * The cancellation policy in words, shown in the booking dialog before paying and on each booking.
 * A text of the API's catalogue, like every sentence the contract exports.
 */
export const CANCELLATION_POLICY_TEXT =
  `Free cancellation within ${CANCELLATION_FULL_REFUND_HOURS} hours of paying, before your move-in date: you get everything back. ` +
  'After that, the first month’s rent is kept and the rest is refunded. ' +
  'If the landlord cancels, you get everything back.';

/** The human texts of cancellation. */
export const cancellationMessages = {
  reasonTooLong: `The reason can be at most ${CANCEL_REASON_MAX.toLocaleString('en-IN')} characters.`,
  bookingNotFound: 'Booking not found.',
  notYourBooking: 'Only the tenant, the landlord of this property or the admin can cancel this booking.',
  alreadyCancelled: 'This booking is already cancelled.',
  notConfirmed: 'Only a confirmed booking can be cancelled.',
  moveInPassed: 'This stay has already begun; a booking can only be cancelled up to its move-in date.',
  cancelled: 'Booking cancelled.',
} as const;

/** POST /api/bookings/{bookingId}/cancel. An empty reason is no reason. */
export const cancelBookingBody = z.object({
  reason: z
    .string({ error: cancellationMessages.reasonTooLong })
    .trim()
    .max(CANCEL_REASON_MAX, cancellationMessages.reasonTooLong)
    .optional(),
});
export type CancelBookingBody = z.infer<typeof cancelBookingBody>;

export const cancelBookingResponse = z.object({
  booking_id: z.string(),
  status: z.literal('cancelled'),
  /** Rupees returned to the tenant's card (paise-exact). */
  refund_amount: z.number(),
  /** Rupees the landlord keeps. */
  kept_amount: z.number(),
  rule: z.enum(REFUND_RULES),
  /**
   * refunded: the card network took the refund (or there was nothing to refund); pending: the
   * booking is cancelled but the network could not be reached — the refund is retried.
   */
  refund_status: z.enum(['refunded', 'pending']),
});
export type CancelBookingResponse = z.infer<typeof cancelBookingResponse>;

/**
 * What each booking in a list says about cancellation, for the person whose list it is: whether
 * they may cancel now and what they would get back, or who cancelled and what was refunded.
 */
export const bookingCancellationFields = {
  /** The viewer may cancel this booking now (confirmed, move-in today or later, theirs to cancel). */
  can_cancel: z.boolean(),
  /** Rupees the tenant would get back if the viewer cancelled now; null when they cannot cancel. */
  cancel_refund_amount: z.number().nullable(),
  /** The rule that refund follows; null when the viewer cannot cancel. */
  cancel_refund_rule: z.enum(REFUND_RULES).nullable(),
  cancelled_at: z.string().nullable(),
  cancelled_by: z.enum(CANCELLED_BY).nullable(),
  cancel_reason: z.string().nullable(),
  /** Rupees refunded (or being refunded) for a cancelled booking; null otherwise. */
  refund_amount: z.number().nullable(),
  /** True while the refund of a cancelled booking has not reached the card network yet. */
  refund_pending: z.boolean(),
};
