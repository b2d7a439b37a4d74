import { Alert, Box, Button, Card, CircularProgress, Skeleton, Typography } from '@mui/material';
import type { Property } from '@rentease/contract';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import type { ApiError } from '../../../lib/api-client';
import type { PropertyPage } from '../api/properties-api';

/** Spec §2: one to four columns by screen width. */
export const GRID_COLUMNS = {
  xs: '1fr',
  sm: 'repeat(2, minmax(0, 1fr))',
  md: 'repeat(3, minmax(0, 1fr))',
  lg: 'repeat(4, minmax(0, 1fr))',
};

const SKELETON_KEYS = ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8'];

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

/**
 * A paged list of listings as a grid: loads the next page when its end scrolls into view (with a
 * button for keyboards and screen readers), skeletons while loading, an error with Retry, and the
 * caller's empty state.
 */
export function PropertyGrid({
  list,
  renderCard,
  empty,
  errorMessage,
}: {
  list: UseInfiniteQueryResult<InfiniteData<PropertyPage>, ApiError>;
  renderCard: (property: Property) => ReactNode;
  empty: ReactNode;
  errorMessage: string;
}) {
  const items = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  const total = list.data?.pages[0]?.total ?? 0;
  const { hasNextPage, isFetchingNextPage } = list;
  const fetchNextPage = list.fetchNextPage;
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (list.isError) {
    return (
      <Alert severity="error" action={<Button onClick={() => list.refetch()}>Retry</Button>}>
        {list.error.message || errorMessage}
      </Alert>
    );
  }
  if (list.isPending) {
    return (
      <Box sx={{ display: 'grid', gridTemplateColumns: GRID_COLUMNS, gap: 2.5 }} aria-busy="true" aria-label="Loading properties">
        {SKELETON_KEYS.map((key) => (
          <CardSkeleton key={key} />
        ))}
      </Box>
    );
  }
  if (items.length === 0) return <>{empty}</>;

  return (
    <>
      <Box
        component="ul"
        aria-label="Properties"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: GRID_COLUMNS, gap: 2.5 }}
      >
        {items.map((property) => (
          <li key={property.id}>{renderCard(property)}</li>
        ))}
      </Box>
      <Box ref={sentinel} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, mt: 4 }}>
        <Typography variant="body2" color="text.secondary" role="status">
          Showing {items.length} of {total}
        </Typography>
        {hasNextPage && (
          <Button
            onClick={() => void fetchNextPage()}
            disabled={isFetchingNextPage}
            startIcon={isFetchingNextPage ? <CircularProgress size={16} /> : undefined}
          >
            {isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
        )}
      </Box>
    </>
  );
}
