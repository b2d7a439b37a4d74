import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  currentMonthInIndia,
  formatDayAndMonth,
  formatMonthLong,
  formatMonthShort,
  formatMonths,
  monthsUpTo,
  todayInIndia,
} from './calendar';
import { changeLanguage, startI18n } from './i18n';

beforeAll(() => startI18n('en'));
afterAll(() => changeLanguage('en'));

describe('calendar', () => {
  it('counts days and months in India time, whatever the browser zone', () => {
    // 20:00 UTC on 31 Jan is 01:30 on 1 Feb in India.
    const lateEvening = new Date('2026-01-31T20:00:00Z');
    expect(todayInIndia(lateEvening)).toBe('2026-02-01');
    expect(currentMonthInIndia(lateEvening)).toBe('2026-02');
  });

  it('lists the last months oldest first, across a year end', () => {
    expect(monthsUpTo('2026-02', 4)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsUpTo('2026-12', 12)).toHaveLength(12);
    expect(monthsUpTo('2026-12', 12)[0]).toBe('2026-01');
  });

  it('names months and durations', () => {
    expect(formatMonthShort('2026-11')).toBe('Nov 2026');
    // Three letters for every month, September included (en-IN itself writes 'Sept').
    expect(formatMonthShort('2026-09')).toBe('Sep 2026');
    expect(formatDayAndMonth(new Date(2026, 8, 5))).toBe('5 Sep');
    expect(formatMonthLong('2026-01')).toBe('January 2026');
    expect(formatMonths(1)).toBe('1 month');
    expect(formatMonths(6)).toBe('6 months');
  });

  it('names months and durations in Hindi when the app is in Hindi', async () => {
    await changeLanguage('hi');
    try {
      expect(formatMonths(1)).toBe('1 महीना');
      expect(formatMonths(6)).toBe('6 महीने');
      expect(formatMonthShort('2026-09')).not.toMatch(/Sep/);
      expect(formatDayAndMonth(new Date(2026, 8, 5))).toMatch(/^5 \S*सि/);
      expect(formatMonthLong('2026-01')).toBe('जनवरी 2026');
    } finally {
      await changeLanguage('en');
    }
  });
});
