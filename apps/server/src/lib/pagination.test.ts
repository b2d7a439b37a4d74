import { describe, expect, it } from 'vitest';
import { AppError } from './errors.js';
import { cursorTime, decodeCursor, encodeCursor } from './pagination.js';

const ID = '00000000-0000-4000-8000-000000000000';
const forged = (parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');

function refusal(run: () => unknown): AppError | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  return undefined;
}

describe('keyset cursors', () => {
  it('round-trips the value and id of each kind', () => {
    expect(decodeCursor(encodeCursor('newest', 1_700_000_000_000, ID), 'newest', 'integer')).toEqual({
      value: 1_700_000_000_000,
      id: ID,
    });
    expect(decodeCursor(encodeCursor('booking', '2028-02-29', ID), 'booking', 'date')).toEqual({ value: '2028-02-29', id: ID });
    expect(decodeCursor(encodeCursor('summary', '1|x', ID), 'summary', 'text')).toEqual({ value: '1|x', id: ID });
  });

  it.each([
    ['a cursor of another ordering', forged(['price_asc', 1, ID]), 'integer'],
    ['a number too big for a date or a bigint', forged(['o', 1e308, ID]), 'integer'],
    ['a fraction', forged(['o', 1.5, ID]), 'integer'],
    ['a number as text', forged(['o', '12', ID]), 'integer'],
    ['a date that does not exist', forged(['o', '2026-02-30', ID]), 'date'],
    ['text where a date belongs', forged(['o', 'garbage', ID]), 'date'],
    ['an id that is not a UUID', forged(['o', 1, 'x']), 'integer'],
    ['too few parts', forged(['o', 1]), 'integer'],
    ['not JSON', 'bm90IGpzb24', 'integer'],
  ] as const)('refuses %s with a 400 that names the cursor', (_name, raw, kind) => {
    const error = refusal(() => decodeCursor(raw, 'o', kind));
    expect(error?.status).toBe(400);
    expect(error?.details).toEqual({ cursor: 'Invalid cursor' });
  });

  it('reads a time only when a Date can hold it', () => {
    expect(cursorTime('1700000000000')?.getTime()).toBe(1_700_000_000_000);
    expect(cursorTime('99999999999999999')).toBeUndefined();
    expect(cursorTime('1e3')).toBeUndefined();
    expect(cursorTime(undefined)).toBeUndefined();
  });
});
