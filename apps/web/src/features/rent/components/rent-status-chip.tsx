import { Chip } from '@mui/material';
import type { RentPeriodStatus } from '@rentease/contract';
import { useTranslation } from 'react-i18next';
import { msg } from '../../../lib/i18n';

const STATUS = {
  paid: { label: msg('Paid'), color: 'success' },
  due: { label: msg('Due'), color: 'warning' },
  late: { label: msg('Late'), color: 'error' },
  upcoming: { label: msg('Upcoming'), color: 'default' },
} as const;

/** A month's state, in words and colour. */
export function RentStatusChip({ status }: { status: RentPeriodStatus }) {
  const { t } = useTranslation();
  const { label, color } = STATUS[status];
  return <Chip size="small" label={t(label)} color={color} variant={status === 'upcoming' ? 'outlined' : 'filled'} />;
}
