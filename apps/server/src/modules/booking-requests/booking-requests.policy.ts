import { bookingRequestMessages } from '@rentease/contract';
import type { BookingRequestRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { AuthUser } from '../auth/auth-user.js';

/**
 * Only the listing's landlord answers a request. To anyone else it does not exist: a landlord
 * probing ids learns nothing about other people's tenants.
 */
export function assertCanAnswerRequest(user: AuthUser, request: Pick<BookingRequestRow, 'landlordId'>): void {
  if (user.role === 'landlord' && request.landlordId === user.id) return;
  throw AppError.notFound(bookingRequestMessages.notFound);
}

/** Only the tenant who sent a request withdraws it; to anyone else it does not exist. */
export function assertCanWithdrawRequest(user: AuthUser, request: Pick<BookingRequestRow, 'tenantId'>): void {
  if (user.role === 'tenant' && request.tenantId === user.id) return;
  throw AppError.notFound(bookingRequestMessages.notFound);
}

/** Requests are for tenants: a landlord or the admin cannot ask to book. */
export function assertCanRequestToBook(user: AuthUser): void {
  if (user.role !== 'tenant') throw AppError.forbidden(bookingRequestMessages.tenantsOnly);
}
