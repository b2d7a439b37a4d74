import { depositMessages } from '@rentease/contract';
import type { BookingRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { AuthUser } from '../auth/auth-user.js';

type Parties = Pick<BookingRow, 'tenantId' | 'landlordId'>;

/** The stay's tenant, its landlord and the admin see where its deposit stands. */
export function assertCanSeeDeposit(user: AuthUser, booking: Parties): void {
  if (user.role === 'admin' || user.id === booking.tenantId || user.id === booking.landlordId) return;
  throw AppError.forbidden(depositMessages.notYourBooking);
}

/** The landlord of the stay settles its deposit; the admin may do it for them. */
export function assertCanSettleDeposit(user: AuthUser, booking: Parties): void {
  if (user.role === 'admin' || (user.role === 'landlord' && user.id === booking.landlordId)) return;
  throw AppError.forbidden(depositMessages.notYours);
}

/** Only the stay's tenant disputes the deductions made from their deposit. */
export function assertCanDisputeDeposit(user: AuthUser, booking: Parties): void {
  if (user.role === 'tenant' && user.id === booking.tenantId) return;
  throw AppError.forbidden(depositMessages.onlyTenantDisputes);
}
