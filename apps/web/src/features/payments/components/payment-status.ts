import type { PaymentStatus } from '@rentease/contract';

/** Statuses are shown as plain words, not as the codes the API speaks. */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  expired: 'Expired',
  refund_pending: 'Refund pending',
  refunded: 'Refunded',
  partially_refunded: 'Partly refunded',
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

export function paymentStatusLabel(status: string): string {
  return PAYMENT_STATUS_LABELS[status as PaymentStatus] ?? status.replace(/_/g, ' ');
}
