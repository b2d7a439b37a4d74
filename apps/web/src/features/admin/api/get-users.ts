import type { AccountRole } from '@rentease/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { listPage } from '../../../lib/list-page';
import { adminKeys } from './admin-keys';

export const USERS_PAGE_SIZE = 25;

/** One page of tenants or landlords matching `search` (everyone when empty), from `cursor` on. */
function fetchUsersPage(role: AccountRole, search: string, cursor: string | undefined) {
  const params = { query: { limit: USERS_PAGE_SIZE, q: search, cursor } };
  return role === 'tenant'
    ? listPage(api('admin').GET('/api/user/tenants', { params }))
    : listPage(api('admin').GET('/api/user/landlords', { params }));
}

/**
 * GET /api/user/tenants or /landlords, newest first, page by page; `search` matches
 * first name, last name, email or phone on the server, case-insensitively.
 */
export const usersQueryOptions = (role: AccountRole, search: string) =>
  infiniteQueryOptions({
    queryKey: adminKeys.userList(role, search),
    queryFn: ({ pageParam }) => fetchUsersPage(role, search, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next,
  });

/** The list keeps showing the previous answer while a new search loads. */
export function useUsers(role: AccountRole, search: string) {
  return useInfiniteQuery({ ...usersQueryOptions(role, search), placeholderData: keepPreviousData });
}
