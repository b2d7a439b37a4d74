import type { BookingSummary, CancelledBy } from '@rentease/contract';
import type { BookingRow, PaymentRow } from '../../db/schema/index.js';
import { paiseToRupees } from '../../lib/money.js';
import type { AuthUser } from '../auth/auth-user.js';
import { cancellationBlocker, cancellerOf, keptMonthOf, refundForCancellation } from './cancellation.policy.js';

/** Who is looking at a list, and when: what they may cancel, and for how much, depends on both. */
export type BookingViewer = { user: Pick<AuthUser, 'id' | 'role'>; now: Date; today: string };

type CancellationView = Pick<
  BookingRow,
  | 'status'
  | 'moveInDate'
  | 'durationMonths'
  | 'amountPaise'
  | 'depositPaise'
  | 'paymentPlan'
  | 'tenantId'
  | 'landlordId'
  | 'cancelledAt'
  | 'cancelledById'
  | 'cancelReason'
> & {
  paymentStatus: PaymentRow['status'] | null;
  paymentPaidAt: Date | null;
  paymentAmountPaise: number | null;
  paymentRefundedPaise: number | null;
};

type CancellationFields = Pick<
  BookingSummary,
  | 'can_cancel'
  | 'cancel_refund_amount'
  | 'cancel_refund_rule'
  | 'cancelled_at'
  | 'cancelled_by'
  | 'cancel_reason'
  | 'refund_amount'
  | 'refund_pending'
>;

function cancelledBy(view: CancellationView): CancelledBy | null {
  if (!view.cancelledById) return null;
  if (view.cancelledById === view.tenantId) return 'tenant';
  if (view.cancelledById === view.landlordId) return 'landlord';
  return 'admin';
}

/** Row → the cancellation fields of a booking in a list, for this viewer (the same policy the cancel route applies). */
export function toCancellationFields(view: CancellationView, viewer: BookingViewer): CancellationFields {
  const canceller = cancellerOf(viewer.user, view);
  const canCancel = canceller !== undefined && cancellationBlocker(view, viewer.today) === undefined;
  const paid = view.paymentStatus === 'paid' && view.paymentPaidAt ? view.paymentPaidAt : null;
  const refund =
    canCancel && canceller
      ? refundForCancellation({
          canceller,
          amountPaise: view.paymentAmountPaise ?? view.amountPaise,
          durationMonths: view.durationMonths,
          ...keptMonthOf(view),
          paidAt: paid,
          moveInDate: view.moveInDate,
          now: viewer.now,
          today: viewer.today,
        })
      : undefined;
  const isCancelled = view.cancelledAt !== null;
  return {
    can_cancel: canCancel,
    cancel_refund_amount: refund ? paiseToRupees(refund.refundPaise) : null,
    cancel_refund_rule: refund?.rule ?? null,
    cancelled_at: view.cancelledAt?.toISOString() ?? null,
    cancelled_by: cancelledBy(view),
    cancel_reason: view.cancelReason,
    refund_amount: isCancelled ? paiseToRupees(view.paymentRefundedPaise ?? 0) : null,
    refund_pending: isCancelled && view.paymentStatus === 'refund_pending',
  };
}
