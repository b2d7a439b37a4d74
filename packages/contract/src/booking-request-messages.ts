/*
 * Requests to book: their states, limits and texts, in a module of their own without zod. The
 * landlord's Requests page, drawn without MUI, shows them; a module with schemas brings zod along.
 */

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

/** At most this many characters in the application's "about us". */
export const RENTER_ABOUT_MAX = 1000;
export const RENTER_OCCUPANTS_MIN = 1;
export const RENTER_OCCUPANTS_MAX = 12;
/** The longest occupation or employer name kept. */
export const RENTER_TEXT_MAX = 120;
/** The longest reason a landlord may give for declining. */
export const DECLINE_REASON_MAX = 500;

/** The human texts of requests to book. */
export const bookingRequestMessages = {
  occupantsInvalid: `Say how many people will live there (${RENTER_OCCUPANTS_MIN} to ${RENTER_OCCUPANTS_MAX}).`,
  occupationRequired: 'Say what you do for a living.',
  textTooLong: `At most ${RENTER_TEXT_MAX} characters.`,
  incomeInvalid: 'Enter your monthly income in rupees, or leave it empty.',
  hasPetsInvalid: 'Say whether pets will live there.',
  aboutTooLong: `At most ${RENTER_ABOUT_MAX.toLocaleString('en-IN')} characters about you.`,
  declineReasonTooLong: `The reason can be at most ${DECLINE_REASON_MAX.toLocaleString('en-IN')} characters.`,
  instantListing: 'This home is booked instantly: book and pay without a request.',
  requestOnlyListing:
    'The owner of this home approves each booking. Send a request to book; once it is approved you can pay for exactly those dates.',
  alreadyOpen: 'You already have an open request for this home. Withdraw it first to ask for other dates.',
  notFound: 'Booking request not found.',
  notPending: 'This request has already been answered, withdrawn or has expired.',
  notOpen: 'This request is no longer open.',
  moveInPassed: 'The move-in date of this request has passed.',
  windowBooked: 'Those dates are already booked by someone else.',
  listingUnavailable: 'This listing is paused, hidden or deleted: resume it before approving a request.',
  windowHeld: 'You have already approved another request for dates that overlap these.',
  heldForAnother: 'Those dates are held for another tenant whose request the owner approved. Choose other dates.',
  tenantsOnly: 'Only tenants can request to book.',
  noProfile: 'You have not filled in a renter profile yet.',
  sent: 'Request sent. The owner has 48 hours to answer; you will be told either way.',
  approved: 'Request approved. The tenant has 24 hours to pay.',
  declined: 'Request declined.',
  withdrawn: 'Request withdrawn.',
  noRequests: 'No booking requests yet.',
  loadFailed: 'Could not load the booking requests.',
  sendFailed: 'Could not send your request. Please try again.',
  answerFailed: 'Could not answer the request. Please try again.',
} as const;
