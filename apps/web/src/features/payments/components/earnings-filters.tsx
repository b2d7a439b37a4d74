import './earnings-filters.css';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainOutlinedSelect } from '../../../components/plain-outlined-select';
import { formatMonthLong, isMonth, monthsUpTo } from '../../../lib/calendar';
import type { LandlordPaymentFilters } from '../api/payment-keys';

const MONTHS_OFFERED = 24;

/** One of the landlord's own listings, as the property filter offers it. */
export type OwnListing = { id: string; title: string; city: string };

/**
 * Payment Invoices' filters: one of the landlord's listings, by title, and a month. Both are
 * native selects: the phone's own picker, and every browser has one (a month input does not exist
 * in Safari or Firefox). A link from before (title text in `property`) still filters and shows.
 */
export function EarningsFilters({
  filters,
  listings,
  currentMonth,
  onChange,
  onClear,
}: {
  filters: LandlordPaymentFilters;
  /** Undefined while loading. */
  listings: OwnListing[] | undefined;
  currentMonth: string;
  onChange: (changes: Partial<LandlordPaymentFilters>) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const months = useMemo(() => {
    const recent = monthsUpTo(currentMonth, MONTHS_OFFERED).reverse();
    // A month from a shared link that is older than the list still shows as chosen.
    return isMonth(filters.month) && !recent.includes(filters.month) ? [...recent, filters.month] : recent;
  }, [currentMonth, filters.month]);
  const isFiltered = filters.property !== '' || filters.month !== '';
  const isOtherText = filters.property !== '' && listings !== undefined && !listings.some((l) => l.id === filters.property);

  return (
    // biome-ignore lint/a11y/useSemanticElements: the search landmark as it was; the grid lays out its fields
    <div role="search" aria-label={t('Filter invoices')} className="earnings-filters">
      <PlainOutlinedSelect label={t('Property')} value={filters.property} onChange={(property) => onChange({ property })}>
        <option value="">{t('All properties')}</option>
        {isOtherText && <option value={filters.property}>{t('Matching "{{text}}"', { text: filters.property })}</option>}
        {listings?.map((listing) => (
          <option key={listing.id} value={listing.id}>
            {listing.title} · {listing.city}
          </option>
        ))}
      </PlainOutlinedSelect>
      <PlainOutlinedSelect label={t('Month')} value={filters.month} onChange={(month) => onChange({ month })}>
        <option value="">{t('All months')}</option>
        {months.map((month) => (
          <option key={month} value={month}>
            {formatMonthLong(month)}
          </option>
        ))}
      </PlainOutlinedSelect>
      <div className="earnings-filters-clear">
        {isFiltered && (
          <button type="button" className="site-button site-button-text earnings-filters-clear-button" onClick={onClear}>
            {t('Clear filters')}
          </button>
        )}
      </div>
    </div>
  );
}
