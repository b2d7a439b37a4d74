import { paperMessages } from '@rentease/contract';
import { AppError } from '../../lib/errors.js';
import type { AuthUser } from '../auth/auth-user.js';

/** The tenant who paid, the landlord who was paid and the admin may read a stay's rent papers. */
export function assertCanReadRentPapers(
  user: Pick<AuthUser, 'id' | 'role'>,
  stay: { tenantId: string; landlordId: string },
): void {
  if (user.role === 'admin') return;
  if (user.role === 'tenant' && user.id === stay.tenantId) return;
  if (user.role === 'landlord' && user.id === stay.landlordId) return;
  throw AppError.forbidden(paperMessages.notYourBooking);
}
