import { Box, Button, Card, CircularProgress, Skeleton, Typography } from '@mui/material';
import type { Property } from '@rentease/contract';
import { type ReactNode, useEffect, useRef } from 'react';

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
 * A grid of listings that loads the next page when its end scrolls into view (with a button for
 * keyboards and screen readers), with skeletons while loading and the caller's empty state.
 */
export function PropertyGrid({
  items,
  total,
  renderCard,
  isLoading,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  empty,
}: {
  items: Property[];
  total: number;
  renderCard: (property: Property) => ReactNode;
  isLoading: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  empty: ReactNode;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) fetchNextPage();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (isLoading) {
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
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: GRID_COLUMNS, gap: 2.5 }}>
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
            onClick={fetchNextPage}
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
