import { rentMessages } from '@rentease/contract';
import type { BookingRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { AuthUser } from '../auth/auth-user.js';

/** A stay's rent schedule is for its tenant, its landlord and the admin. */
export function assertCanSeeRent(user: AuthUser, booking: Pick<BookingRow, 'tenantId' | 'landlordId'>): void {
  if (user.role === 'admin') return;
  if (user.role === 'tenant' && user.id === booking.tenantId) return;
  if (user.role === 'landlord' && user.id === booking.landlordId) return;
  throw AppError.forbidden(rentMessages.notYourBooking);
}

/** Only the stay's own tenant pays its rent. */
export function assertCanPayRent(user: AuthUser, booking: Pick<BookingRow, 'tenantId'>): void {
  if (user.role === 'tenant' && user.id === booking.tenantId) return;
  throw AppError.forbidden(rentMessages.notYourBooking);
}

/** A landlord sees the rent of their own stays; the admin anyone's. */
export function assertCanListLandlordRent(user: AuthUser, landlordId: string): void {
  if (user.role === 'admin') return;
  if (user.role === 'landlord' && user.id === landlordId) return;
  throw AppError.forbidden(rentMessages.notYourBooking);
}
