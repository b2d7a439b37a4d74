import { bookingMessages } from '@rentease/contract';
import type { PaymentRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { AuthUser } from '../auth/auth-user.js';

/** A tenant sees their own payments; the admin anyone's. */
export function assertCanListTenantPayments(user: AuthUser, tenantId: string): void {
  if (user.role === 'admin') return;
  if (user.role === 'tenant' && user.id === tenantId) return;
  throw AppError.forbidden(bookingMessages.notYourPayment);
}

/** A landlord sees the payments for their own listings (and their earnings); the admin anyone's. */
export function assertCanListLandlordPayments(user: AuthUser, landlordId: string): void {
  if (user.role === 'admin') return;
  if (user.role === 'landlord' && user.id === landlordId) return;
  throw AppError.forbidden(bookingMessages.notYourPayment);
}

/** Only the tenant who pays (or the admin) asks whether a checkout went through. */
export function assertCanCheckPayment(user: AuthUser, payment: Pick<PaymentRow, 'tenantId'>): void {
  if (user.role === 'admin') return;
  if (user.role === 'tenant' && user.id === payment.tenantId) return;
  throw AppError.forbidden(bookingMessages.notYourPayment);
}

/** The paying tenant, the listing's landlord and the admin may download an invoice. */
export function assertCanDownloadInvoice(user: AuthUser, payment: Pick<PaymentRow, 'tenantId' | 'landlordId'>): void {
  if (user.role === 'admin') return;
  if (user.role === 'tenant' && user.id === payment.tenantId) return;
  if (user.role === 'landlord' && user.id === payment.landlordId) return;
  throw AppError.forbidden(bookingMessages.notYourPayment);
}
