import './listing-action-bar.css';
import type { Property } from '@rentease/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupees } from '../../../lib/format';

/**
 * A phone's bottom bar for a listing: the monthly rent, and the listing's actions (Contact, Book)
 * side by side, always in reach however far down the photos, description and reviews go.
 */
export function ListingActionBar({ property, children }: { property: Property; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div data-testid="listing-action-bar" className="listing-action-bar">
      <p className="listing-action-bar-rent">
        <strong>{formatRupees(property.price)}</strong>
        <span> {t('a month')}</span>
      </p>
      {/* Two equal buttons across the screen: each label fits on one line at 320 px. */}
      <div className="listing-action-bar-actions">{children}</div>
    </div>
  );
}
