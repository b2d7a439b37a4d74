import { z } from 'zod';
import { requiredText } from './fields.js';
import { financialYearRange, PAN_PATTERN } from './rent.js';

/**
 * The papers of a stay: the rental agreement both sides sign, and the rent receipts and yearly
 * rent statements a tenant files for their house rent allowance.
 */
export const paperMessages = {
  bookingNotFound: 'Booking not found',
  notYourBooking: 'You can only see the papers of your own bookings.',
  agreementNotReady: 'The rental agreement is ready once the booking is confirmed.',
  adminCannotSign: 'Only the tenant and the landlord sign the rental agreement.',
  alreadySigned: 'You have already signed this rental agreement.',
  fullNameRequired: 'Type your full name to sign',
  fullNameMismatch: 'Type your full name as it is on your account',
  acceptRequired: 'Tick the box to accept the agreement',
  agreementSigned: 'Agreement signed',
  receiptUnavailable: 'A receipt is available once the rent is paid.',
  receiptRefunded: 'This payment was refunded: there is no rent to give a receipt for.',
  financialYearInvalid: 'Give the financial year as 2026-27',
  panInvalid: 'Enter a valid PAN, e.g. ABCDE1234F',
  panLandlordsOnly: 'Only landlords give a PAN.',
} as const;

/** POST /api/bookings/{id}/agreement/sign: the signer types their full name and ticks the box. */
export const signAgreementBody = z.object({
  fullName: requiredText(paperMessages.fullNameRequired),
  accept: z.literal(true, { error: paperMessages.acceptRequired }),
});
export type SignAgreementBody = z.infer<typeof signAgreementBody>;

/** The sign dialog: the box starts unticked, so the form holds a boolean until it is sent. */
export const signAgreementForm = z.object({
  fullName: requiredText(paperMessages.fullNameRequired),
  accept: z.boolean().refine((accepted) => accepted, paperMessages.acceptRequired),
});
export type SignAgreementForm = z.input<typeof signAgreementForm>;

/**
 * GET /api/bookings/{id}/agreement/status: who has signed the document as it reads now, and its
 * SHA-256 (of the unsigned document). A signature over an earlier text (the listing's house rules
 * or a name changed after it) does not count: *_signed_at is null and *_stale_signed_at says when
 * that party signed the older text; they sign again. Once both have signed one document it no
 * longer changes.
 */
export const agreementStatusResponse = z.object({
  tenant_signed_at: z.string().nullable(),
  landlord_signed_at: z.string().nullable(),
  tenant_stale_signed_at: z.string().nullable(),
  landlord_stale_signed_at: z.string().nullable(),
  sha256: z.string(),
});
export type AgreementStatusResponse = z.infer<typeof agreementStatusResponse>;

export const signAgreementResponse = agreementStatusResponse.extend({ message: z.string() });

/** GET /api/bookings/{id}/rent-statement?fy=2026-27: an Indian financial year (April–March). */
export const rentStatementQuery = z.object({
  fy: z
    .string({ error: paperMessages.financialYearInvalid })
    .refine((fy) => financialYearRange(fy) !== undefined, paperMessages.financialYearInvalid),
});

/** A landlord's PAN on the profile: optional, upper-cased; '' clears it, leaving it out keeps it. */
export const profilePanField = z
  .string()
  .trim()
  .toUpperCase()
  .refine((pan) => pan === '' || PAN_PATTERN.test(pan), paperMessages.panInvalid)
  .optional();
