import '../../../components/plain-divider.css';
import './payment-success-page.css';
import { bookingMessages, PAYMENT_SUCCESS_COUNTDOWN_SECONDS, type PaymentSummary } from '@rentease/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { bookingKeys } from '../../../features/bookings/api/booking-keys';
import { clearPendingBooking } from '../../../features/bookings/pending-booking';
import { paymentKeys } from '../../../features/payments/api/payment-keys';
import { InvoiceDownloadButton } from '../../../features/payments/components/invoice-download-button';
import { type OutcomeTone, PaymentOutcome, PaymentOutcomeActions } from '../../../features/payments/components/payment-outcome';
import { type PaymentCheck, usePaymentCheck } from '../../../features/payments/hooks/use-payment-check';
import { propertyKeys } from '../../../features/properties/api/properties-api';
import { rentKeys } from '../../../features/rent/api/rent-keys';
import { formatDate, formatNumber, formatRupees } from '../../../lib/format';
import { translateApiMessage } from '../../../lib/i18n';

const SEARCH_PATH = '/tenant/search';

/**
 * Counts down once `active`, then navigates once. The timer belongs to the effect that set it,
 * so StrictMode's second effect run and leaving the page early both leave no stray timer.
 */
function useRedirectCountdown(active: boolean, to: string): number {
  const navigate = useNavigate();
  const [seconds, setSeconds] = useState(PAYMENT_SUCCESS_COUNTDOWN_SECONDS);
  useEffect(() => {
    if (!active) return;
    if (seconds <= 0) {
      navigate(to, { replace: true });
      return;
    }
    const timer = window.setTimeout(() => setSeconds((left) => left - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [active, seconds, navigate, to]);
  return seconds;
}

/** What the tenant just paid for, first on the page: the home, the stay, the amount, the invoice. */
function PurchaseSummary({ payment }: { payment: PaymentSummary }) {
  const { t } = useTranslation();
  // A later month of a monthly stay: the month it pays for, not the stay again.
  const rows: [string, string][] = payment.rent_period
    ? [
        [t('Booking'), payment.booking.reference],
        [t('Rent for'), t('The month from {{date}}', { date: formatDate(payment.rent_period) })],
        [t('Amount paid'), formatRupees(payment.amount)],
      ]
    : [
        [t('Booking'), payment.booking.reference],
        [t('Move-in'), formatDate(payment.move_in_date)],
        [t('Until'), formatDate(payment.booking.last_night)],
        [t('Months'), formatNumber(payment.duration)],
        ...(payment.deposit_amount > 0
          ? ([
              [t('Rent'), formatRupees(payment.rent_amount)],
              [t('Deposit'), formatRupees(payment.deposit_amount)],
            ] as [string, string][])
          : []),
        [t('Amount paid'), formatRupees(payment.amount)],
      ];
  if (payment.invoice_number) rows.push([t('Invoice'), payment.invoice_number]);
  return (
    <section aria-label={t('Your booking')} className="purchase-summary">
      <hr className="plain-divider purchase-summary-divider" />
      <h2 className="type-h6 purchase-summary-title">{payment.property_title}</h2>
      <p className="type-body2 type-secondary purchase-summary-location">{payment.location}</p>
      <dl className="purchase-summary-rows">
        {rows.map(([label, value]) => (
          <div key={label} className="purchase-summary-row">
            <dt className="type-secondary">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * The result in the spec's words, in the language shown, with the server's reason (already in
 * that language) underneath when it adds one.
 */
function describe(check: PaymentCheck | { state: 'invalid' }): { tone: OutcomeTone; title: string; detail?: string } {
  switch (check.state) {
    case 'invalid':
      return { tone: 'error', title: translateApiMessage(bookingMessages.invalidSession) };
    case 'verifying':
      return { tone: 'working', title: translateApiMessage(bookingMessages.verifying) };
    case 'success':
      return { tone: 'success', title: translateApiMessage(bookingMessages.paymentSuccess) };
    case 'failed': {
      const reason = check.result.message;
      const title = translateApiMessage(bookingMessages.paymentFailed);
      return {
        tone: 'error',
        title,
        detail: reason !== bookingMessages.paymentFailed && reason !== title ? reason : undefined,
      };
    }
    case 'error':
      return { tone: 'error', title: translateApiMessage(bookingMessages.paymentError) };
  }
}

/**
 * /tenant/payment-success?session_id=… — where the card checkout sends the tenant back. Verifies
 * the payment (which confirms the booking), says how it went and what was bought, and returns to
 * the search after the 5 s countdown unless the tenant stays to read. Reloading verifies again and
 * gets the same answer.
 */
export default function PaymentSuccessPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const sessionId = params.get('session_id')?.trim() ?? '';
  const queryClient = useQueryClient();
  const payment = usePaymentCheck(sessionId);
  const check = sessionId ? payment : ({ state: 'invalid' } as const);
  const isConfirmed = check.state === 'success';
  const bought = check.state === 'success' ? check.result.payment : undefined;
  // Reading what was bought may take longer than the countdown: the tenant can stop it.
  const [isStaying, setStaying] = useState(false);
  const seconds = useRedirectCountdown(check.state !== 'verifying' && !isStaying, SEARCH_PATH);

  useEffect(() => {
    if (!isConfirmed) return;
    // The pending booking is done with. The lists and the listing's availability changed.
    clearPendingBooking();
    // Marked stale only: they reload when next shown. Refetching now would also repeat this page's
    // own status check, which lives under paymentKeys.all.
    for (const queryKey of [bookingKeys.all, paymentKeys.all, propertyKeys.all, rentKeys.all]) {
      void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
    }
  }, [isConfirmed, queryClient]);

  const { tone, title, detail } = describe(check);
  return (
    <PaymentOutcome tone={tone} title={title} detail={detail}>
      {bought && <PurchaseSummary payment={bought} />}
      {check.state !== 'verifying' && (
        <>
          {!isStaying && (
            <div className="payment-countdown">
              <p className="payment-countdown-text" aria-live="off">
                {t('Redirecting to property listings in {{count}} seconds...', { count: seconds })}
              </p>
              <button type="button" className="site-button site-button-text site-button-small" onClick={() => setStaying(true)}>
                {t('Stay on this page')}
              </button>
            </div>
          )}
          <PaymentOutcomeActions>
            {isConfirmed && (
              <RouterLink to="/tenant/bookings" className="site-button site-button-primary">
                {t('View my bookings')}
              </RouterLink>
            )}
            {bought && (
              <InvoiceDownloadButton paymentId={bought.payment_id} as="user" label={t('Download invoice')} fullWidth={false} />
            )}
            <RouterLink
              to={SEARCH_PATH}
              replace
              className={isConfirmed ? 'site-button site-button-text' : 'site-button site-button-primary'}
            >
              {t('Search Properties')}
            </RouterLink>
          </PaymentOutcomeActions>
        </>
      )}
    </PaymentOutcome>
  );
}
