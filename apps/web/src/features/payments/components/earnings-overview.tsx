import '../../../components/plain-card.css';
import '../../../components/typography.css';
import './earnings-overview.css';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ICON_WALLET } from '../../../components/layout/area-icons';
import { PlainSkeleton } from '../../../components/plain-feedback';
import { type IconPaths, PlainIcon } from '../../../components/plain-icon';
import { formatMonthLong } from '../../../lib/calendar';
import { formatRupees } from '../../../lib/format';

// i18n-ignore: SVG path data, not words (Material's CalendarMonth, filled; the menu's Visits is outlined).
const ICON_CALENDAR_MONTH_FILLED = [
  'M19 4h-1V2h-2v2H8V2H6v2H5c-1.11 0-1.99.9-1.99 2L3 20c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2m0 16H5V10h14zM9 14H7v-2h2zm4 0h-2v-2h2zm4 0h-2v-2h2zm-8 4H7v-2h2zm4 0h-2v-2h2zm4 0h-2v-2h2z',
] as const;

function StatCard({
  label,
  value,
  note,
  icon,
}: {
  label: string;
  value: number | null | undefined;
  note: string;
  icon: IconPaths;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <section className="plain-card earnings-stat" aria-labelledby={labelId}>
      <div className="earnings-stat-icon" aria-hidden>
        <PlainIcon icon={icon} />
      </div>
      <div className="earnings-stat-text">
        <h2 id={labelId}>{label}</h2>
        <p className="earnings-stat-value">
          {value === undefined ? (
            <span role="status" aria-busy="true" aria-label={t('Loading {{what}}', { what: label })}>
              <PlainSkeleton className="earnings-stat-skeleton" />
            </span>
          ) : value === null ? (
            '-'
          ) : (
            formatRupees(value)
          )}
        </p>
        <p className="type-body2 type-secondary">{note}</p>
      </div>
    </section>
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
    <div className="earnings-overview">
      <StatCard label={t('Total Earnings')} value={totalEarnings} note={t('All paid stays')} icon={ICON_WALLET} />
      <StatCard
        label={t('This Month')}
        value={thisMonth}
        note={formatMonthLong(currentMonth)}
        icon={ICON_CALENDAR_MONTH_FILLED}
      />
      {typeof depositsHeld === 'number' && depositsHeld > 0 && (
        <StatCard
          label={t('Deposits held')}
          value={depositsHeld}
          note={t("Tenants' security deposits, returned at move-out; not earnings")}
          icon={ICON_WALLET}
        />
      )}
    </div>
  );
}
