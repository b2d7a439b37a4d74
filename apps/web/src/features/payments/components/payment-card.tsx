import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import { Box, Card, CardActions, CardContent, Chip, Link, Typography } from '@mui/material';
import type { PaymentStatus, PaymentSummary } from '@rentease/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type Detail, DetailList } from '../../../components/detail-list';
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
        <Link href={`tel:${payment.tenant_phone.replace(/\s+/g, '')}`}>{payment.tenant_phone}</Link>
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
    <Card component="article" aria-labelledby={titleId} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1, containerType: 'inline-size' }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
          <Box
            aria-hidden
            sx={{
              width: 40,
              height: 40,
              flexShrink: 0,
              borderRadius: 2,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'rgba(15,118,110,0.1)',
              color: 'primary.main',
            }}
          >
            <ReceiptIcon fontSize="small" />
          </Box>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="overline" color="textSecondary" sx={{ display: 'block', lineHeight: 1.4 }}>
              {t('Payment')}
            </Typography>
            <Typography id={titleId} variant="h6" component="h2" sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}>
              {payment.invoice_number ?? payment.payment_id}
            </Typography>
          </Box>
          <Chip
            label={paymentStatusLabel(payment.status)}
            size="small"
            sx={{ fontWeight: 700, color: status.color, bgcolor: status.background }}
          />
        </Box>

        <Typography variant="h4" component="p" sx={{ mt: 2, fontWeight: 800, letterSpacing: '-0.01em' }}>
          {formatRupees(payment.amount)}
        </Typography>
        <Typography variant="body2" color="textSecondary" noWrap title={`${payment.property_title}, ${payment.location}`}>
          {payment.property_title}
          {payment.location ? ` · ${payment.location}` : ''}
        </Typography>

        <Box sx={{ borderTop: 1, borderColor: 'divider', mt: 2, pt: 1.5 }}>
          <DetailList items={variant === 'admin' ? [...paymentDetails, ...whoPaid] : paymentDetails} />
        </Box>

        {variant !== 'admin' && (
          <Box component="section" aria-label={t('Booking Details')} sx={{ mt: 2, p: 1.5, borderRadius: 2, bgcolor: 'grey.50' }}>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              {t('Booking Details')}
            </Typography>
            <DetailList items={bookingDetails} dense />
          </Box>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0 }}>
        <InvoiceDownloadButton paymentId={payment.payment_id} as={variant === 'admin' ? 'admin' : 'user'} describedBy={titleId} />
        {hasRentReceipt(payment) && (
          <ReceiptDownloadButton
            paymentId={payment.payment_id}
            as={variant === 'admin' ? 'admin' : 'user'}
            describedBy={titleId}
          />
        )}
      </CardActions>
    </Card>
  );
}
