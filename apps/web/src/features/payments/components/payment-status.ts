import type { PaymentStatus } from '@rentease/contract';
import { i18n, msg } from '../../../lib/i18n';

/** Statuses are shown as plain words, not as the codes the API speaks (in English here: see paymentStatusLabel). */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: msg('Pending'),
  paid: msg('Paid'),
  failed: msg('Failed'),
  expired: msg('Expired'),
  refund_pending: msg('Refund pending'),
  refunded: msg('Refunded'),
  partially_refunded: msg('Partly refunded'),
};

export const PAYMENT_STATUS_COLORS: Record<PaymentStatus, { color: string; background: string }> = {
  paid: { color: '#15803d', background: '#f0fdf4' },
  pending: { color: '#92400e', background: '#fffbeb' },
  refund_pending: { color: '#92400e', background: '#fffbeb' },
  refunded: { color: '#1d4ed8', background: '#eff6ff' },
  partially_refunded: { color: '#1d4ed8', background: '#eff6ff' },
  failed: { color: '#b91c1c', background: '#fef2f2' },
  expired: { color: '#374151', background: '#f3f4f6' },
};

/** A status in the language shown. */
export function paymentStatusLabel(status: string): string {
  const label = PAYMENT_STATUS_LABELS[status as PaymentStatus];
  return label ? i18n.t(label) : status.replace(/_/g, ' ');
}
