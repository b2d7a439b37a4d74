import { describe, expect, it } from 'vitest';
import { lastNightOf } from './stay.js';

describe('lastNightOf', () => {
  it('is the day before the end date, across months, years and leap days', () => {
    expect(lastNightOf('2027-02-27')).toBe('2027-02-26');
    expect(lastNightOf('2027-03-01')).toBe('2027-02-28');
    expect(lastNightOf('2028-03-01')).toBe('2028-02-29');
    expect(lastNightOf('2027-01-01')).toBe('2026-12-31');
  });

  it('refuses what is no date', () => {
    expect(() => lastNightOf('27/02/2027')).toThrow(RangeError);
  });
});
