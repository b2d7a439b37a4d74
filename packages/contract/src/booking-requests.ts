import { z } from 'zod';
import { calendarDate, durationField } from './bookings.js';
import { bookingMessages } from './messages.js';

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

/** A number typed into a form box (a string) or sent as a number; empty means none. */
const optionalNumber = (message: string) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : typeof value === 'string' ? Number(value.trim()) : value),
    z.number({ error: message }).finite(message).min(0, message).max(100_000_000, message).optional(),
  );

/** What a tenant tells the landlord: who moves in, what they do, and a few words about themselves. */
export const renterApplicationBody = z.object({
  occupants: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z
      .number({ error: bookingRequestMessages.occupantsInvalid })
      .int(bookingRequestMessages.occupantsInvalid)
      .min(RENTER_OCCUPANTS_MIN, bookingRequestMessages.occupantsInvalid)
      .max(RENTER_OCCUPANTS_MAX, bookingRequestMessages.occupantsInvalid),
  ),
  occupation: z
    .string({ error: bookingRequestMessages.occupationRequired })
    .trim()
    .min(1, bookingRequestMessages.occupationRequired)
    .max(RENTER_TEXT_MAX, bookingRequestMessages.textTooLong),
  employer: z
    .string({ error: bookingRequestMessages.textTooLong })
    .trim()
    .max(RENTER_TEXT_MAX, bookingRequestMessages.textTooLong)
    .optional()
    .transform((text) => (text ? text : undefined)),
  /** Rupees a month, before tax; optional. */
  monthlyIncome: optionalNumber(bookingRequestMessages.incomeInvalid),
  hasPets: z.boolean({ error: bookingRequestMessages.hasPetsInvalid }),
  about: z
    .string({ error: bookingRequestMessages.aboutTooLong })
    .trim()
    .max(RENTER_ABOUT_MAX, bookingRequestMessages.aboutTooLong)
    .default(''),
});
export type RenterApplicationBody = z.infer<typeof renterApplicationBody>;
export type RenterApplicationInput = z.input<typeof renterApplicationBody>;

/** POST /api/booking-requests: the dates as for a booking, and the application. */
export const createBookingRequestBody = z.object({
  propertyId: z.string({ error: 'Choose a property.' }).min(1, 'Choose a property.').max(100, 'Choose a property.'),
  moveInDate: calendarDate(bookingMessages.moveInDateRequired),
  duration: durationField,
  application: renterApplicationBody,
});
export type CreateBookingRequestBody = z.infer<typeof createBookingRequestBody>;

export const createBookingRequestResponse = z.object({
  id: z.string(),
  status: z.enum(BOOKING_REQUEST_STATUSES),
  /** When the request expires unanswered (ISO instant). */
  expires_at: z.string(),
});
export type CreateBookingRequestResponse = z.infer<typeof createBookingRequestResponse>;

/** POST /api/booking-requests/{id}/decline. */
export const declineBookingRequestBody = z.object({
  reason: z
    .string({ error: bookingRequestMessages.declineReasonTooLong })
    .trim()
    .max(DECLINE_REASON_MAX, bookingRequestMessages.declineReasonTooLong)
    .optional(),
});
export type DeclineBookingRequestBody = z.infer<typeof declineBookingRequestBody>;

/** The application as the landlord reads it (rupees). */
export const renterApplication = z.object({
  occupants: z.number(),
  occupation: z.string(),
  employer: z.string().nullable(),
  /** Rupees a month, or null when not given. */
  monthly_income: z.number().nullable(),
  has_pets: z.boolean(),
  about: z.string(),
});
export type RenterApplication = z.infer<typeof renterApplication>;

/** GET/PUT /api/me/renter-profile: the tenant's last answers, to fill in their next request. */
export const renterProfile = renterApplication.extend({ updated_at: z.string() });
export type RenterProfile = z.infer<typeof renterProfile>;

/** A request as its tenant, the listing's landlord and the admin see it. */
export const bookingRequest = z.object({
  id: z.string(),
  property_id: z.string(),
  tenant_id: z.string(),
  landlord_id: z.string(),
  title: z.string(),
  location: z.string(),
  /** The listing's cover, card size (null without photos). */
  thumbnail: z.string().nullable(),
  tenant_name: z.string(),
  landlord_name: z.string(),
  /** An open request past its time reads as expired, whether or not the expiry job has run yet. */
  status: z.enum(BOOKING_REQUEST_STATUSES),
  move_in_date: z.string(),
  duration: z.number(),
  end_date: z.string(),
  last_night: z.string(),
  /** Rupees: the rent × months when the request was sent, which is what the tenant pays. */
  amount: z.number(),
  /** Rupees: the listing's security deposit, paid on top with the first payment (0 when none). */
  deposit: z.number(),
  application: renterApplication,
  created_at: z.string(),
  /** Pending: when it expires unanswered. Approved: when the approval lapses unpaid. */
  expires_at: z.string(),
  answered_at: z.string().nullable(),
  decline_reason: z.string().nullable(),
  /** The booking an approved request was paid into. */
  booking_id: z.string().nullable(),
});
export type BookingRequest = z.infer<typeof bookingRequest>;
