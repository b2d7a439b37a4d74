import { bookingMessages } from '@rentease/contract';
import { AppError } from '../../lib/errors.js';
import type { AuthUser } from '../auth/auth-user.js';

/** A tenant sees their own bookings; the admin anyone's. */
export function assertCanListTenantBookings(user: AuthUser, tenantId: string): void {
  if (user.role === 'admin') return;
  if (user.role === 'tenant' && user.id === tenantId) return;
  throw AppError.forbidden(bookingMessages.notYourBookings);
}

/** A landlord sees the bookings of their own listings; the admin anyone's. */
export function assertCanListLandlordBookings(user: AuthUser, landlordId: string): void {
  if (user.role === 'admin') return;
  if (user.role === 'landlord' && user.id === landlordId) return;
  throw AppError.forbidden(bookingMessages.notYourBookings);
}
