import { describe, expect, it } from 'vitest';
import { cityNamesContaining, cityNamesOf, cityNamesStartingWith, isSameCity } from './city-names.js';

describe('city names', () => {
  it('knows the other names of Indian cities, both ways, whatever the case', () => {
    expect(isSameCity('Bangalore', 'bengaluru')).toBe(true);
    expect(isSameCity('bengaluru', 'BANGALORE')).toBe(true);
    for (const [old, current] of [
      ['Bombay', 'Mumbai'],
      ['Gurgaon', 'Gurugram'],
      ['Madras', 'Chennai'],
      ['Calcutta', 'Kolkata'],
      ['Poona', 'Pune'],
      ['Trivandrum', 'Thiruvananthapuram'],
    ]) {
      expect(isSameCity(old as string, current as string), `${old}/${current}`).toBe(true);
    }
    expect(isSameCity('Pune', 'Mumbai')).toBe(false);
    expect(cityNamesOf('Jaipur')).toEqual(['jaipur']);
  });

  it('finds a city by part of any of its names', () => {
    expect(cityNamesContaining('bangal')).toEqual(new Set(['bengaluru', 'bangalore', 'blr']));
    expect(cityNamesContaining('gurga').has('gurugram')).toBe(true);
    expect(cityNamesContaining('  ')).toEqual(new Set());
  });

  it('suggests by the start of any name', () => {
    expect(cityNamesStartingWith('bom').has('mumbai')).toBe(true);
    expect(cityNamesStartingWith('umbai').size).toBe(0);
  });
});
