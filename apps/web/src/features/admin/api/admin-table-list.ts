import { ADMIN_PAGE_SIZE } from '@rentease/contract';
import { infiniteQueryOptions, keepPreviousData, type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import { fetchListPage } from '../../../lib/list-page';
import type { TableFilters } from './admin-keys';

/** The first page's URL of an admin table: its filters and the page size; later pages follow the Link header. */
export function tableUrl(path: string, filters: TableFilters, limit = ADMIN_PAGE_SIZE): string {
  const params = new URLSearchParams({ ...filters, limit: String(limit) });
  return `${path}?${params}`;
}

/** One admin table's rows, page by page, newest first as the server orders them. */
export const tableQueryOptions = <T>(queryKey: QueryKey, path: string, filters: TableFilters) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => fetchListPage<T>(pageParam, 'admin'),
    initialPageParam: tableUrl(path, filters),
    getNextPageParam: (last) => last.next,
  });

/** The table keeps showing the previous answer while new filters load. */
export function useTableList<T>(queryKey: QueryKey, path: string, filters: TableFilters) {
  return useInfiniteQuery({ ...tableQueryOptions<T>(queryKey, path, filters), placeholderData: keepPreviousData });
}
