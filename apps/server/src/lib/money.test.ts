import { describe, expect, it } from 'vitest';
import { formatInr, rupeesToPaise } from './money.js';

describe('money', () => {
  it('reads rupees with at most two decimals as exact paise', () => {
    expect(rupeesToPaise(450.1)).toBe(45010);
    expect(rupeesToPaise(12_345.67)).toBe(1_234_567);
  });

  it('writes paise as rupees grouped the Indian way, with paise only when there are some', () => {
    expect(formatInr(12_500_000)).toBe('₹1,25,000');
    expect(formatInr(1_234_567)).toBe('₹12,345.67');
    expect(formatInr(5)).toBe('₹0.05');
    expect(formatInr(0)).toBe('₹0');
  });
});
