import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import { Box, Stack, Typography } from '@mui/material';
import type { DemoCheckoutSession } from '@rentease/contract';
import { useTranslation } from 'react-i18next';
import { formatMonths } from '../../../lib/calendar';
import { formatDate, formatRupees } from '../../../lib/format';

function Row({ label, value, total = false }: { label: string; value: string; total?: boolean }) {
  return (
    <Stack
      direction="row"
      sx={{
        justifyContent: 'space-between',
        gap: 2,
        py: 0.75,
        ...(total && { mt: 1, pt: 1.5, borderTop: '1px solid rgba(255,255,255,0.25)', fontSize: '1.1rem' }),
      }}
    >
      <Typography component="dt" sx={{ color: 'inherit', opacity: 0.8 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, textAlign: 'right' }}>
        {value}
      </Typography>
    </Stack>
  );
}

/** What the tenant is paying for: the listing, the stay and the amount, as a hosted checkout shows it. */
export function CheckoutSummary({ session }: { session: DemoCheckoutSession }) {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-labelledby="checkout-summary-title"
      sx={{
        color: 'primary.contrastText',
        background: 'linear-gradient(150deg, #0f766e 0%, #115e59 100%)',
        borderRadius: 4,
        p: { xs: 2.5, sm: 3.5 },
      }}
    >
      <Typography variant="overline" sx={{ opacity: 0.8, letterSpacing: '0.08em' }}>
        {t('Pay RentEase')}
      </Typography>
      <Typography
        variant="h2"
        component="p"
        sx={{ fontWeight: 800, mt: 0.5, fontSize: { xs: '2rem', sm: '2.25rem' } }}
        data-testid="checkout-amount"
      >
        {formatRupees(session.amount)}
      </Typography>
      <Typography variant="h5" component="h2" id="checkout-summary-title" sx={{ mt: { xs: 2, sm: 3 } }}>
        {session.propertyTitle}
      </Typography>
      {session.location && (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', mt: 0.5, opacity: 0.85 }}>
          <PlaceIcon fontSize="small" aria-hidden />
          <Typography>{session.location}</Typography>
        </Stack>
      )}
      <Box component="dl" sx={{ mt: 2.5, mb: 0 }}>
        <Row label={t('Move-in date')} value={formatDate(session.moveInDate)} />
        <Row label={t('Duration')} value={formatMonths(session.months)} />
        <Row
          label={t('Monthly rent')}
          value={formatRupees(session.months > 0 ? session.amount / session.months : session.amount)}
        />
        <Row label={t('Total due')} value={formatRupees(session.amount)} total />
      </Box>
    </Box>
  );
}
