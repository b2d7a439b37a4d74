import { z } from 'zod';

/** Machine-readable error codes; the human text travels in `error`. */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'INVALID_JSON',
  'INVALID_IMAGE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNAUTHENTICATED',
  'INVALID_TOKEN',
  'INVALID_CREDENTIALS',
  'ACCOUNT_BLOCKED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'EMAIL_TAKEN',
  'EMAIL_NOT_VERIFIED',
  'LINK_INVALID',
  'LINK_EXPIRED',
  'RATE_LIMITED',
  'PAYMENT_DECLINED',
  'PAYMENT_PROVIDER_ERROR',
  'CHECKOUT_CLOSED',
  'VISIT_SLOT_TAKEN',
  'INTERNAL_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The one error body every endpoint answers with (4xx and 5xx). */
export const apiErrorBody = z.object({
  error: z.string(),
  code: z.string(),
  details: z.record(z.string(), z.string()).optional(),
  /** On a 500: the id under which the server logged what went wrong. */
  requestId: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBody>;

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;
