import { describe, expect, it } from 'vitest';
import { formatRupees, formatRupeesCompact } from './money.js';

describe('formatRupees', () => {
  it('groups digits the Indian way and leaves out paise when there are none', () => {
    expect(formatRupees(126_000)).toBe('₹1,26,000');
    expect(formatRupees(60_000)).toBe('₹60,000');
    expect(formatRupees(0)).toBe('₹0');
  });

  it('shows paise, always two digits, when there are some', () => {
    expect(formatRupees(12_345.5)).toBe('₹12,345.50');
    expect(formatRupees(450.1)).toBe('₹450.10');
    expect(formatRupees(1_80_001.01)).toBe('₹1,80,001.01');
  });
});

describe('formatRupeesCompact', () => {
  it('writes thousands, lakhs and crores in a few characters', () => {
    expect(formatRupeesCompact(0)).toBe('₹0');
    expect(formatRupeesCompact(25_000)).toBe('₹25K');
    expect(formatRupeesCompact(1_50_000)).toBe('₹1.5L');
    expect(formatRupeesCompact(1_25_00_000)).toBe('₹1.3Cr');
  });
});
