import { addMonths, format, parseISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { addCalendarDays, addCalendarMonths, laterDate, todayInMarket } from './dates.js';

describe('dates', () => {
  it('takes today in India, not in UTC', () => {
    // 20:00 UTC on 1 March is already 2 March in India (UTC+5:30).
    expect(todayInMarket(new Date('2026-03-01T20:00:00Z'))).toBe('2026-03-02');
    expect(todayInMarket(new Date('2026-03-01T18:00:00Z'))).toBe('2026-03-01');
  });

  it('adds calendar months, clamping to the end of shorter months', () => {
    expect(addCalendarMonths('2026-01-15', 1)).toBe('2026-02-15');
    expect(addCalendarMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addCalendarMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addCalendarMonths('2026-11-30', 24)).toBe('2028-11-30');
  });

  it('counts months as date-fns does, for every day of two years and every stay length', () => {
    for (let day = Date.UTC(2027, 0, 1); day < Date.UTC(2029, 0, 1); day += 86_400_000) {
      const date = new Date(day).toISOString().slice(0, 10);
      for (let months = 1; months <= 24; months++) {
        expect(addCalendarMonths(date, months)).toBe(format(addMonths(parseISO(date), months), 'yyyy-MM-dd'));
      }
    }
  });

  it('adds days across month and year ends', () => {
    expect(addCalendarDays('2026-12-30', 3)).toBe('2027-01-02');
  });

  it('picks the later date', () => {
    expect(laterDate('2026-01-02', '2025-12-31')).toBe('2026-01-02');
  });
});
