import { type ApiRequestAs, apiFetch, nextLink } from './api-client';

/** One page of a keyset-paged list: the server's body, its X-Total-Count and its Link rel="next". */
export type ListPage<T> = { items: T[]; total: number; next: string | undefined };

/** GETs one page of a list whose body is an array (or holds one under `pick`). */
export async function fetchListPage<T, Body = T[]>(
  url: string,
  as: ApiRequestAs,
  pick: (body: Body) => T[] = (body) => body as unknown as T[],
): Promise<ListPage<T> & { body: Body }> {
  const { data, headers } = await apiFetch<Body>(url, { as });
  const items = pick(data);
  return { items, total: Number(headers.get('x-total-count') ?? items.length), next: nextLink(headers), body: data };
}
