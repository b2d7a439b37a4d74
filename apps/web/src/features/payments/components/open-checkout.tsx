import type { DemoCheckoutSession } from '@rentease/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainTabs } from '../../../components/plain-tabs';
import { formatDateTime } from '../../../lib/format';
import { CardPaymentForm } from './card-payment-form';
import { CheckoutSummary } from './checkout-summary';
import { UpiPaymentForm } from './upi-payment-form';

/** Card or UPI, as Indian checkouts offer: card first, as before; each keeps its own form. */
function PaymentMethods({ session }: { session: DemoCheckoutSession }) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<'card' | 'upi'>('card');
  return (
    <>
      <PlainTabs
        label={t('Payment method')}
        value={method}
        onChange={setMethod}
        className="checkout-methods"
        tabs={[
          { value: 'card', label: t('Card'), id: 'pay-tab-card', controls: 'pay-panel-card' },
          { value: 'upi', label: 'UPI', id: 'pay-tab-upi', controls: 'pay-panel-upi' },
        ]}
      />
      <div role="tabpanel" id={`pay-panel-${method}`} aria-labelledby={`pay-tab-${method}`}>
        {method === 'card' ? <CardPaymentForm session={session} /> : <UpiPaymentForm session={session} />}
      </div>
    </>
  );
}

/**
 * An open checkout: what is paid for beside the card and UPI forms. Its own chunk (with the forms'
 * validation, zod and react-hook-form), fetched while the page asks for the session: the page draws
 * its skeleton without waiting for it.
 */
export function OpenCheckout({ session }: { session: DemoCheckoutSession }) {
  const { t } = useTranslation();
  return (
    <div className="checkout-columns checkout-open">
      <CheckoutSummary session={session} />
      <div className="plain-card checkout-form-card">
        <PaymentMethods session={session} />
        <p className="type-secondary checkout-open-until">
          {t('This checkout stays open until {{time}}.', { time: formatDateTime(session.expiresAt) })}
        </p>
      </div>
    </div>
  );
}
