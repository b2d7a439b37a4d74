import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.js';
import { isUuid } from './ids.js';

/**
 * Keyset pagination: a cursor holds the sort value and id of the last row shown, so page 500 is as
 * cheap as page 1 and rows added meanwhile never shift a page. `order` names the ordering the
 * cursor belongs to, so a cursor from one ordering (or one list) is refused by another.
 */
export type CursorValue = number | string;

export type Page<T> = { items: T[]; total: number; nextCursor: string | undefined };

export function encodeCursor(order: string, value: CursorValue, id: string): string {
  return Buffer.from(JSON.stringify([order, value, id])).toString('base64url');
}

const invalidCursor = () =>
  AppError.badRequest('This page link is no longer valid. Start the search again.', { cursor: 'Invalid cursor' });

/** The (value, id) of a cursor made by `encodeCursor(order, …)` with a value of the given kind. */
export function decodeCursor<K extends 'number' | 'string'>(
  raw: string,
  order: string,
  kind: K,
): { value: K extends 'number' ? number : string; id: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw invalidCursor();
  const [cursorOrder, value, id] = parsed;
  const valueOk = kind === 'number' ? typeof value === 'number' && Number.isFinite(value) : typeof value === 'string';
  if (cursorOrder !== order || !valueOk || typeof id !== 'string' || !isUuid(id)) throw invalidCursor();
  return { value, id };
}

/**
 * A page from `limit + 1` fetched rows: the extra row only says whether there is a next page,
 * whose cursor points after the last row shown.
 */
export function toPage<T>(rows: T[], limit: number, total: number, cursorFor: (last: T) => string): Page<T> {
  const hasMore = rows.length > limit;
  const items = hasMore ? rows.slice(0, limit) : rows;
  const last = items.at(-1);
  return { items, total, nextCursor: hasMore && last !== undefined ? cursorFor(last) : undefined };
}

/** List bodies stay as the spec shapes them; paging travels in headers: X-Total-Count and Link rel="next". */
export function pageHeaders(request: FastifyRequest, page: { total: number; nextCursor: string | undefined }) {
  const headers: Record<string, string> = { 'x-total-count': String(page.total) };
  if (page.nextCursor) {
    const next = new URL(request.url, 'http://placeholder');
    next.searchParams.set('cursor', page.nextCursor);
    headers.link = `<${next.pathname}${next.search}>; rel="next"`;
  }
  return headers;
}
