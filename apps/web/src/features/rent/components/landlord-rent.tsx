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
import { EmptyState } from '../../../components/empty-state';
import { formatDate, formatRupees } from '../../../lib/format';
import { useLandlordRent } from '../api/get-landlord-rent';
import { RentStatusChip } from './rent-status-chip';

const TOTALS = [
  { key: 'paid', label: 'Paid' },
  { key: 'due', label: 'Due' },
  { key: 'late', label: 'Late' },
  { key: 'upcoming', label: 'Upcoming' },
] as const;

/** The landlord's Rent page: the totals by state, then each tenant's months, latest due first. */
export function LandlordRent({ landlordId }: { landlordId: string }) {
  const rent = useLandlordRent(landlordId);
  if (rent.isPending) return <Skeleton variant="rounded" height={240} aria-label="Loading rent" />;
  if (rent.isError) return <Alert severity="error">Could not load rent.</Alert>;
  const { months, totals } = rent.data;
  return (
    <Box>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }, mb: 3 }}
        aria-label="Rent totals"
        role="group"
      >
        {TOTALS.map(({ key, label }) => (
          <Card key={key} variant="outlined">
            <CardContent>
              <Typography variant="body2" color="text.secondary">
                {label}
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
          title="No monthly rent yet"
          hint="When a tenant books one of your homes paying month by month, each month shows here."
        />
      ) : (
        <TableContainer component={Card} variant="outlined">
          <Table size="small" aria-label="Rent by month">
            <TableHead>
              <TableRow>
                <TableCell>Tenant</TableCell>
                <TableCell>Property</TableCell>
                <TableCell>Month</TableCell>
                <TableCell>Due</TableCell>
                <TableCell align="right">Amount</TableCell>
                <TableCell>Status</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {months.map((month) => (
                <TableRow key={`${month.booking_id}-${month.period}`}>
                  <TableCell>
                    {month.tenant_name}
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
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
