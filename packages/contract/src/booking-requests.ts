/**
 * A request to book a 'request' listing. pending → approved (the window is held for the tenant to
 * pay) → booked once paid; or declined by the landlord, withdrawn by the tenant, or expired (unanswered,
 * or approved but unpaid, in time).
 */
export const BOOKING_REQUEST_STATUSES = ['pending', 'approved', 'declined', 'withdrawn', 'expired', 'booked'] as const;
export type BookingRequestStatus = (typeof BOOKING_REQUEST_STATUSES)[number];

/** A pending request unanswered this long expires. */
export const BOOKING_REQUEST_ANSWER_HOURS = 48;
/** An approval not paid within this long lapses and frees the window. */
export const BOOKING_REQUEST_PAY_HOURS = 24;
