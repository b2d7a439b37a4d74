import type { DemoCheckoutSession } from '@rentease/contract';
import { useTranslation } from 'react-i18next';
import { PlainAlert, PlainSpinner } from '../../../components/plain-feedback';
import { type IconPaths, PlainIcon } from '../../../components/plain-icon';
import { formatRupees } from '../../../lib/format';

// i18n-ignore: SVG path data, not words.
const ICON_LOCK_OUTLINED: IconPaths = [
  'M18 8h-1V6c0-2.76-2.24-5-5-5S7 3.24 7 6v2H6c-1.1 0-2 .9-2 2v10c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V10c0-1.1-.9-2-2-2M9 6c0-1.66 1.34-3 3-3s3 1.34 3 3v2H9zm9 14H6V10h12zm-6-3c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2',
];

type CheckoutFormFooterProps = {
  session: DemoCheckoutSession;
  /** A problem with the whole payment (not one field), shown above the Pay button. */
  problem: { message?: string | undefined } | undefined;
  /** Paid in another tab, or open too long: the form can no longer pay, only go back. */
  closed: boolean;
  /** A payment is on its way (or the browser is on its way to the success page). */
  processing: boolean;
};

/** The end of each demo checkout form: what went wrong, the Pay button, and the way back. */
export function CheckoutFormFooter({ session, problem, closed, processing }: CheckoutFormFooterProps) {
  const { t } = useTranslation();
  return (
    <>
      {problem && (
        <PlainAlert
          severity="error"
          className="checkout-problem"
          action={
            closed ? (
              <a href={session.cancelUrl} className="site-button site-button-small">
                {t('Back to RentEase')}
              </a>
            ) : undefined
          }
        >
          {problem.message}
        </PlainAlert>
      )}

      <button
        type="submit"
        disabled={processing || closed}
        className="site-button site-button-primary site-button-large checkout-pay"
      >
        <span className="site-button-icon">
          {processing ? <PlainSpinner size={18} /> : <PlainIcon icon={ICON_LOCK_OUTLINED} />}
        </span>
        {processing ? t('Processing...') : t('Pay {{amount}}', { amount: formatRupees(session.amount) })}
      </button>
      <div className="checkout-cancel">
        <a href={session.cancelUrl} aria-disabled={processing || undefined} className="site-link checkout-cancel-link">
          {t('Cancel and return to RentEase')}
        </a>
      </div>
    </>
  );
}
