import { bookingMessages } from '@rentease/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { clearPendingBooking, readPendingBooking } from '../../../features/bookings/pending-booking';
import { PaymentOutcome, PaymentOutcomeActions } from '../../../features/payments/components/payment-outcome';
import { usePaymentCheck } from '../../../features/payments/hooks/use-payment-check';
import { msg, translateApiMessage } from '../../../lib/i18n';

const CANCELLED = msg('Payment cancelled. You have not been charged.');
const SEARCH_PATH = '/tenant/search';

/**
 * /tenant/payment-cancelled?session_id=… — where the checkout's cancel link leads. 'Try again'
 * reopens the booking dialog for the listing of the pending booking. The checkout is asked about
 * once, because its 'Back to RentEase' also leads here after a payment went through elsewhere
 * (another tab): then saying "not charged" would be wrong.
 */
export default function PaymentCancelledPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const sessionId = params.get('session_id')?.trim() ?? '';
  const check = usePaymentCheck(sessionId, { poll: false });
  const [pending] = useState(readPendingBooking);
  const isPaid = check.state === 'success';
  useEffect(() => {
    if (isPaid) clearPendingBooking();
  }, [isPaid]);

  if (isPaid) {
    return (
      <PaymentOutcome tone="success" title={translateApiMessage(bookingMessages.paymentSuccess)}>
        <PaymentOutcomeActions>
          <RouterLink to="/tenant/bookings" className="site-button site-button-primary">
            {t('My Bookings')}
          </RouterLink>
          <RouterLink to={SEARCH_PATH} className="site-button site-button-text">
            {t('Back to search')}
          </RouterLink>
        </PaymentOutcomeActions>
      </PaymentOutcome>
    );
  }

  return (
    <PaymentOutcome
      tone="neutral"
      title={t(CANCELLED)}
      detail={t('Nothing was booked. You can choose a move-in date again whenever you are ready.')}
    >
      <PaymentOutcomeActions>
        {pending && (
          <RouterLink
            to={`${SEARCH_PATH}?property=${encodeURIComponent(pending.propertyId)}&book=1`}
            className="site-button site-button-primary"
          >
            {t('Try again')}
          </RouterLink>
        )}
        <RouterLink to={SEARCH_PATH} className={pending ? 'site-button site-button-outlined' : 'site-button site-button-primary'}>
          {t('Back to search')}
        </RouterLink>
      </PaymentOutcomeActions>
    </PaymentOutcome>
  );
}
