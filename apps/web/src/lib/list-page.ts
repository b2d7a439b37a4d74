import {
  type AnswerOf,
  type ApiRequestAs,
  answerWithHeaders,
  apiFetch,
  type CallResult,
  nextCursor,
  nextLink,
} from './api-client';

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

/**
 * One page of a keyset-paged list from a typed call: its items (the body, or what `pick` takes
 * from it), X-Total-Count, and in `next` the cursor of the following page (Link rel="next"), which
 * the caller sends back as `cursor` with the same query.
 */
export function listPage<R extends CallResult>(
  call: Promise<R>,
): Promise<ListPage<AnswerOf<R> extends readonly (infer T)[] ? T : never> & { body: AnswerOf<R> }>;
export function listPage<R extends CallResult, T>(
  call: Promise<R>,
  pick: (body: AnswerOf<R>) => T[],
): Promise<ListPage<T> & { body: AnswerOf<R> }>;
export async function listPage<R extends CallResult, T>(call: Promise<R>, pick?: (body: AnswerOf<R>) => T[]) {
  const { data, headers } = await answerWithHeaders(call);
  const items: unknown[] = pick ? pick(data) : Array.isArray(data) ? data : [];
  return { items, total: Number(headers.get('x-total-count') ?? items.length), next: nextCursor(headers), body: data };
}
