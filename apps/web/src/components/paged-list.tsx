import './paged-list.css';
import type { InfiniteData } from '@tanstack/react-query';
import { type CSSProperties, type ReactNode, useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../lib/api-client';
import { translateApiMessage } from '../lib/i18n';
import type { ListPage } from '../lib/list-page';
import { PlainAlert, PlainProgressBar, PlainSpinner } from './plain-feedback';

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

const BREAKPOINTS = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

/**
 * The columns as the custom properties paged-list.css reads at each breakpoint (MUI's widths): a
 * width with no value of its own takes the narrower one's, as MUI's responsive values do.
 */
function columnVariables(columns: GridColumns): CSSProperties {
  const variables: Record<string, string> = {};
  let current = 'minmax(0, 1fr)';
  for (const breakpoint of BREAKPOINTS) {
    current = columns[breakpoint] ?? current;
    variables[`--columns-${breakpoint}`] = current;
  }
  return variables;
}

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

  const grid = columnVariables(columns);

  if (list.isError) {
    return (
      <PlainAlert severity="error" onRetry={() => void list.refetch()}>
        {translateApiMessage(list.error?.message || errorMessage)}
      </PlainAlert>
    );
  }
  if (list.isPending || data === undefined) {
    if (!renderSkeleton) {
      return (
        <div className="paged-list-loading">
          <PlainSpinner label={loadingLabel} />
        </div>
      );
    }
    return (
      <div className="paged-list-grid" style={grid} role="status" aria-busy="true" aria-label={loadingLabel}>
        {SKELETON_KEYS.slice(0, skeletonCount).map((key) => (
          <div key={key}>{renderSkeleton()}</div>
        ))}
      </div>
    );
  }
  if (items.length === 0) return <>{empty}</>;

  const isRefreshing = Boolean(list.isPlaceholderData);
  return (
    <>
      <div className="paged-list">
        {isRefreshing && <PlainProgressBar label={loadingLabel} className="paged-list-refreshing" />}
        <ul
          className={isRefreshing ? 'paged-list-grid is-refreshing' : 'paged-list-grid'}
          style={grid}
          aria-label={label}
          aria-busy={isRefreshing || undefined}
        >
          {items.map((item, index) => (
            <li key={getKey(item)}>{renderItem(item, index)}</li>
          ))}
        </ul>
      </div>
      <div ref={sentinel} className="paged-list-more">
        <p className="paged-list-count" role="status">
          {t('Showing {{shown}} of {{total}}', { shown: items.length, total })}
        </p>
        {hasNextPage && (
          <button
            type="button"
            className="site-button site-button-text"
            onClick={() => void fetchNextPage()}
            disabled={isFetchingNextPage}
          >
            {isFetchingNextPage && (
              <span className="site-button-icon">
                <PlainSpinner size={16} />
              </span>
            )}
            {isFetchingNextPage ? t('Loading...') : t('Load more')}
          </button>
        )}
      </div>
    </>
  );
}
