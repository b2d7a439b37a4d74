import { Box, Divider, FormControlLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import type { PaymentPlan } from '@rentease/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatMonths } from '../lib/calendar';
import { formatRupees } from '../lib/format';
import { dueToday, firstMonthRent } from '../lib/payment-plan';

/** 'Pay in full' or 'Pay monthly': how a stay is paid, wherever a tenant opens its checkout. */
export function PaymentPlanChoice({
  value,
  onChange,
  disabled = false,
}: {
  value: PaymentPlan;
  onChange: (plan: PaymentPlan) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <RadioGroup
      row
      aria-label={t('How to pay')}
      value={value}
      onChange={(event) => onChange(event.target.value === 'monthly' ? 'monthly' : 'full')}
      sx={{ mt: 2 }}
    >
      <FormControlLabel value="full" control={<Radio />} label={t('Pay in full')} disabled={disabled} />
      <FormControlLabel value="monthly" control={<Radio />} label={t('Pay monthly')} disabled={disabled} />
    </RadioGroup>
  );
}

/** The line under the total: how the amount due today is made up. */
function planSummary(
  t: TFunction,
  {
    plan,
    stayRent,
    monthlyRent,
    months,
    deposit,
  }: { plan: PaymentPlan; stayRent: number; monthlyRent: number; months: number; deposit: number },
): string {
  const rent = formatRupees(monthlyRent);
  if (plan === 'monthly') {
    const first = formatRupees(firstMonthRent(stayRent, months));
    return deposit > 0
      ? t('First month {{first}} + deposit {{deposit}}, then {{rent}} a month', { first, deposit: formatRupees(deposit), rent })
      : t('First month {{first}}, then {{rent}} a month', { first, rent });
  }
  const stay = `${rent} × ${formatMonths(months)}`;
  return deposit > 0 ? t('{{stay}} + deposit {{deposit}}', { stay, deposit: formatRupees(deposit) }) : stay;
}

/**
 * The live total: the monthly rent, the months, the deposit, and what is paid today (all of it, or
 * the first month and the deposit when paying monthly). Dashes while the rent or months are unknown.
 */
export function PaymentTotal({
  monthlyRent,
  months,
  deposit,
  plan,
}: {
  /** Rupees a month. */
  monthlyRent: number | undefined;
  months: number | undefined;
  /** Rupees (0: none). */
  deposit: number;
  plan: PaymentPlan;
}) {
  const { t } = useTranslation();
  const ready = monthlyRent !== undefined && months !== undefined;
  const simple = deposit === 0 && plan === 'full';
  const stayRent = ready ? Math.round(monthlyRent * months * 100) / 100 : 0;
  return (
    <Box sx={{ mt: 2.5, p: 2, borderRadius: 2, bgcolor: 'grey.50', border: 1, borderColor: 'divider' }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', color: 'text.secondary' }}>
        <Typography variant="body2">{t('Monthly rent')}</Typography>
        <Typography variant="body2">{monthlyRent !== undefined ? formatRupees(monthlyRent) : '—'}</Typography>
      </Stack>
      <Stack direction="row" sx={{ justifyContent: 'space-between', color: 'text.secondary', mt: 0.5 }}>
        <Typography variant="body2">{t('Duration')}</Typography>
        <Typography variant="body2">{months !== undefined ? formatMonths(months) : '—'}</Typography>
      </Stack>
      {deposit > 0 && (
        <Stack direction="row" sx={{ justifyContent: 'space-between', color: 'text.secondary', mt: 0.5 }}>
          <Typography variant="body2">{t('Deposit (returned at move-out)')}</Typography>
          <Typography variant="body2">{formatRupees(deposit)}</Typography>
        </Stack>
      )}
      <Divider sx={{ my: 1.25 }} />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }} aria-live="polite">
        <Typography sx={{ fontWeight: 700 }}>{simple ? t('Total') : t('Due today')}</Typography>
        <Typography variant="h5" component="p" color="primary" data-testid="booking-total">
          {ready ? formatRupees(dueToday(stayRent, months, deposit, plan)) : '—'}
        </Typography>
      </Stack>
      {ready && (
        <Typography variant="caption" color="textSecondary" sx={{ display: 'block', textAlign: 'right' }}>
          {planSummary(t, { plan, stayRent, monthlyRent, months, deposit })}
        </Typography>
      )}
    </Box>
  );
}
