import { Alert, Box, Button, CircularProgress, LinearProgress, Typography } from '@mui/material';
import type { InfiniteData } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../lib/api-client';
import { translateApiMessage } from '../lib/i18n';
import type { ListPage } from '../lib/list-page';

/** What a paged list needs of an infinite query (properties, bookings, payments alike). */
export type PagedQuery<T> = {
  data: InfiniteData<ListPage<T>> | undefined;
  error: ApiError | null;
  isPending: boolean;
  isError: boolean;
  /** Earlier data shown while a changed filter loads (keepPreviousData). */
  isPlaceholderData?: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
};

/** Columns of a grid by screen width (a MUI responsive gridTemplateColumns value). */
export type GridColumns = Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', string>>;

const SKELETON_KEYS = ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8'];

/**
 * A keyset-paged list as a grid of cards: loads the next page when its end scrolls into view (with
 * a button for keyboards and screen readers), a placeholder while the first page loads (the
 * caller's skeleton card, or a spinner), an error with Retry, and the caller's empty state.
 */
export function PagedList<T>({
  list,
  getKey,
  renderItem,
  empty,
  errorMessage,
  label,
  loadingLabel,
  columns,
  renderSkeleton,
  skeletonCount = SKELETON_KEYS.length,
}: {
  list: PagedQuery<T>;
  getKey: (item: T) => string;
  /** `index`: the item's place in the whole list (the first ones are on screen when it opens). */
  renderItem: (item: T, index: number) => ReactNode;
  empty: ReactNode;
  /** Shown when the server's answer carries no message of its own. */
  errorMessage: string;
  /** The accessible name of the list ("Bookings"). */
  label: string;
  /** The accessible name of the loading placeholder ("Loading bookings"). */
  loadingLabel: string;
  columns: GridColumns;
  /** One placeholder card; without it a spinner shows while the first page loads. */
  renderSkeleton?: () => ReactNode;
  skeletonCount?: number;
}) {
  const { t } = useTranslation();
  // A page of cards is rendered as a deferred update, in slices the browser can interrupt, rather
  // than in one long task when the answer arrives (a query's update itself renders synchronously).
  const data = useDeferredValue(list.data);
  const items = useMemo(() => data?.pages.flatMap((page) => page.items) ?? [], [data]);
  const total = data?.pages[0]?.total ?? 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const sentinel = useRef<HTMLDivElement>(null);
  // The sentinel exists once the deferred render has shown the items, which can be after
  // hasNextPage turned true.
  const isShowingItems = data !== undefined;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage || !isShowingItems) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, isShowingItems]);

  const grid = { display: 'grid', gridTemplateColumns: columns, gap: 2.5 } as const;

  if (list.isError) {
    return (
      <Alert severity="error" action={<Button onClick={() => void list.refetch()}>{t('Retry')}</Button>}>
        {translateApiMessage(list.error?.message || errorMessage)}
      </Alert>
    );
  }
  if (list.isPending || data === undefined) {
    if (!renderSkeleton) {
      return (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
          <CircularProgress aria-label={loadingLabel} />
        </Box>
      );
    }
    return (
      <Box sx={grid} aria-busy="true" aria-label={loadingLabel}>
        {SKELETON_KEYS.slice(0, skeletonCount).map((key) => (
          <Box key={key}>{renderSkeleton()}</Box>
        ))}
      </Box>
    );
  }
  if (items.length === 0) return <>{empty}</>;

  const isRefreshing = Boolean(list.isPlaceholderData);
  return (
    <>
      <Box sx={{ position: 'relative' }}>
        {isRefreshing && <LinearProgress aria-label={loadingLabel} sx={{ position: 'absolute', top: -10, left: 0, right: 0 }} />}
        <Box
          component="ul"
          aria-label={label}
          aria-busy={isRefreshing || undefined}
          sx={{ listStyle: 'none', p: 0, m: 0, ...grid, opacity: isRefreshing ? 0.6 : 1, transition: 'opacity 120ms' }}
        >
          {items.map((item, index) => (
            // Inline, not sx: one style fewer to resolve for each of a page's items.
            <li key={getKey(item)} style={{ minWidth: 0 }}>
              {renderItem(item, index)}
            </li>
          ))}
        </Box>
      </Box>
      <Box ref={sentinel} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, mt: 4 }}>
        <Typography variant="body2" color="text.secondary" role="status">
          {t('Showing {{shown}} of {{total}}', { shown: items.length, total })}
        </Typography>
        {hasNextPage && (
          <Button
            onClick={() => void fetchNextPage()}
            disabled={isFetchingNextPage}
            startIcon={isFetchingNextPage ? <CircularProgress size={16} /> : undefined}
          >
            {isFetchingNextPage ? t('Loading...') : t('Load more')}
          </Button>
        )}
      </Box>
    </>
  );
}
