import { type CancelBookingResponse, cancellationMessages } from '@rentease/contract';
import { eq } from 'drizzle-orm';
import { bookings, payments } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { formatInr, paiseToRupees } from '../../lib/money.js';
import { recordAudit } from '../audit/audit.service.js';
import type { AuthUser } from '../auth/auth-user.js';
import type { NotificationDispatcher } from '../notifications/notification-dispatcher.js';
import { notifyBookingCancelled } from '../notifications/notification-events.js';
import { type RefundDeps, sendPendingRefund } from '../payments/refunds.service.js';
import { assertCanCancelBooking, cancellationBlocker, refundForCancellation } from './cancellation.policy.js';

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

    const [payment] = await tx.select().from(payments).where(eq(payments.bookingId, booking.id)).for('update');
    const paid = payment?.paidAt && payment.status === 'paid' ? payment : undefined;
    const refund = refundForCancellation({
      canceller,
      amountPaise: paid?.amountPaise ?? booking.amountPaise,
      durationMonths: booking.durationMonths,
      paidAt: paid?.paidAt ?? null,
      moveInDate: booking.moveInDate,
      now,
      today,
    });
    const cancelReason = reason?.trim() ? reason.trim() : null;
    await tx
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: now, cancelledById: user.id, cancelReason })
      .where(eq(bookings.id, booking.id));
    if (paid && refund.refundPaise > 0) {
      await tx
        .update(payments)
        .set({ status: 'refund_pending', refundedAmountPaise: refund.refundPaise })
        .where(eq(payments.id, paid.id));
    }
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
      refundPaise: paid ? refund.refundPaise : 0,
    });
    return { booking, refund, refundingPaymentId: paid && refund.refundPaise > 0 ? paid.id : undefined, notified };
  });
  // The dates are free again: every process must stop serving the cached "booked until".
  deps.forgetListings();
  await deps.notifications.dispatch(done.notified);

  const refundStatus = done.refundingPaymentId ? await sendPendingRefund(deps, done.refundingPaymentId) : 'refunded';
  return {
    booking_id: done.booking.id,
    status: 'cancelled',
    refund_amount: paiseToRupees(done.refund.refundPaise),
    kept_amount: paiseToRupees(done.refund.keptPaise),
    rule: done.refund.rule,
    refund_status: refundStatus,
  };
}
