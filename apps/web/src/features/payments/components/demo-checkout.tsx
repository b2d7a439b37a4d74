import '../../../components/plain-card.css';
import '../../../components/plain-chip.css';
import '../../../components/typography.css';
import './demo-checkout.css';
import { checkoutMessages } from '@rentease/contract';
import type { ReactNode } from 'react';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlainSkeleton } from '../../../components/plain-feedback';
import { type IconPaths, PlainIcon } from '../../../components/plain-icon';
import { msg, translateApiMessage } from '../../../lib/i18n';
import { useDemoSession } from '../api/demo-checkout';

const loadOpenCheckout = () => import('./open-checkout').then((module) => ({ default: module.OpenCheckout }));
const OpenCheckout = lazy(loadOpenCheckout);

// i18n-ignore: SVG path data, not words.
const ICON_ERROR_OUTLINED: IconPaths = [
  'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8',
];
// i18n-ignore: SVG path data, not words.
const ICON_CHECK_CIRCLE_OUTLINED: IconPaths = [
  'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8m4.59-12.42L10 14.17l-2.59-2.58L6 13l4 4 8-8z',
];
// i18n-ignore: SVG path data, not words.
const ICON_TIMER_OFF_OUTLINED: IconPaths = [
  'M9 1h6v2H9zm3 5c3.87 0 7 3.13 7 7 0 .94-.19 1.83-.52 2.65l1.5 1.5C20.63 15.91 21 14.5 21 13c0-2.12-.74-4.07-1.97-5.61l1.42-1.42c-.43-.51-.9-.99-1.41-1.41l-1.42 1.42C16.07 4.74 14.12 4 12 4c-1.5 0-2.91.37-4.15 1.02l1.5 1.5C10.17 6.19 11.06 6 12 6',
  'm11 8.17 2 2V8h-2zM2.81 2.81 1.39 4.22l3.4 3.4C3.67 9.12 3 10.98 3 13c0 4.97 4.02 9 9 9 2.02 0 3.88-.67 5.38-1.79l2.4 2.4 1.41-1.41zM12 20c-3.87 0-7-3.13-7-7 0-1.47.45-2.83 1.22-3.95l9.73 9.73C14.83 19.55 13.47 20 12 20',
];

const NOT_FOUND = msg('This checkout does not exist.');
const LOAD_FAILED = msg('This checkout could not be loaded.');

/** The hosted page's own header: the card network's page, not the marketplace's. */
function CheckoutHeader() {
  const { t } = useTranslation();
  return (
    <div className="checkout-header">
      <svg className="checkout-logo" viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="#0f766e" />
        <path d="M14 32 32 16l18 16v16a2 2 0 0 1-2 2H38V38H26v12H16a2 2 0 0 1-2-2z" fill="#ffffff" />
      </svg>
      <h1 className="type-h4 checkout-title">{t('RentEase Checkout')}</h1>
      <span className="plain-chip checkout-demo-chip">{t('Demo mode')}</span>
    </div>
  );
}

/** A checkout that can no longer take a card: one message and one way on. */
function ClosedCheckout({
  icon,
  tone,
  title,
  message,
  action,
}: {
  icon: IconPaths;
  tone: 'error' | 'success' | 'warning';
  title: string;
  message: string;
  action: ReactNode;
}) {
  return (
    <div className="plain-card checkout-closed">
      <PlainIcon icon={icon} className={`checkout-closed-icon checkout-closed-icon-${tone}`} />
      <h2 className="type-h4 checkout-closed-title">{title}</h2>
      <p className="type-secondary checkout-closed-message" role="status">
        {message}
      </p>
      <div className="checkout-closed-action">{action}</div>
    </div>
  );
}

function CheckoutSkeleton() {
  return (
    <div className="checkout-columns checkout-loading" aria-busy="true">
      <PlainSkeleton shape="rounded" className="checkout-skeleton checkout-skeleton-summary" />
      <PlainSkeleton shape="rounded" className="checkout-skeleton checkout-skeleton-form" />
    </div>
  );
}

/**
 * The demo card network's hosted checkout (PAYMENT_PROVIDER=demo): it stands where Stripe's page
 * would, so it has its own frame and no marketplace header, and it needs no login. Drawn without
 * MUI (demo-checkout.css).
 */
export function DemoCheckout({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation();
  const session = useDemoSession(sessionId);
  // The forms' code is fetched while the session is, not after it: most checkouts are open.
  useEffect(() => {
    loadOpenCheckout().catch(() => undefined);
  }, []);

  // Back to this page from the success page (the back/forward cache): ask again, it is paid now.
  const refetch = session.refetch;
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) void refetch();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [refetch]);

  let content: ReactNode;
  if (session.isPending) {
    content = <CheckoutSkeleton />;
  } else if (session.isError) {
    const notFound = session.error.status === 404 || session.error.status === 400;
    content = (
      <ClosedCheckout
        icon={ICON_ERROR_OUTLINED}
        tone="error"
        title={notFound ? t('Checkout not found') : t('Something went wrong')}
        message={notFound ? t(NOT_FOUND) : t(LOAD_FAILED)}
        action={
          notFound ? (
            <Link to="/" className="site-button site-button-primary">
              {t('Go to RentEase')}
            </Link>
          ) : (
            <button type="button" className="site-button site-button-primary" onClick={() => void session.refetch()}>
              {t('Try again')}
            </button>
          )
        }
      />
    );
  } else if (session.data.status === 'paid') {
    content = (
      <ClosedCheckout
        icon={ICON_CHECK_CIRCLE_OUTLINED}
        tone="success"
        title={t('Already paid')}
        message={translateApiMessage(checkoutMessages.alreadyPaid)}
        action={
          <a href={session.data.successUrl} className="site-button site-button-primary">
            {t('Continue to RentEase')}
          </a>
        }
      />
    );
  } else if (session.data.status === 'expired') {
    content = (
      <ClosedCheckout
        icon={ICON_TIMER_OFF_OUTLINED}
        tone="warning"
        title={t('Checkout expired')}
        message={translateApiMessage(checkoutMessages.expired)}
        action={
          <a href={session.data.cancelUrl} className="site-button site-button-primary">
            {t('Back to RentEase')}
          </a>
        }
      />
    );
  } else {
    content = (
      <Suspense fallback={<CheckoutSkeleton />}>
        <OpenCheckout session={session.data} />
      </Suspense>
    );
  }

  return (
    <main className="checkout-page">
      <div className="site-container site-container-md">
        <CheckoutHeader />
        {content}
      </div>
    </main>
  );
}
