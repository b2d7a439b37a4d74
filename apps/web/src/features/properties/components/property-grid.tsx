import { Box, Card, Skeleton } from '@mui/material';
import type { Property } from '@rentease/contract';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../components/paged-list';
import type { ApiError } from '../../../lib/api-client';
import type { PropertyPage } from '../api/properties-api';

/** One to four columns by screen width. */
export const GRID_COLUMNS = {
  xs: '1fr',
  sm: 'repeat(2, minmax(0, 1fr))',
  md: 'repeat(3, minmax(0, 1fr))',
  lg: 'repeat(4, minmax(0, 1fr))',
};

function CardSkeleton() {
  return (
    <Card>
      <Skeleton variant="rectangular" sx={{ aspectRatio: '4 / 3', height: 'auto' }} />
      <Box sx={{ p: 2 }}>
        <Skeleton width="80%" />
        <Skeleton width="40%" />
      </Box>
    </Card>
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
