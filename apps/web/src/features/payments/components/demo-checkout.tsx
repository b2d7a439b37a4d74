import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorIcon from '@mui/icons-material/ErrorOutlineOutlined';
import TimerOffIcon from '@mui/icons-material/TimerOffOutlined';
import { Box, Button, Card, CardContent, Chip, Container, Skeleton, Stack, Tab, Tabs, Typography } from '@mui/material';
import { checkoutMessages, type DemoCheckoutSession } from '@rentease/contract';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { msg, translateApiMessage } from '../../../lib/i18n';
import { useDemoSession } from '../api/demo-checkout';
import { CardPaymentForm } from './card-payment-form';
import { CheckoutSummary } from './checkout-summary';
import { UpiPaymentForm } from './upi-payment-form';

const NOT_FOUND = msg('This checkout does not exist.');
const LOAD_FAILED = msg('This checkout could not be loaded.');

/** The hosted page's own header: the card network's page, not the marketplace's. */
function CheckoutHeader() {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: { xs: 2.5, md: 4 } }}>
      <Box component="svg" viewBox="0 0 64 64" sx={{ width: 36, height: 36, flexShrink: 0 }} aria-hidden>
        <rect width="64" height="64" rx="14" fill="#0f766e" />
        <path d="M14 32 32 16l18 16v16a2 2 0 0 1-2 2H38V38H26v12H16a2 2 0 0 1-2-2z" fill="#ffffff" />
      </Box>
      <Typography variant="h4" component="h1" sx={{ flex: 1, fontSize: { xs: '1.15rem', sm: '1.25rem' } }}>
        {t('RentEase Checkout')}
      </Typography>
      <Chip label={t('Demo mode')} size="small" sx={{ bgcolor: '#fef3c7', color: '#92400e', fontWeight: 600 }} />
    </Stack>
  );
}

/** A checkout that can no longer take a card: one message and one way on. */
function ClosedCheckout({
  icon,
  title,
  message,
  action,
}: {
  icon: ReactNode;
  title: string;
  message: string;
  action: ReactNode;
}) {
  return (
    <Card sx={{ maxWidth: 520, mx: 'auto', textAlign: 'center' }}>
      <CardContent sx={{ p: { xs: 3, sm: 5 } }}>
        {icon}
        <Typography variant="h4" component="h2" sx={{ mt: 1.5 }}>
          {title}
        </Typography>
        <Typography color="textSecondary" sx={{ mt: 1 }} role="status">
          {message}
        </Typography>
        <Box sx={{ mt: 3 }}>{action}</Box>
      </CardContent>
    </Card>
  );
}

function CheckoutSkeleton() {
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '5fr 6fr' } }} aria-busy="true">
      <Skeleton variant="rounded" height={320} sx={{ borderRadius: 4 }} />
      <Skeleton variant="rounded" height={420} sx={{ borderRadius: 4 }} />
    </Box>
  );
}

/** Card or UPI, as Indian checkouts offer: card first, as before; each keeps its own form. */
function PaymentMethods({ session }: { session: DemoCheckoutSession }) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<'card' | 'upi'>('card');
  return (
    <>
      <Tabs
        value={method}
        onChange={(_event, next: 'card' | 'upi') => setMethod(next)}
        aria-label={t('Payment method')}
        sx={{ mb: 2 }}
      >
        <Tab value="card" label={t('Card')} id="pay-tab-card" aria-controls="pay-panel-card" />
        <Tab value="upi" label="UPI" id="pay-tab-upi" aria-controls="pay-panel-upi" />
      </Tabs>
      <Box role="tabpanel" id={`pay-panel-${method}`} aria-labelledby={`pay-tab-${method}`}>
        {method === 'card' ? <CardPaymentForm session={session} /> : <UpiPaymentForm session={session} />}
      </Box>
    </>
  );
}

function OpenCheckout({ session }: { session: DemoCheckoutSession }) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{ display: 'grid', gap: { xs: 2.5, md: 4 }, gridTemplateColumns: { xs: '1fr', md: '5fr 6fr' }, alignItems: 'start' }}
    >
      <CheckoutSummary session={session} />
      <Card>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <PaymentMethods session={session} />
          <Typography variant="caption" color="textSecondary" sx={{ display: 'block', textAlign: 'center', mt: 2 }}>
            {t('This checkout stays open until {{time}}.', { time: formatDateTime(session.expiresAt) })}
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
}

/**
 * The demo card network's hosted checkout (PAYMENT_PROVIDER=demo): it stands where Stripe's page
 * would, so it has its own frame and no marketplace header, and it needs no login.
 */
export function DemoCheckout({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation();
  const session = useDemoSession(sessionId);

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
        icon={<ErrorIcon color="error" sx={{ fontSize: 56 }} aria-hidden />}
        title={notFound ? t('Checkout not found') : t('Something went wrong')}
        message={notFound ? t(NOT_FOUND) : t(LOAD_FAILED)}
        action={
          notFound ? (
            <Button variant="contained" component={RouterLink} to="/">
              {t('Go to RentEase')}
            </Button>
          ) : (
            <Button variant="contained" onClick={() => void session.refetch()}>
              {t('Try again')}
            </Button>
          )
        }
      />
    );
  } else if (session.data.status === 'paid') {
    content = (
      <ClosedCheckout
        icon={<CheckCircleIcon color="success" sx={{ fontSize: 56 }} aria-hidden />}
        title={t('Already paid')}
        message={translateApiMessage(checkoutMessages.alreadyPaid)}
        action={
          <Button variant="contained" href={session.data.successUrl}>
            {t('Continue to RentEase')}
          </Button>
        }
      />
    );
  } else if (session.data.status === 'expired') {
    content = (
      <ClosedCheckout
        icon={<TimerOffIcon color="warning" sx={{ fontSize: 56 }} aria-hidden />}
        title={t('Checkout expired')}
        message={translateApiMessage(checkoutMessages.expired)}
        action={
          <Button variant="contained" href={session.data.cancelUrl}>
            {t('Back to RentEase')}
          </Button>
        }
      />
    );
  } else {
    content = <OpenCheckout session={session.data} />;
  }

  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default', py: { xs: 2.5, md: 6 } }}>
      <Container maxWidth="md">
        <CheckoutHeader />
        {content}
      </Container>
    </Box>
  );
}
