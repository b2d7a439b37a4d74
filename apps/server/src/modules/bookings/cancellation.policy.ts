import { CANCELLATION_FULL_REFUND_HOURS, type CancelledBy, cancellationMessages, type RefundRule } from '@rentease/contract';
import type { BookingRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { AuthUser } from '../auth/auth-user.js';

const FULL_REFUND_MS = CANCELLATION_FULL_REFUND_HOURS * 60 * 60 * 1000;

/** Which side a user cancels a booking as, or undefined when it is not theirs to cancel. */
export function cancellerOf(user: Pick<AuthUser, 'id' | 'role'>, booking: Pick<BookingRow, 'tenantId' | 'landlordId'>) {
  if (user.role === 'admin') return 'admin' as const;
  if (user.role === 'landlord' && user.id === booking.landlordId) return 'landlord' as const;
  if (user.role === 'tenant' && user.id === booking.tenantId) return 'tenant' as const;
  return undefined;
}

/** The booking's tenant, the listing's landlord or the admin may cancel it; anyone else is refused. */
export function assertCanCancelBooking(
  user: Pick<AuthUser, 'id' | 'role'>,
  booking: Pick<BookingRow, 'tenantId' | 'landlordId'>,
): CancelledBy {
  const canceller = cancellerOf(user, booking);
  if (!canceller) throw AppError.forbidden(cancellationMessages.notYourBooking);
  return canceller;
}

/**
 * Why a booking cannot be cancelled any more, or undefined when it can: only a confirmed stay
 * whose move-in date is today or later (a stay that has begun is not undone by a refund).
 */
export function cancellationBlocker(booking: Pick<BookingRow, 'status' | 'moveInDate'>, today: string): string | undefined {
  if (booking.status === 'cancelled') return cancellationMessages.alreadyCancelled;
  if (booking.status !== 'confirmed') return cancellationMessages.notConfirmed;
  if (booking.moveInDate < today) return cancellationMessages.moveInPassed;
  return undefined;
}

export type RefundInput = {
  canceller: CancelledBy;
  /** What the tenant paid, in paise: rent (every month's, or the months paid so far) plus any deposit. */
  amountPaise: number;
  durationMonths: number;
  /**
   * One month's rent, in paise, when the payment is not simply rent × months (a deposit, a
   * monthly plan); otherwise amount ÷ months.
   */
  monthlyRentPaise?: number;
  /** When the card was charged; null when no payment was taken (nothing to refund). */
  paidAt: Date | null;
  moveInDate: string;
  now: Date;
  /** Today in the market's time zone (yyyy-mm-dd). */
  today: string;
};

/**
 * The month a late cancellation keeps, for a stay whose payments are not simply its rent (a deposit
 * was paid, or it is paid month by month); undefined otherwise (the policy divides the amount).
 */
export function keptMonthOf(booking: Pick<BookingRow, 'amountPaise' | 'durationMonths' | 'depositPaise' | 'paymentPlan'>) {
  if (booking.depositPaise === 0 && booking.paymentPlan === 'full') return {};
  return { monthlyRentPaise: Math.floor(booking.amountPaise / Math.max(1, booking.durationMonths)) };
}

export type Refund = { refundPaise: number; keptPaise: number; rule: RefundRule };

/**
 * The cancellation policy, in paise:
 * - the landlord or the admin cancelling refunds everything (the tenant did nothing wrong);
 * - a tenant cancelling within 48 hours of paying (48:00:00.000 included) and before the move-in
 *   day gets everything back;
 * - later (or on the move-in day itself) the first month's rent is kept and the rest (the other
 *   months' rent, the deposit) refunded. The
 *   monthly rent is amount ÷ months; amounts are rent × months so it divides exactly, and should
 *   it not, the kept month is rounded down to the paisa, in the tenant's favour. A one-month stay
 *   cancelled late therefore refunds nothing — the whole amount is that first month, and
 *   cancelling still frees the dates for someone else.
 */
export function refundForCancellation(input: RefundInput): Refund {
  if (input.paidAt === null) {
    // A booking without a captured payment (never through our checkout) has nothing to give back.
    return { refundPaise: 0, keptPaise: 0, rule: input.canceller === 'tenant' ? 'first_month_kept' : fullRule(input.canceller) };
  }
  if (input.canceller !== 'tenant') {
    return { refundPaise: input.amountPaise, keptPaise: 0, rule: fullRule(input.canceller) };
  }
  const sincePaid = input.now.getTime() - input.paidAt.getTime();
  if (sincePaid <= FULL_REFUND_MS && input.today < input.moveInDate) {
    return { refundPaise: input.amountPaise, keptPaise: 0, rule: 'full_within_48_hours' };
  }
  const monthPaise = input.monthlyRentPaise ?? Math.floor(input.amountPaise / Math.max(1, input.durationMonths));
  const keptPaise = Math.min(input.amountPaise, monthPaise);
  return { refundPaise: input.amountPaise - keptPaise, keptPaise, rule: 'first_month_kept' };
}

const fullRule = (canceller: 'landlord' | 'admin'): RefundRule => (canceller === 'admin' ? 'full_by_admin' : 'full_by_landlord');
