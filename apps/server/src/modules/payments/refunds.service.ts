import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { payments } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { type PaymentProvider, PaymentProviderError } from './providers/payment-provider.js';

export type RefundDeps = { db: Database; provider: PaymentProvider; clock: Clock; log: FastifyBaseLogger };

/** Pending refunds sent per sweep: bounds one round's provider calls. */
const RETRY_BATCH = 50;

/**
 * Sends the refund a payment owes (status refund_pending, refunded_amount_paise = what is owed) to
 * the card network, then records it: 'refunded' when the whole amount went back, 'partially_refunded'
 * otherwise. Called outside any transaction (the provider is a network call). When the provider
 * fails the payment stays refund_pending and retryPendingRefunds sends it later; the provider's
 * idempotency (Stripe: one key per payment intent; demo: a conditional update) keeps a repeat — a
 * retry racing the first attempt — from refunding twice.
 */
export async function sendPendingRefund(deps: RefundDeps, paymentId: string): Promise<'refunded' | 'pending'> {
  const [payment] = await deps.db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment) throw new Error(`payment ${paymentId} vanished`);
  if (payment.status !== 'refund_pending') return 'refunded';
  if (!payment.transactionId || payment.refundedAmountPaise <= 0) {
    throw new Error(`payment ${paymentId} is refund_pending without a transaction or an amount`);
  }
  try {
    await deps.provider.refund(payment.transactionId, payment.refundedAmountPaise);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    // Left refund_pending (the admin sees it in Transactions); the next housekeeping round retries.
    deps.log.error({ err: error, paymentId }, 'refund failed; the payment stays refund_pending');
    return 'pending';
  }
  await deps.db
    .update(payments)
    .set({
      status: sql`CASE WHEN ${payments.refundedAmountPaise} = ${payments.amountPaise} THEN 'refunded' ELSE 'partially_refunded' END::payment_status`,
      refundedAt: deps.clock.now(),
    })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'refund_pending')));
  return 'refunded';
}

/**
 * Sends the refunds whose first attempt failed (cancellations and payments for dates someone else
 * took first). Run by housekeeping; returns how many went through.
 */
export async function retryPendingRefunds(deps: RefundDeps): Promise<number> {
  const pending = await deps.db
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.status, 'refund_pending'))
    .orderBy(payments.paidAt)
    .limit(RETRY_BATCH);
  let sent = 0;
  for (const { id } of pending) {
    if ((await sendPendingRefund(deps, id)) === 'refunded') sent += 1;
  }
  return sent;
}
