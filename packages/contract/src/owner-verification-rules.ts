/**
 * Owner verification's states, limits and texts, without a schema: the verified-owner badge shows
 * on every public listing, and importing it must not build the request schemas
 * (owner-verification.ts) in the browser.
 */

/** A landlord's request to be shown as a verified owner, as the admin's queue moves it. */
export const OWNER_VERIFICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type OwnerVerificationStatus = (typeof OWNER_VERIFICATION_STATUSES)[number];
/** The two documents a request carries: proof of ownership (tax receipt, electricity bill) and an ID. */
export const OWNER_DOCUMENT_KINDS = ['ownership', 'identity'] as const;
export type OwnerDocumentKind = (typeof OWNER_DOCUMENT_KINDS)[number];
/** The documents are deleted this many days after the admin's decision; the decision is kept. */
export const OWNER_DOCUMENT_RETENTION_DAYS = 30;

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
