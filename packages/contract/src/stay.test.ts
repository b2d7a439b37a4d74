import { describe, expect, it } from 'vitest';
import { addCalendarDays, addCalendarMonths, lastNightOf, lastNightOfStay, moveInWindow, stayEndDate } from './stay.js';

describe('lastNightOf', () => {
  it('is the day before the end date, across months, years and leap days', () => {
    expect(lastNightOf('2027-02-27')).toBe('2027-02-26');
    expect(lastNightOf('2027-03-01')).toBe('2027-02-28');
    expect(lastNightOf('2028-03-01')).toBe('2028-02-29');
    expect(lastNightOf('2027-01-01')).toBe('2026-12-31');
  });

  it('refuses what is no date', () => {
    expect(() => lastNightOf('27/02/2027')).toThrow(RangeError);
    expect(() => lastNightOf('2027-02-30')).toThrow(RangeError);
  });
});

describe('addCalendarDays', () => {
  it('counts whole days across months, years and leap days', () => {
    expect(addCalendarDays('2026-11-29', 3)).toBe('2026-12-02');
    expect(addCalendarDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addCalendarDays('2028-02-27', 3)).toBe('2028-03-01');
    expect(addCalendarDays('2027-02-27', 3)).toBe('2027-03-02');
    expect(addCalendarDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(addCalendarDays('2027-03-28', 0)).toBe('2027-03-28');
  });

  it('refuses what is no date', () => {
    expect(() => addCalendarDays('2027-02-30', 1)).toThrow(RangeError);
  });
});

describe('moveInWindow', () => {
  it('spans four days from the available date by default, across month and year ends', () => {
    expect(moveInWindow('2026-01-30')).toEqual({ from: '2026-01-30', to: '2026-02-02' });
    expect(moveInWindow('2026-12-30')).toEqual({ from: '2026-12-30', to: '2027-01-02' });
  });

  it("follows the listing's own window length, one day at the least", () => {
    expect(moveInWindow('2026-01-30', 1)).toEqual({ from: '2026-01-30', to: '2026-01-30' });
    expect(moveInWindow('2028-02-01', 30)).toEqual({ from: '2028-02-01', to: '2028-03-01' });
  });
});

describe('addCalendarMonths', () => {
  it('keeps the day of the month, or takes the last day of a shorter month', () => {
    expect(addCalendarMonths('2026-01-15', 1)).toBe('2026-02-15');
    expect(addCalendarMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addCalendarMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addCalendarMonths('2026-08-31', 1)).toBe('2026-09-30');
    expect(addCalendarMonths('2026-11-30', 24)).toBe('2028-11-30');
    expect(addCalendarMonths('2026-12-15', 1)).toBe('2027-01-15');
  });
});

describe('a stay from its move-in date and months', () => {
  it('ends on the same day of the month, months later, and its last night is the night before', () => {
    // The booking whose invoice said 27/02/2027 while My Bookings said 26/02/2027.
    expect(stayEndDate('2026-02-27', 12)).toBe('2027-02-27');
    expect(lastNightOfStay('2026-02-27', 12)).toBe('2027-02-26');
    expect(lastNightOfStay('2026-03-01', 1)).toBe('2026-03-31');
    expect(lastNightOfStay('2026-01-31', 1)).toBe('2026-02-27');
    expect(lastNightOfStay('2027-12-31', 2)).toBe('2028-02-28');
  });

  it('is always a night after the move-in and before the end date', () => {
    for (let day = Date.UTC(2027, 0, 1); day < Date.UTC(2029, 0, 1); day += 86_400_000) {
      const moveIn = new Date(day).toISOString().slice(0, 10);
      for (const months of [1, 2, 11, 12, 24]) {
        const end = stayEndDate(moveIn, months);
        const last = lastNightOfStay(moveIn, months);
        expect(last >= moveIn && last < end, `${moveIn} + ${months}`).toBe(true);
        expect(addCalendarMonths(moveIn, months - 1) <= last, `${moveIn} + ${months}`).toBe(true);
      }
    }
  });
});
