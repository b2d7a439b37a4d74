import { describe, expect, it } from 'vitest';
import { formatArea, formatDate, formatRupees, initials } from './format';

describe('format', () => {
  it('groups rupees the Indian way', () => {
    expect(formatRupees(125000)).toBe('₹1,25,000');
    expect(formatRupees(99.5)).toBe('₹99.50');
  });

  it('shows area in sq ft with grouping', () => {
    expect(formatArea(1200)).toBe('1,200 sq ft');
  });

  it('shows calendar dates as dd/mm/yyyy without shifting the day', () => {
    expect(formatDate('2026-03-01')).toBe('01/03/2026');
    expect(formatDate('not a date')).toBe('-');
  });

  it('builds initials from first and last names', () => {
    expect(initials('Priya', 'Sharma')).toBe('PS');
    expect(initials('', '')).toBe('?');
    expect(initials('admin')).toBe('A');
  });
});
