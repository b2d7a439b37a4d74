import { z } from 'zod';
import {
  OWNER_DOCUMENT_KINDS,
  OWNER_REJECTION_REASON_MAX_LENGTH,
  OWNER_VERIFICATION_PAGE_SIZE,
  OWNER_VERIFICATION_STATUSES,
  ownerVerificationMessages,
} from './owner-verification-rules.js';

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
