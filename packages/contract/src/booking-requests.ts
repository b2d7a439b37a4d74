import { z } from 'zod';
import {
  BOOKING_REQUEST_STATUSES,
  bookingRequestMessages,
  DECLINE_REASON_MAX,
  RENTER_ABOUT_MAX,
  RENTER_OCCUPANTS_MAX,
  RENTER_OCCUPANTS_MIN,
  RENTER_TEXT_MAX,
} from './booking-request-messages.js';
import { calendarDate, durationField } from './bookings.js';
import { bookingMessages } from './messages.js';

export * from './booking-request-messages.js';

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
