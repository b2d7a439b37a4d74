import type { AccountRole, AdminUser } from '@rentease/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { fetchListPage } from '../../../lib/list-page';
import { adminKeys } from './admin-keys';

export const USERS_PAGE_SIZE = 25;

const LIST_PATH: Record<AccountRole, string> = { tenant: '/api/user/tenants', landlord: '/api/user/landlords' };

function firstPageUrl(role: AccountRole, search: string): string {
  const params = new URLSearchParams({ limit: String(USERS_PAGE_SIZE) });
  if (search) params.set('q', search);
  return `${LIST_PATH[role]}?${params}`;
}

/**
 * GET /api/user/tenants or /landlords (spec §7), newest first, page by page; `search` matches
 * first name, last name, email or phone on the server, case-insensitively.
 */
export const usersQueryOptions = (role: AccountRole, search: string) =>
  infiniteQueryOptions({
    queryKey: adminKeys.userList(role, search),
    queryFn: ({ pageParam }) => fetchListPage<AdminUser>(pageParam, 'admin'),
    initialPageParam: firstPageUrl(role, search),
    getNextPageParam: (last) => last.next,
  });

/** The list keeps showing the previous answer while a new search loads. */
export function useUsers(role: AccountRole, search: string) {
  return useInfiniteQuery({ ...usersQueryOptions(role, search), placeholderData: keepPreviousData });
}
