import '../../../components/typography.css';
import './payment-card.css';
import type { PaymentStatus, PaymentSummary } from '@rentease/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type Detail, DetailList } from '../../../components/detail-list';
import { ICON_RECEIPT_LONG } from '../../../components/layout/area-icons';
import { PlainChip } from '../../../components/plain-chip';
import { PlainIcon } from '../../../components/plain-icon';
import { formatMonths } from '../../../lib/calendar';
import { formatDate, formatRupees } from '../../../lib/format';
import { msg } from '../../../lib/i18n';
import { InvoiceDownloadButton } from './invoice-download-button';
import { PAYMENT_STATUS_COLORS, paymentStatusLabel } from './payment-status';
import { ReceiptDownloadButton } from './receipt-download-button';

/**
 * Whose screen shows the card: the tenant's My Payments and the landlord's Payment Invoices show
 * the booking's details; the admin's Transactions show who paid.
 */
export type PaymentCardVariant = 'tenant' | 'landlord' | 'admin';

/** What a missing value reads as: '-' on My Payments, 'N/A' on Transactions. */
const MISSING: Record<PaymentCardVariant, string> = { tenant: '-', landlord: '-', admin: msg('N/A') };

/** Money was taken and not all given back: there is rent to give a receipt for. */
const hasRentReceipt = (payment: PaymentSummary) => Boolean(payment.payment_date) && payment.status !== 'refunded';

/** A payment with its invoice and, once paid, its rent receipt. */
export function PaymentCard({ payment, variant }: { payment: PaymentSummary; variant: PaymentCardVariant }) {
  const { t } = useTranslation();
  const titleId = useId();
  const missing = t(MISSING[variant]);
  const orMissing = (value: string | number | null | undefined) =>
    value === null || value === undefined || value === '' ? missing : value;
  const date = (value: string | null | undefined) => (value ? formatDate(value) : missing);
  const months = (value: number | null | undefined) => (value ? formatMonths(value) : missing);
  const status = PAYMENT_STATUS_COLORS[payment.status as PaymentStatus] ?? PAYMENT_STATUS_COLORS.expired;

  const paymentDetails: Detail[] = [
    ...(variant === 'tenant' ? [] : [{ label: t('Payment ID'), value: payment.payment_id, isCode: true }]),
    { label: t('Transaction ID'), value: orMissing(payment.transaction_id), isCode: Boolean(payment.transaction_id) },
    { label: t('Payment date'), value: date(payment.payment_date) },
    // A cancelled stay's refund: what went back to the card, or is on its way.
    ...(payment.refunded_amount > 0
      ? [
          {
            label: t('Refunded'),
            value:
              payment.status === 'refund_pending'
                ? t('{{amount}} (on its way)', { amount: formatRupees(payment.refunded_amount) })
                : formatRupees(payment.refunded_amount),
          },
        ]
      : []),
  ];
  const whoPaid: Detail[] = [
    { label: t('Tenant'), value: orMissing(payment.tenant_name) },
    {
      label: t('Phone'),
      value: payment.tenant_phone ? (
        <a className="site-link" href={`tel:${payment.tenant_phone.replace(/\s+/g, '')}`}>
          {payment.tenant_phone}
        </a>
      ) : (
        missing
      ),
    },
    { label: t('Move-in date'), value: date(payment.move_in_date) },
    { label: t('Duration'), value: months(payment.duration) },
  ];
  const booking = payment.booking;
  const bookingDetails: Detail[] = [
    { label: t('Reference'), value: orMissing(booking?.reference) },
    { label: t('Booking ID'), value: orMissing(booking?.booking_id), isCode: Boolean(booking?.booking_id) },
    { label: t('Property ID'), value: orMissing(booking?.property_id), isCode: Boolean(booking?.property_id) },
    { label: t('Move-in date'), value: date(booking?.move_in_date) },
    { label: t('Duration'), value: months(booking?.duration) },
    { label: t('Until'), value: date(booking?.last_night) },
  ];

  return (
    <article className="plain-card payment-card" aria-labelledby={titleId}>
      <div className="payment-card-content">
        <div className="payment-card-head">
          <div className="payment-card-icon" aria-hidden>
            <PlainIcon icon={ICON_RECEIPT_LONG} />
          </div>
          <div className="payment-card-title">
            <span className="payment-card-overline">{t('Payment')}</span>
            <h2 id={titleId} className="type-h6">
              {payment.invoice_number ?? payment.payment_id}
            </h2>
          </div>
          <PlainChip label={paymentStatusLabel(payment.status)} tone={status} className="payment-card-status" />
        </div>

        <p className="payment-card-amount">{formatRupees(payment.amount)}</p>
        <p className="type-body2 type-secondary payment-card-place" title={`${payment.property_title}, ${payment.location}`}>
          {payment.property_title}
          {payment.location ? ` · ${payment.location}` : ''}
        </p>

        <div className="payment-card-details">
          <DetailList items={variant === 'admin' ? [...paymentDetails, ...whoPaid] : paymentDetails} />
        </div>

        {variant !== 'admin' && (
          <section className="payment-card-booking" aria-label={t('Booking Details')}>
            <h3>{t('Booking Details')}</h3>
            <DetailList items={bookingDetails} dense />
          </section>
        )}
      </div>
      <div className="payment-card-actions">
        <InvoiceDownloadButton paymentId={payment.payment_id} as={variant === 'admin' ? 'admin' : 'user'} describedBy={titleId} />
        {hasRentReceipt(payment) && (
          <ReceiptDownloadButton
            paymentId={payment.payment_id}
            as={variant === 'admin' ? 'admin' : 'user'}
            describedBy={titleId}
          />
        )}
      </div>
    </article>
  );
}
