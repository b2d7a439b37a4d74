import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import {
  Alert,
  Box,
  Card,
  CardContent,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { lastNightOf } from '@rentease/contract';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { formatDate, formatRupees } from '../../../lib/format';
import { msg } from '../../../lib/i18n';
import { useLandlordRent } from '../api/get-landlord-rent';
import { RentStatusChip } from './rent-status-chip';

const TOTALS = [
  { key: 'paid', label: msg('Paid') },
  { key: 'due', label: msg('Due') },
  { key: 'late', label: msg('Late') },
  { key: 'upcoming', label: msg('Upcoming') },
] as const;

/** The landlord's Rent page: the totals by state, then each tenant's months, latest due first. */
export function LandlordRent({ landlordId }: { landlordId: string }) {
  const { t } = useTranslation();
  const rent = useLandlordRent(landlordId);
  if (rent.isPending) return <Skeleton variant="rounded" height={240} aria-label={t('Loading rent')} />;
  if (rent.isError) return <Alert severity="error">{t('Could not load rent.')}</Alert>;
  const { months, totals } = rent.data;
  return (
    <Box>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }, mb: 3 }}
        aria-label={t('Rent totals')}
        role="group"
      >
        {TOTALS.map(({ key, label }) => (
          <Card key={key} variant="outlined">
            <CardContent>
              <Typography variant="body2" color="textSecondary">
                {t(label)}
              </Typography>
              <Typography variant="h5" component="p" data-testid={`rent-total-${key}`}>
                {formatRupees(totals[key])}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
      {months.length === 0 ? (
        <EmptyState
          icon={<ReceiptIcon />}
          title={t('No monthly rent yet')}
          hint={t('When a tenant books one of your homes paying month by month, each month shows here.')}
        />
      ) : (
        <TableContainer component={Card} variant="outlined">
          <Table size="small" aria-label={t('Rent by month')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('Tenant')}</TableCell>
                <TableCell>{t('Property')}</TableCell>
                <TableCell>{t('Month')}</TableCell>
                <TableCell>{t('Due')}</TableCell>
                <TableCell align="right">{t('Amount')}</TableCell>
                <TableCell>{t('Status')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {months.map((month) => (
                <TableRow key={`${month.booking_id}-${month.period}`}>
                  <TableCell>
                    {month.tenant_name}
                    <Typography variant="caption" color="textSecondary" sx={{ display: 'block' }}>
                      {month.reference}
                    </Typography>
                  </TableCell>
                  <TableCell>{month.property_title}</TableCell>
                  <TableCell>
                    {formatDate(month.period)} – {formatDate(lastNightOf(month.period_end))}
                  </TableCell>
                  <TableCell>{formatDate(month.due_date)}</TableCell>
                  <TableCell align="right">{formatRupees(month.amount)}</TableCell>
                  <TableCell>
                    <RentStatusChip status={month.status} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
