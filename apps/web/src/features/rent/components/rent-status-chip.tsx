import type { RentPeriodStatus } from '@rentease/contract';
import { useTranslation } from 'react-i18next';
import { PlainChip } from '../../../components/plain-chip';
import { msg } from '../../../lib/i18n';

const STATUS = {
  paid: { label: msg('Paid'), tone: 'success' },
  due: { label: msg('Due'), tone: 'warning' },
  late: { label: msg('Late'), tone: 'error' },
  upcoming: { label: msg('Upcoming'), tone: 'outlined' },
} as const;

/** A month's state, in words and colour. */
export function RentStatusChip({ status }: { status: RentPeriodStatus }) {
  const { t } = useTranslation();
  const { label, tone } = STATUS[status];
  return <PlainChip label={t(label)} tone={tone} />;
}
