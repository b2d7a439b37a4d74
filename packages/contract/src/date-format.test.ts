import { describe, expect, it } from 'vitest';
import { formatDateTime, formatMonthShort, MONTH_ABBREVIATIONS } from './date-format.js';

describe('month names', () => {
  it('are three letters for every month, September too', () => {
    expect(MONTH_ABBREVIATIONS.every((name) => name.length === 3)).toBe(true);
    expect(formatMonthShort('2026-09')).toBe('Sep 2026');
    expect(formatMonthShort('2026-11')).toBe('Nov 2026');
    expect(formatMonthShort('2026-13')).toBe('2026-13');
  });
});

describe('formatDateTime', () => {
  it('writes an instant in the given time zone with the three-letter month', () => {
    // 18:35 UTC on 5 September is 12:05 am on 6 September in India.
    expect(formatDateTime(new Date('2026-09-05T18:35:00Z'), 'Asia/Kolkata')).toBe('6 Sep 2026, 12:05 am');
    expect(formatDateTime(new Date('2026-06-05T04:00:00Z'), 'Asia/Kolkata')).toBe('5 Jun 2026, 9:30 am');
    expect(formatDateTime(new Date('2026-12-31T10:45:00Z'), 'UTC')).toBe('31 Dec 2026, 10:45 am');
  });

  it('never writes the long or four-letter month names en-IN uses by itself', () => {
    for (let month = 0; month < 12; month++) {
      const text = formatDateTime(new Date(Date.UTC(2026, month, 15, 6)), 'Asia/Kolkata');
      expect(text).toBe(`15 ${MONTH_ABBREVIATIONS[month]} 2026, 11:30 am`);
    }
  });

  it('says "-" for an invalid date', () => {
    expect(formatDateTime(new Date('nonsense'))).toBe('-');
  });
});
