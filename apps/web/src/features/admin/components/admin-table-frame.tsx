import {
  Alert,
  Box,
  Button,
  Card,
  CircularProgress,
  LinearProgress,
  Skeleton,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/copy-button';
import { formatNumber } from '../../../lib/format';
import type { ListPage } from '../../../lib/list-page';

/** What the frame says about a table's rows, in each table's own words (a count needs its language's plural forms). */
export type TableWords = {
  /** 'Bookings': the section's name. */
  title: string;
  /** 'Loading bookings'. */
  loading: string;
  /** 'Load more bookings'. */
  loadMore: string;
  /** '12 bookings', or '3 bookings found' under filters; `shown` is `total` formatted for the language. */
  count: (total: number, shown: string, isFiltered: boolean) => string;
};

/**
 * The frame every admin table shares (as the Users tables): filters on top, a count, a table on
 * wider screens and one card per row on phones, and 'Load more' for long lists.
 */
export function AdminTableFrame<T>({
  list,
  words,
  isFiltered,
  filters,
  loadFailed,
  empty,
  renderTable,
  renderCards,
}: {
  list: UseInfiniteQueryResult<InfiniteData<ListPage<T>>>;
  words: TableWords;
  isFiltered: boolean;
  filters: ReactNode;
  loadFailed: string;
  empty: ReactNode;
  renderTable: (items: T[]) => ReactNode;
  renderCards: (items: T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const items = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  const total = list.data?.pages[0]?.total ?? 0;
  const isRefreshing = list.isPlaceholderData || (list.isFetching && !list.isFetchingNextPage && !list.isPending);

  let content: ReactNode;
  if (list.isError && !list.data) {
    content = (
      <Alert severity="error" action={<Button onClick={() => void list.refetch()}>{t('Retry')}</Button>}>
        {loadFailed}
      </Alert>
    );
  } else if (list.isPending) {
    content = (
      <Box aria-busy="true" aria-label={words.loading}>
        {[1, 2, 3].map((key) => (
          <Skeleton key={key} height={52} />
        ))}
      </Box>
    );
  } else if (items.length === 0) {
    content = empty;
  } else {
    content = isPhone ? renderCards(items) : renderTable(items);
  }

  return (
    <Card component="section" aria-label={words.title} sx={{ p: { xs: 2, sm: 2.5 }, position: 'relative' }}>
      {isRefreshing && <LinearProgress aria-label={words.loading} sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 1.5 }}>{filters}</Box>
      <Typography variant="body2" color="textSecondary" role="status" sx={{ mb: 1.5, minHeight: '1.5em' }}>
        {list.data ? words.count(total, formatNumber(total), isFiltered) : ' '}
      </Typography>
      {content}
      {list.hasNextPage && (
        <Stack spacing={1} sx={{ alignItems: 'center', mt: 2 }}>
          <Typography variant="body2" color="textSecondary">
            {t('Showing {{shown}} of {{total}}', { shown: formatNumber(items.length), total: formatNumber(total) })}
          </Typography>
          <Button
            onClick={() => void list.fetchNextPage()}
            disabled={list.isFetchingNextPage}
            startIcon={list.isFetchingNextPage ? <CircularProgress size={16} aria-hidden /> : undefined}
          >
            {list.isFetchingNextPage ? t('Loading...') : words.loadMore}
          </Button>
        </Stack>
      )}
    </Card>
  );
}

/** Table cells of the admin tables: narrower side padding than MUI's, so the columns fit beside the sidebar. */
export const compactCells = { '& td, & th': { px: 1 }, '& td:first-of-type, & th:first-of-type': { pl: 0 } } as const;

/** An id people rarely read but sometimes quote: its start, the whole on hover, and a copy button. */
export function ShortId({ value, label }: { value: string; label: string }) {
  const short = value.length > 14 ? `${value.slice(0, 10)}…` : value;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', whiteSpace: 'nowrap' }}>
      <Box component="span" title={value} sx={{ fontFamily: 'monospace', fontSize: 12 }}>
        {short}
      </Box>
      <CopyButton value={value} label={label} />
    </Box>
  );
}

/** The card list phones get instead of a table. */
export function CardList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {children}
    </Box>
  );
}
