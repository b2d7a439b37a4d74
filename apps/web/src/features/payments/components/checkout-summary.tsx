import type { DemoCheckoutSession } from '@rentease/contract';
import { useTranslation } from 'react-i18next';
import { ICON_PLACE_OUTLINED } from '../../../components/common-icons';
import { PlainIcon } from '../../../components/plain-icon';
import { formatMonths } from '../../../lib/calendar';
import { formatDate, formatRupees } from '../../../lib/format';

function Row({ label, value, total = false }: { label: string; value: string; total?: boolean }) {
  return (
    <div className={total ? 'checkout-row checkout-row-total' : 'checkout-row'}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** What the tenant is paying for: the listing, the stay and the amount, as a hosted checkout shows it. */
export function CheckoutSummary({ session }: { session: DemoCheckoutSession }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="checkout-summary-title" className="checkout-summary">
      <span className="checkout-summary-overline">{t('Pay RentEase')}</span>
      <p className="type-h2 checkout-summary-amount" data-testid="checkout-amount">
        {formatRupees(session.amount)}
      </p>
      <h2 className="type-h5 checkout-summary-title" id="checkout-summary-title">
        {session.propertyTitle}
      </h2>
      {session.location && (
        <p className="checkout-summary-place">
          <PlainIcon icon={ICON_PLACE_OUTLINED} />
          <span>{session.location}</span>
        </p>
      )}
      <dl className="checkout-summary-rows">
        <Row label={t('Move-in date')} value={formatDate(session.moveInDate)} />
        <Row label={t('Duration')} value={formatMonths(session.months)} />
        <Row
          label={t('Monthly rent')}
          value={formatRupees(session.months > 0 ? session.amount / session.months : session.amount)}
        />
        <Row label={t('Total due')} value={formatRupees(session.amount)} total />
      </dl>
    </section>
  );
}
