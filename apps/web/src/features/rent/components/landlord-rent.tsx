import '../../../components/plain-card.css';
import '../../../components/plain-table.css';
import '../../../components/typography.css';
import './landlord-rent.css';
import { lastNightOf } from '@rentease/contract';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ICON_RECEIPT_LONG } from '../../../components/layout/area-icons';
import { PlainAlert, PlainSkeleton } from '../../../components/plain-feedback';
import { PlainIcon } from '../../../components/plain-icon';
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

/** The landlord's Rent page: the totals by state, then each tenant's months, latest due first. Drawn without MUI. */
export function LandlordRent({ landlordId }: { landlordId: string }) {
  const { t } = useTranslation();
  const rent = useLandlordRent(landlordId);
  if (rent.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label={t('Loading rent')}>
        <PlainSkeleton shape="rounded" className="rent-skeleton" />
      </div>
    );
  }
  if (rent.isError) return <PlainAlert severity="error">{t('Could not load rent.')}</PlainAlert>;
  const { months, totals } = rent.data;
  return (
    <div>
      {/* biome-ignore lint/a11y/useSemanticElements: a group of figures, not of a form's fields */}
      <div className="rent-totals" aria-label={t('Rent totals')} role="group">
        {TOTALS.map(({ key, label }) => (
          <div key={key} className="plain-card rent-total">
            <p className="type-body2 type-secondary">{t(label)}</p>
            <p className="type-h5" data-testid={`rent-total-${key}`}>
              {formatRupees(totals[key])}
            </p>
          </div>
        ))}
      </div>
      {months.length === 0 ? (
        <EmptyState
          icon={<PlainIcon icon={ICON_RECEIPT_LONG} />}
          title={t('No monthly rent yet')}
          hint={t('When a tenant books one of your homes paying month by month, each month shows here.')}
        />
      ) : (
        <div className="plain-card plain-table-container">
          <table className="plain-table is-small" aria-label={t('Rent by month')}>
            <thead>
              <tr>
                <th scope="col">{t('Tenant')}</th>
                <th scope="col">{t('Property')}</th>
                <th scope="col">{t('Month')}</th>
                <th scope="col">{t('Due')}</th>
                <th scope="col" className="is-numeric">
                  {t('Amount')}
                </th>
                <th scope="col">{t('Status')}</th>
              </tr>
            </thead>
            <tbody>
              {months.map((month) => (
                <tr key={`${month.booking_id}-${month.period}`}>
                  <td>
                    {month.tenant_name}
                    <span className="plain-table-caption">{month.reference}</span>
                  </td>
                  <td>{month.property_title}</td>
                  <td>
                    {formatDate(month.period)} – {formatDate(lastNightOf(month.period_end))}
                  </td>
                  <td>{formatDate(month.due_date)}</td>
                  <td className="is-numeric">{formatRupees(month.amount)}</td>
                  <td>
                    <RentStatusChip status={month.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
