import { describe, expect, it } from 'vitest';
import { dueToday, firstMonthRent } from './payment-plan';

describe('what a stay costs today', () => {
  it('takes the whole rent and the deposit when paid in full', () => {
    expect(dueToday(60_000, 3, 40_000, 'full')).toBe(100_000);
  });

  it('takes the first month and the deposit when paid monthly', () => {
    expect(dueToday(60_000, 3, 40_000, 'monthly')).toBe(60_000);
  });

  it('puts the paise an uneven price leaves over on the first month, as the server does', () => {
    expect(firstMonthRent(100_000, 3)).toBe(33_333.34);
    expect(dueToday(100_000, 3, 0, 'monthly')).toBe(33_333.34);
  });
});
