import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatArea, formatDate, formatDateTime, formatRupees, initials } from './format';
import { changeLanguage, startI18n } from './i18n';

beforeAll(() => startI18n('en'));

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

describe('format in Hindi', () => {
  beforeAll(() => changeLanguage('hi'));
  afterAll(() => changeLanguage('en'));

  it('keeps Western digits and lakh grouping, and words units and months in Hindi', () => {
    expect(formatRupees(125000)).toBe('₹1,25,000');
    expect(formatDate('2026-09-05')).toBe('05/09/2026');
    expect(formatArea(1200)).toBe('1,200 वर्ग फ़ुट');
    expect(formatDateTime('2026-09-05T04:00:00Z')).toMatch(/^5 सित॰ 2026, \d{1,2}:00 (am|pm)$/);
  });
});
