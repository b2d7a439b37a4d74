import type { DemoCheckoutSession } from '@rentease/contract';
import { useTranslation } from 'react-i18next';
import { type IconPaths, PlainIcon } from '../../../components/plain-icon';
import { formatMonths } from '../../../lib/calendar';
import { formatDate, formatRupees } from '../../../lib/format';

// i18n-ignore: SVG path data, not words.
const ICON_PLACE_OUTLINED: IconPaths = [
  'M12 12c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2m6-1.8C18 6.57 15.35 4 12 4s-6 2.57-6 6.2c0 2.34 1.95 5.44 6 9.14 4.05-3.7 6-6.8 6-9.14M12 2c4.2 0 8 3.22 8 8.2 0 3.32-2.67 7.25-8 11.8-5.33-4.55-8-8.48-8-11.8C4 5.22 7.8 2 12 2',
];

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
