import { describe, expect, it } from 'vitest';
import { financialYearsOfStay } from './rent-statements';

describe('financialYearsOfStay', () => {
  it('lists each April–March year a stay runs through', () => {
    expect(financialYearsOfStay('2026-04-01', '2026-06-30')).toEqual(['2026-27']);
    expect(financialYearsOfStay('2026-03-15', '2026-04-14')).toEqual(['2025-26', '2026-27']);
    expect(financialYearsOfStay('2026-01-10', '2027-12-09')).toEqual(['2025-26', '2026-27', '2027-28']);
  });
});
