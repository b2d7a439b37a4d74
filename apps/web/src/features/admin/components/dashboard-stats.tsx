import ApartmentIcon from '@mui/icons-material/ApartmentOutlined';
import BookIcon from '@mui/icons-material/EventAvailableOutlined';
import HomeWorkIcon from '@mui/icons-material/HomeWorkOutlined';
import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import { Alert, Box, Button, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { accountMessages, PROPERTY_TYPES, type PropertyType } from '@rentease/contract';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatRupees } from '../../../lib/format';
import { msg, translateApiMessage } from '../../../lib/i18n';
import { useOverview } from '../api/get-overview';
import { usePropertyStats } from '../api/get-property-stats';
import { useUserStats } from '../api/get-user-stats';

const TYPE_LABELS: Record<PropertyType, string> = {
  apartment: msg('Apartment'),
  house: msg('House'),
  studio: msg('Studio'),
  villa: msg('Villa'),
};

/** One figure of the dashboard, named by its label for screen readers and tests. */
function StatCard({
  label,
  value,
  caption,
  icon,
  children,
}: {
  label: string;
  /** undefined while loading; null when it could not be loaded. */
  value: string | null | undefined;
  caption?: string;
  icon: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <Card component="section" aria-labelledby={labelId} sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, height: '100%' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography id={labelId} variant="overline" color="textSecondary" sx={{ lineHeight: 1.6 }}>
            {label}
          </Typography>
          <Box
            aria-hidden
            sx={{
              width: 36,
              height: 36,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'rgba(15,118,110,0.1)',
              color: 'primary.main',
              '& svg': { fontSize: 20 },
            }}
          >
            {icon}
          </Box>
        </Box>
        {value === undefined ? (
          <Skeleton width="60%" height={44} aria-label={t('Loading {{label}}', { label })} />
        ) : (
          <Typography variant="h4" component="p" data-testid="stat-value" sx={{ fontWeight: 800 }}>
            {value ?? '—'}
          </Typography>
        )}
        {caption && (
          <Typography variant="body2" color="textSecondary">
            {caption}
          </Typography>
        )}
        {children}
      </CardContent>
    </Card>
  );
}

const statValue = <T,>(query: { data: T | undefined; isError: boolean }, pick: (data: T) => string) =>
  query.isError ? null : query.data === undefined ? undefined : pick(query.data);

/**
 * The dashboard's stat cards: tenants, landlords,
 * properties in total and by type, confirmed bookings and the revenue they brought, and the rent of
 * monthly stays collected since checkout with the months late now.
 */
export function DashboardStats() {
  const users = useUserStats();
  const properties = usePropertyStats();
  const overview = useOverview();
  const failed = [users, properties, overview].filter((query) => query.isError);
  const { t } = useTranslation();

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {failed.length > 0 && (
        <Alert
          severity="error"
          action={<Button onClick={() => failed.forEach((query) => void query.refetch())}>{t('Retry')}</Button>}
        >
          {translateApiMessage(accountMessages.statsLoadFailed)}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(3, minmax(0, 1fr))',
            xl: 'repeat(6, minmax(0, 1fr))',
          },
        }}
      >
        <StatCard label={t('Tenants')} value={statValue(users, (data) => formatNumber(data.tenants))} icon={<PersonIcon />} />
        <StatCard
          label={t('Landlords')}
          value={statValue(users, (data) => formatNumber(data.landlords))}
          icon={<HomeWorkIcon />}
        />
        <StatCard
          label={t('Properties')}
          value={statValue(properties, (data) => formatNumber(data.total))}
          icon={<ApartmentIcon />}
        >
          <Box
            component="dl"
            aria-label={t('Properties by type')}
            sx={{ m: 0, mt: 0.5, display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 1.5, rowGap: 0.25 }}
          >
            {PROPERTY_TYPES.map((type) => (
              <Box key={type} sx={{ display: 'contents' }} data-testid={`type-${type}`}>
                <Typography component="dt" variant="body2" color="textSecondary">
                  {t(TYPE_LABELS[type])}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, textAlign: 'right' }}>
                  {properties.data ? formatNumber(properties.data.types[type]) : '—'}
                </Typography>
              </Box>
            ))}
          </Box>
        </StatCard>
        <StatCard
          label={t('Bookings')}
          value={statValue(overview, (data) => formatNumber(data.bookings))}
          caption={t('Confirmed stays')}
          icon={<BookIcon />}
        />
        <StatCard
          label={t('Revenue')}
          value={statValue(overview, (data) => formatRupees(data.revenue))}
          caption={t('Paid for confirmed stays')}
          icon={<PaymentsIcon />}
        />
        <StatCard
          label={t('Rent collected')}
          value={statValue(overview, (data) => formatRupees(data.rent.collected))}
          caption={
            overview.data
              ? t('{{months}} months late ({{amount}})', {
                  count: overview.data.rent.lateMonths,
                  months: formatNumber(overview.data.rent.lateMonths),
                  amount: formatRupees(overview.data.rent.lateAmount),
                })
              : t('Monthly stays, after checkout')
          }
          icon={<PaymentsIcon />}
        />
      </Box>
    </Box>
  );
}
