import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { bookings, payments } from '../../db/schema/index.js';

/**
 * The bookings a list shows: confirmed stays, and stays that were confirmed and then cancelled
 * (cancelled_at is set only by a cancellation; an unpaid checkout or a payment that lost its dates
 * also ends 'cancelled' but never had a stay). The same predicate as the list indexes' WHERE, so
 * the planner still walks them.
 */
export const listedBookingSql: SQL = sql`(${bookings.status} = 'confirmed' OR ${bookings.cancelledAt} IS NOT NULL)`;

/**
 * The payment columns a booking list needs: its first payment (payments LEFT JOINed on booking_id
 * and no rent month, at most one row; a monthly stay's later months are payments of their own).
 */
export const bookingPaymentColumns = {
  paymentId: payments.id,
  paymentStatus: payments.status,
  paymentPaidAt: payments.paidAt,
  paymentAmountPaise: payments.amountPaise,
  paymentRefundedPaise: payments.refundedAmountPaise,
};
export const bookingPaymentJoin = and(eq(payments.bookingId, bookings.id), isNull(payments.rentPeriod));
