import { type AgreementParty, paperMessages } from '@rentease/contract';
import type { BookingRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { AuthUser } from '../auth/auth-user.js';

type Parties = Pick<BookingRow, 'tenantId' | 'landlordId'>;

/** The booking's tenant, its landlord and the admin may read its agreement; anyone else is refused. */
export function assertCanReadAgreement(user: Pick<AuthUser, 'id' | 'role'>, booking: Parties): void {
  if (user.role === 'admin') return;
  if (partyOf(user, booking)) return;
  throw AppError.forbidden(paperMessages.notYourBooking);
}

/** Only the two parties sign, each as themselves; the admin reads but never signs for anyone. */
export function assertCanSignAgreement(user: Pick<AuthUser, 'id' | 'role'>, booking: Parties): AgreementParty {
  if (user.role === 'admin') throw AppError.forbidden(paperMessages.adminCannotSign);
  const party = partyOf(user, booking);
  if (!party) throw AppError.forbidden(paperMessages.notYourBooking);
  return party;
}

function partyOf(user: Pick<AuthUser, 'id' | 'role'>, booking: Parties): AgreementParty | undefined {
  if (user.role === 'tenant' && user.id === booking.tenantId) return 'tenant';
  if (user.role === 'landlord' && user.id === booking.landlordId) return 'landlord';
  return undefined;
}

/**
 * An agreement exists for a stay that was confirmed: confirmed now, or cancelled after it was
 * (cancelled_at is only set then). An unpaid checkout has no agreement.
 */
export function assertAgreementReady(booking: Pick<BookingRow, 'status' | 'cancelledAt'>): void {
  if (booking.status === 'confirmed' || booking.cancelledAt) return;
  throw AppError.conflict(paperMessages.agreementNotReady);
}

/** Names compared as people type them: case, spaces and dots do not matter. */
const comparable = (name: string) =>
  name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s.]+/g, '');

/** The typed name must be the signer's own account name (first and last). */
export function assertSignedAsSelf(typed: string, account: { firstName: string; lastName: string }): void {
  if (comparable(typed) === comparable(`${account.firstName} ${account.lastName}`)) return;
  throw AppError.badRequest(paperMessages.fullNameMismatch, { fullName: paperMessages.fullNameMismatch });
}
