import { describe, expect, it } from 'vitest';
import { financialYearOf, financialYearRange, PAN_PATTERN, rentPeriodsOf } from './rent.js';

describe('rent months', () => {
  it('count each month from the move-in day, keeping it after a short February', () => {
    expect(rentPeriodsOf('2027-01-31', 4)).toEqual([
      { start: '2027-01-31', end: '2027-02-28' },
      { start: '2027-02-28', end: '2027-03-31' },
      { start: '2027-03-31', end: '2027-04-30' },
      { start: '2027-04-30', end: '2027-05-31' },
    ]);
    expect(rentPeriodsOf('2028-01-30', 2)).toEqual([
      { start: '2028-01-30', end: '2028-02-29' },
      { start: '2028-02-29', end: '2028-03-30' },
    ]);
  });

  it('end where the stay ends', () => {
    const months = rentPeriodsOf('2026-12-15', 12);
    expect(months).toHaveLength(12);
    expect(months[11]?.end).toBe('2027-12-15');
  });
});

describe('financial years', () => {
  it('run April to March', () => {
    expect(financialYearOf('2027-03-31')).toBe('2026-27');
    expect(financialYearOf('2027-04-01')).toBe('2027-28');
    expect(financialYearOf('2099-12-01')).toBe('2099-00');
    expect(financialYearRange('2026-27')).toEqual({ from: '2026-04-01', to: '2027-04-01' });
    expect(financialYearRange('2026-28')).toBeUndefined();
    expect(financialYearRange('26-27')).toBeUndefined();
  });
});

it('a PAN is five letters, four digits and a letter', () => {
  expect(PAN_PATTERN.test('ABCDE1234F')).toBe(true);
  expect(PAN_PATTERN.test('abcde1234f')).toBe(false);
  expect(PAN_PATTERN.test('ABCD12345F')).toBe(false);
});
