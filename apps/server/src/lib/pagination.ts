import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
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

export const invalidCursor = () =>
  AppError.badRequest('This page link is no longer valid. Start the search again.', { cursor: 'Invalid cursor' });

/** Largest time a JavaScript Date can hold, in ms either side of 1970. */
const MAX_TIME_MS = 8.64e15;

/**
 * What a cursor's value may be. A cursor comes back from the client, so it is input like any
 * other: a forged one must be refused here, not reach SQL as a date PostgreSQL cannot read or a
 * number too big for a bigint (which would be a 500).
 * - `integer`: a whole number a Date and a bigint can both hold (ms since 1970, paise, sequence).
 * - `date`: a real calendar date, yyyy-mm-dd.
 * - `text`: any string, which the caller takes apart and checks itself.
 */
export type CursorKind = 'integer' | 'date' | 'text';

const isCursorValue: Record<CursorKind, (value: unknown) => boolean> = {
  integer: (value) => Number.isSafeInteger(value) && Math.abs(value as number) <= MAX_TIME_MS,
  date: (value) => typeof value === 'string' && isCalendarDate(value),
  text: (value) => typeof value === 'string',
};

const calendarDate = z.iso.date();
function isCalendarDate(value: string): boolean {
  return calendarDate.safeParse(value).success;
}

/** The (value, id) of a cursor made by `encodeCursor(order, …)`, its value of the given kind. */
export function decodeCursor<K extends CursorKind>(
  raw: string,
  order: string,
  kind: K,
): { value: K extends 'integer' ? number : string; id: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw invalidCursor();
  const [cursorOrder, value, id] = parsed;
  if (cursorOrder !== order || !isCursorValue[kind](value) || typeof id !== 'string' || !isUuid(id)) throw invalidCursor();
  return { value, id };
}

/** A time in ms since 1970 from a cursor that a Date can hold; undefined for anything else. */
export function cursorTime(value: string | undefined): Date | undefined {
  if (value === undefined || !/^-?\d{1,16}$/.test(value)) return undefined;
  const ms = Number(value);
  return isCursorValue.integer(ms) ? new Date(ms) : undefined;
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
