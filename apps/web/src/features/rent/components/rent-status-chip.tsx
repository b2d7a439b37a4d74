import { Chip } from '@mui/material';
import type { RentPeriodStatus } from '@rentease/contract';

const STATUS = {
  paid: { label: 'Paid', color: 'success' },
  due: { label: 'Due', color: 'warning' },
  late: { label: 'Late', color: 'error' },
  upcoming: { label: 'Upcoming', color: 'default' },
} as const;

/** A month's state, in words and colour. */
export function RentStatusChip({ status }: { status: RentPeriodStatus }) {
  const { label, color } = STATUS[status];
  return <Chip size="small" label={label} color={color} variant={status === 'upcoming' ? 'outlined' : 'filled'} />;
}
