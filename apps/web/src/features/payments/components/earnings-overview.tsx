import WalletIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import CalendarIcon from '@mui/icons-material/CalendarMonth';
import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMonthLong } from '../../../lib/calendar';
import { formatRupees } from '../../../lib/format';

function StatCard({
  label,
  value,
  note,
  icon,
}: {
  label: string;
  value: number | null | undefined;
  note: string;
  icon: ReactNode;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <Card component="section" aria-labelledby={labelId}>
      <CardContent
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          p: { xs: 1.75, sm: 2 },
          '&:last-child': { pb: { xs: 1.75, sm: 2 } },
        }}
      >
        <Box
          aria-hidden
          sx={{
            display: { xs: 'none', sm: 'grid' },
            width: 48,
            height: 48,
            flexShrink: 0,
            borderRadius: 3,
            placeItems: 'center',
            bgcolor: 'rgba(15,118,110,0.1)',
            color: 'primary.main',
          }}
        >
          {icon}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={labelId} variant="subtitle2" component="h2" color="textSecondary">
            {label}
          </Typography>
          <Typography
            variant="h4"
            component="p"
            sx={{ fontWeight: 800, letterSpacing: '-0.01em', lineHeight: 1.3, overflowWrap: 'anywhere' }}
          >
            {value === undefined ? (
              <Skeleton width={140} aria-label={t('Loading {{what}}', { what: label })} />
            ) : value === null ? (
              '-'
            ) : (
              formatRupees(value)
            )}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {note}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}

/** Earnings Overview's figures: everything earned, this month's total, and (when any) the deposits held apart. */
export function EarningsOverview({
  totalEarnings,
  thisMonth,
  currentMonth,
  depositsHeld,
}: {
  /** Security deposits held for tenants: their money, never earnings (shown only when there are some). */
  depositsHeld?: number | null | undefined;
  /** Undefined while loading, null when it could not be loaded. */
  totalEarnings: number | null | undefined;
  thisMonth: number | null | undefined;
  /** YYYY-MM in India. */
  currentMonth: string;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: { xs: 1.5, sm: 2.5 } }}>
      <StatCard label={t('Total Earnings')} value={totalEarnings} note={t('All paid stays')} icon={<WalletIcon />} />
      <StatCard label={t('This Month')} value={thisMonth} note={formatMonthLong(currentMonth)} icon={<CalendarIcon />} />
      {typeof depositsHeld === 'number' && depositsHeld > 0 && (
        <StatCard
          label={t('Deposits held')}
          value={depositsHeld}
          note={t("Tenants' security deposits, returned at move-out; not earnings")}
          icon={<WalletIcon />}
        />
      )}
    </Box>
  );
}
