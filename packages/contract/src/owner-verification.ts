import { z } from 'zod';
import { OWNER_DOCUMENT_KINDS, OWNER_DOCUMENT_RETENTION_DAYS, OWNER_VERIFICATION_STATUSES } from './accounts.js';

/** Each document (a photo or a PDF scan) may be at most this big. */
export const OWNER_DOCUMENT_MAX_BYTES = 8 * 1024 * 1024;
export const OWNER_REJECTION_REASON_MAX_LENGTH = 500;
/** The admin's queue, a page at a time. */
export const OWNER_VERIFICATION_PAGE_SIZE = 20;

/** What each document is, as the forms and the admin's queue name it. */
export const OWNER_DOCUMENT_LABELS = {
  ownership: 'Proof of ownership (property tax receipt or electricity bill in your name)',
  identity: 'Photo ID (Aadhaar, PAN card, passport or driving licence)',
} as const satisfies Record<(typeof OWNER_DOCUMENT_KINDS)[number], string>;

export const ownerVerificationMessages = {
  documentsRequired: 'Add both documents: proof of ownership and a photo ID.',
  documentType: 'Upload a JPEG, PNG or WebP photo, or a PDF.',
  documentTooLarge: `Each document must be ${OWNER_DOCUMENT_MAX_BYTES / 1024 / 1024} MB or smaller.`,
  unreadableForm: 'The upload could not be read. Please choose the documents and try again.',
  alreadyPending: 'Your documents are already with our team. We will let you know when they are checked.',
  alreadyVerified: 'You are already a verified owner.',
  submitted: 'Thank you! Our team will check your documents, usually within two working days.',
  notFound: 'Verification request not found.',
  documentGone: `This document has been deleted: documents are kept for ${OWNER_DOCUMENT_RETENTION_DAYS} days after the decision.`,
  alreadyDecided: 'This request has already been decided.',
  reasonRequired: 'Say why the request is rejected, so the landlord can fix it',
  reasonTooLong: `Keep the reason to ${OWNER_REJECTION_REASON_MAX_LENGTH} characters`,
  approved: 'Approved: the landlord is now a verified owner.',
  rejected: 'Rejected: the landlord has been told why.',
  badge: 'Verified owner',
  badgeExplained: 'RentEase has checked this owner’s ID and proof of ownership.',
} as const;

/** A request as its landlord sees it. */
export const ownerVerificationRequest = z.object({
  id: z.string(),
  status: z.enum(OWNER_VERIFICATION_STATUSES),
  submitted_at: z.string(),
  decided_at: z.string().nullable(),
  /** Why the admin rejected it (null unless rejected). */
  rejection_reason: z.string().nullable(),
});
export type OwnerVerificationRequest = z.infer<typeof ownerVerificationRequest>;

/** GET /api/me/verification: whether the landlord is a verified owner, and their latest request. */
export const ownerVerificationState = z.object({
  verified: z.boolean(),
  verified_at: z.string().nullable(),
  latest: ownerVerificationRequest.nullable(),
});
export type OwnerVerificationState = z.infer<typeof ownerVerificationState>;

/** A document of a request, as the admin's queue lists it: readable at `url` (authorised) until deleted. */
export const ownerDocument = z.object({
  kind: z.enum(OWNER_DOCUMENT_KINDS),
  content_type: z.string(),
  byte_size: z.number().int(),
  url: z.string(),
});

/** A request in the admin's queue. */
export const adminOwnerVerification = ownerVerificationRequest.extend({
  landlord: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    listings: z.number().int(),
  }),
  /** Empty once the documents were deleted (some days after the decision). */
  documents: z.array(ownerDocument),
  documents_deleted_at: z.string().nullable(),
});
export type AdminOwnerVerification = z.infer<typeof adminOwnerVerification>;

export const ownerVerificationListQuery = z.object({
  status: z.enum(OWNER_VERIFICATION_STATUSES).default('pending'),
  limit: z.coerce.number().int().min(1).max(100).default(OWNER_VERIFICATION_PAGE_SIZE),
  cursor: z.string().max(200).optional(),
});
export type OwnerVerificationListQuery = z.infer<typeof ownerVerificationListQuery>;

/** POST /api/admin/owner-verifications/{id}/decision: approve, or reject with a reason the landlord reads. */
export const decideOwnerVerificationBody = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve') }),
  z.object({
    decision: z.literal('reject'),
    reason: z
      .string({ error: ownerVerificationMessages.reasonRequired })
      .trim()
      .min(1, ownerVerificationMessages.reasonRequired)
      .max(OWNER_REJECTION_REASON_MAX_LENGTH, ownerVerificationMessages.reasonTooLong),
  }),
]);
export type DecideOwnerVerificationBody = z.infer<typeof decideOwnerVerificationBody>;
