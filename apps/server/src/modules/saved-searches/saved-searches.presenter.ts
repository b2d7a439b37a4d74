import type { SavedSearch } from '@rentease/contract';
import type { SavedSearchRow } from '../../db/schema/index.js';

const rupees = (paise: number | null) => (paise === null ? null : paise / 100);

export function toSavedSearch(row: SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    q: row.q,
    type: row.propertyType,
    minPrice: rupees(row.minPricePaise),
    maxPrice: rupees(row.maxPricePaise),
    bedrooms: row.bedrooms,
    created_at: row.createdAt.toISOString(),
  };
}
