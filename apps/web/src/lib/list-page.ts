import { type AnswerOf, answerWithHeaders, type CallResult, nextCursor } from './api-client';

/**
 * One page of a keyset-paged list: its items, the X-Total-Count, and in `next` the cursor of the
 * following page (from the Link rel="next" header), which the caller sends back as `cursor` with
 * the same query.
 */
export type ListPage<T> = { items: T[]; total: number; next: string | undefined };

/** One page of a list from a typed call: the items are the body, or what `pick` takes from it. */
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
