import type { SavedSearch } from '@rentease/contract';
import type { SavedSearchRow } from '../../db/schema/index.js';
import { formatInr } from '../../lib/money.js';

const rupees = (paise: number | null) => (paise === null ? null : paise / 100);

/** "Pune · Apartment · up to ₹60,000 · 2+ bedrooms": a saved search in a line (digest emails). */
export function describeSavedSearch(row: SavedSearchRow): string {
  const parts: string[] = [];
  if (row.q) parts.push(row.q);
  if (row.radiusKm !== null) parts.push(`within ${row.radiusKm} km of ${row.nearName ?? 'a chosen point'}`);
  if (row.propertyType) parts.push(row.propertyType.charAt(0).toUpperCase() + row.propertyType.slice(1));
  const { minPricePaise: min, maxPricePaise: max } = row;
  if (min !== null && max !== null) parts.push(`${formatInr(min)}–${formatInr(max)}`);
  else if (min !== null) parts.push(`from ${formatInr(min)}`);
  else if (max !== null) parts.push(`up to ${formatInr(max)}`);
  if (row.bedrooms !== null) parts.push(`${row.bedrooms}+ bedroom${row.bedrooms === 1 ? '' : 's'}`);
  return parts.join(' · ');
}

export function toSavedSearch(row: SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    q: row.q,
    type: row.propertyType,
    minPrice: rupees(row.minPricePaise),
    maxPrice: rupees(row.maxPricePaise),
    bedrooms: row.bedrooms,
    near: row.nearLat === null || row.nearLng === null ? null : `${row.nearLat},${row.nearLng}`,
    radiusKm: row.radiusKm,
    nearName: row.nearName,
    created_at: row.createdAt.toISOString(),
  };
}
