import { describe, expect, it } from 'vitest';
import type { SavedSearchRow } from '../../db/schema/index.js';
import { describeSavedSearch, toSavedSearch } from './saved-searches.presenter.js';

const row: SavedSearchRow = {
  id: 's1',
  tenantId: 't1',
  q: null,
  propertyType: 'apartment',
  minPricePaise: null,
  maxPricePaise: 4_000_000,
  bedrooms: 2,
  nearLat: 12.9352,
  nearLng: 77.6245,
  radiusKm: 5,
  nearName: 'Koramangala',
  createdAt: new Date('2026-11-01T00:00:00Z'),
  digestSentAt: null,
};

describe('a saved search around a place', () => {
  it('reads in the digest email with its place and distance, or says the point was the tenant’s own', () => {
    expect(describeSavedSearch(row)).toBe('within 5 km of Koramangala · Apartment · up to ₹40,000 · 2+ bedrooms');
    expect(describeSavedSearch({ ...row, nearName: null, propertyType: null, maxPricePaise: null, bedrooms: null })).toBe(
      'within 5 km of a chosen point',
    );
  });

  it('answers its centre as the search takes it, lat,lng', () => {
    expect(toSavedSearch(row)).toMatchObject({ near: '12.9352,77.6245', radiusKm: 5, nearName: 'Koramangala' });
    expect(toSavedSearch({ ...row, nearLat: null, nearLng: null, radiusKm: null, nearName: null })).toMatchObject({
      near: null,
      radiusKm: null,
      nearName: null,
    });
  });
});
