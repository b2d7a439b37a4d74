import type { Property } from '@rentease/contract';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import '../../../components/plain-card.css';
import './property-card.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../components/paged-list';
import { PlainSkeleton } from '../../../components/plain-feedback';
import type { ApiError } from '../../../lib/api-client';
import type { PropertyPage } from '../api/properties-api';

/** One to four columns by screen width. */
export const GRID_COLUMNS = {
  xs: '1fr',
  sm: 'repeat(2, minmax(0, 1fr))',
  md: 'repeat(3, minmax(0, 1fr))',
  lg: 'repeat(4, minmax(0, 1fr))',
};

/** A card's shape while the first page loads (property-card.css): the cover, then two lines. */
function CardSkeleton() {
  return (
    <div className="plain-card">
      <PlainSkeleton shape="rectangular" className="property-card-skeleton-cover" />
      <div className="property-card-skeleton-text">
        <PlainSkeleton className="property-card-skeleton-line" />
        <PlainSkeleton className="property-card-skeleton-line property-card-skeleton-short" />
      </div>
    </div>
  );
}

/** A paged grid of listings (see PagedList), with listing-shaped skeletons. */
export function PropertyGrid({
  list,
  renderCard,
  empty,
  errorMessage,
  columns = GRID_COLUMNS,
}: {
  list: UseInfiniteQueryResult<InfiniteData<PropertyPage>, ApiError>;
  renderCard: (property: Property, index: number) => ReactNode;
  empty: ReactNode;
  errorMessage: string;
  /** Columns by screen width; narrower next to the map. */
  columns?: Record<string, string>;
}) {
  const { t } = useTranslation();
  return (
    <PagedList
      list={list}
      getKey={(property) => property.id}
      renderItem={renderCard}
      empty={empty}
      errorMessage={errorMessage}
      label={t('Properties')}
      loadingLabel={t('Loading properties')}
      columns={columns}
      renderSkeleton={() => <CardSkeleton />}
    />
  );
}
