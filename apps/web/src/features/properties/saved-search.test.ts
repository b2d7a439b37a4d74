import { beforeAll, describe, expect, it } from 'vitest';
import { startI18n } from '../../lib/i18n';
import { describeSavedSearch, savedSearchPath } from './saved-search';

// The labels are read through i18next, in English here.
beforeAll(() => startI18n('en'));

const none = { q: null, type: null, minPrice: null, maxPrice: null, bedrooms: null, near: null, radiusKm: null, nearName: null };

describe('a saved search in words and as a link', () => {
  it('names every filter it has, in the order the search page shows them', () => {
    expect(describeSavedSearch({ ...none, q: 'Pune', type: 'apartment', minPrice: 10_000, maxPrice: 30_000, bedrooms: 2 })).toBe(
      'Pune · Apartment · ₹10,000–₹30,000 · 2+ bedrooms',
    );
    expect(describeSavedSearch({ ...none, minPrice: 5000 })).toBe('from ₹5,000');
    expect(describeSavedSearch({ ...none, maxPrice: 12_500.5, bedrooms: 1 })).toBe('up to ₹12,500.50 · 1+ bedroom');
  });

  it('opens the tenant search with the same filters', () => {
    const url = new URL(savedSearchPath({ ...none, q: 'Navi Mumbai', type: 'villa', maxPrice: 90_000, bedrooms: 3 }), 'http://x');
    expect(url.pathname).toBe('/tenant/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: 'Navi Mumbai',
      type: 'villa',
      maxPrice: '90000',
      minBedrooms: '3',
    });
  });

  it('names a search around a place, or around the tenant, with its distance, and opens it nearest first', () => {
    const koramangala = { ...none, near: '12.9352,77.6245', radiusKm: 5, nearName: 'Koramangala', type: 'apartment' as const };
    expect(describeSavedSearch(koramangala)).toBe('Near Koramangala · Within 5 km · Apartment');
    expect(describeSavedSearch({ ...none, near: '19.07,72.87', radiusKm: 10 })).toBe('Near you · Within 10 km');
    const url = new URL(savedSearchPath(koramangala), 'http://x');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      near: '12.9352,77.6245',
      nearName: 'Koramangala',
      radiusKm: '5',
      sort: 'distance',
      type: 'apartment',
    });
  });
});
