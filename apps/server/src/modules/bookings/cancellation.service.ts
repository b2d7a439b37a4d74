import { type CancelBookingResponse, cancellationMessages } from '@rentease/contract';
import { asc, eq } from 'drizzle-orm';
import { bookings, type PaymentRow, payments } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { formatInr, paiseToRupees } from '../../lib/money.js';
import { recordAudit } from '../audit/audit.service.js';
import type { AuthUser } from '../auth/auth-user.js';
import type { NotificationDispatcher } from '../notifications/notification-dispatcher.js';
import { notifyBookingCancelled } from '../notifications/notification-events.js';
import { type RefundDeps, sendPendingRefund } from '../payments/refunds.service.js';
import { dropUnpaidMonths } from '../rent/rent.service.js';
import { assertCanCancelBooking, cancellationBlocker, keptMonthOf, refundForCancellation } from './cancellation.policy.js';

export type CancellationDeps = RefundDeps & {
  /** A confirmed stay is gone: cached listing answers (availability) must be read afresh. */
  forgetListings: () => void;
  /** Both sides hear of it, after the cancellation commits. */
  notifications: NotificationDispatcher;
};

/**
 * Cancels a confirmed booking for its tenant, its landlord or the admin, and refunds the tenant by
 * the cancellation policy. Safe order: one transaction marks the booking cancelled and the payment
 * refund_pending with the amount owed (and, for the admin, the audit entry); the card network is
 * called after it commits; the payment becomes refunded / partially_refunded once the network took
 * it. A failed network call leaves a cancelled booking with a refund_pending payment, which
 * housekeeping retries — never a refund without a cancellation, nor a cancellation that forgot
 * its refund.
 */
export async function cancelBooking(
  deps: CancellationDeps,
  user: AuthUser,
  bookingId: string,
  reason: string | undefined,
): Promise<CancelBookingResponse> {
  if (!isUuid(bookingId)) throw AppError.notFound(cancellationMessages.bookingNotFound);
  const now = deps.clock.now();
  const today = deps.clock.today();
  const done = await deps.db.transaction(async (tx) => {
    // The booking row is locked first: two cancellations at once (a double-click, two tabs, the
    // tenant and the landlord together) run one after the other, so the second finds it already
    // cancelled and answers 409 — the tenant is refunded exactly once.
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    if (!booking) throw AppError.notFound(cancellationMessages.bookingNotFound);
    const canceller = assertCanCancelBooking(user, booking);
    const blocker = cancellationBlocker(booking, today);
    if (blocker) throw AppError.conflict(blocker);

    // Every payment the stay took: its first one (rent and any deposit) and, for a monthly stay,
    // each month paid since. The policy applies to their sum.
    const taken = await tx
      .select()
      .from(payments)
      .where(eq(payments.bookingId, booking.id))
      .orderBy(asc(payments.createdAt))
      .for('update');
    const paid = taken.filter((payment) => payment.paidAt && payment.status === 'paid');
    const paidAt = paid.find((payment) => payment.rentPeriod === null)?.paidAt ?? paid[0]?.paidAt ?? null;
    const refund = refundForCancellation({
      canceller,
      amountPaise: paid.length > 0 ? paid.reduce((total, payment) => total + payment.amountPaise, 0) : booking.amountPaise,
      durationMonths: booking.durationMonths,
      ...keptMonthOf(booking),
      paidAt,
      moveInDate: booking.moveInDate,
      now,
      today,
    });
    const cancelReason = reason?.trim() ? reason.trim() : null;
    await tx
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: now, cancelledById: user.id, cancelReason })
      .where(eq(bookings.id, booking.id));
    // The refund is spread over the payments, latest first (later months before the first
    // payment): each gives back at most what it took.
    const refunding = splitRefund(paid, refund.refundPaise);
    for (const { id, refundPaise } of refunding) {
      await tx.update(payments).set({ status: 'refund_pending', refundedAmountPaise: refundPaise }).where(eq(payments.id, id));
    }
    // Months not paid yet are simply dropped: nothing is owed for them any more.
    if (booking.paymentPlan === 'monthly') await dropUnpaidMonths(tx, booking.id, now);
    if (canceller === 'admin') {
      await recordAudit(
        tx,
        {
          actorId: user.id,
          action: 'booking.cancelled',
          targetType: 'booking',
          targetId: booking.id,
          summary: `Cancelled a booking and refunded ${formatInr(refund.refundPaise)}`,
          details: { refundPaise: refund.refundPaise, reason: cancelReason },
        },
        now,
      );
    }
    // Tenant and landlord are told in the same transaction: a notification exactly when the cancellation commits.
    const notified = await notifyBookingCancelled(tx, now, {
      bookingId: booking.id,
      cancelledById: user.id,
      refundPaise: paid.length > 0 ? refund.refundPaise : 0,
    });
    return { booking, refund, refundingPaymentIds: refunding.map((payment) => payment.id), notified };
  });
  // The dates are free again: every process must stop serving the cached "booked until".
  deps.forgetListings();
  await deps.notifications.dispatch(done.notified);

  let refundStatus: 'refunded' | 'pending' = 'refunded';
  for (const paymentId of done.refundingPaymentIds) {
    if ((await sendPendingRefund(deps, paymentId)) === 'pending') refundStatus = 'pending';
  }
  return {
    booking_id: done.booking.id,
    status: 'cancelled',
    refund_amount: paiseToRupees(done.refund.refundPaise),
    kept_amount: paiseToRupees(done.refund.keptPaise),
    rule: done.refund.rule,
    refund_status: refundStatus,
  };
}

/** A refund spread over a stay's payments, the latest first, none giving back more than it took. */
export function splitRefund(paid: Pick<PaymentRow, 'id' | 'amountPaise'>[], refundPaise: number) {
  const refunds: { id: string; refundPaise: number }[] = [];
  let left = refundPaise;
  for (const payment of [...paid].reverse()) {
    if (left <= 0) break;
    const share = Math.min(left, payment.amountPaise);
    refunds.push({ id: payment.id, refundPaise: share });
    left -= share;
  }
  return refunds;
}
