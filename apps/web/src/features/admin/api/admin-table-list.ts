import { infiniteQueryOptions, keepPreviousData, type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import type { ListPage } from '../../../lib/list-page';

/** Asks for one page of an admin table: the first without a cursor, later ones with the Link header's. */
export type FetchTablePage<T> = (cursor: string | undefined) => Promise<ListPage<T>>;

/** One admin table's rows, page by page, newest first as the server orders them. */
export const tableQueryOptions = <T>(queryKey: QueryKey, fetchPage: FetchTablePage<T>) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next,
  });

/** The table keeps showing the previous answer while new filters load. */
export function useTableList<T>(queryKey: QueryKey, fetchPage: FetchTablePage<T>) {
  return useInfiniteQuery({ ...tableQueryOptions(queryKey, fetchPage), placeholderData: keepPreviousData });
}
