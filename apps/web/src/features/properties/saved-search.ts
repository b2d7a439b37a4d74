import type { SavedSearch } from '@rentease/contract';
import { formatRupees } from '../../lib/format';
import { i18n } from '../../lib/i18n';
import { propertyTypeLabel } from './property-type-label';

type SearchFields = Pick<SavedSearch, 'q' | 'type' | 'minPrice' | 'maxPrice' | 'bedrooms' | 'near' | 'radiusKm' | 'nearName'>;

/** "Pune · Apartment · ₹10,000–₹30,000 · 2+ bedrooms", "Near Koramangala · Within 5 km": a saved search in a line. */
export function describeSavedSearch(search: SearchFields): string {
  const parts: string[] = [];
  if (search.q) parts.push(search.q);
  if (search.near) {
    parts.push(search.nearName ? i18n.t('Near {{place}}', { place: search.nearName }) : i18n.t('Near you'));
    if (search.radiusKm !== null) parts.push(i18n.t('Within {{count}} km', { count: search.radiusKm }));
  }
  if (search.type) parts.push(propertyTypeLabel(search.type));
  if (search.minPrice !== null && search.maxPrice !== null)
    parts.push(`${formatRupees(search.minPrice)}–${formatRupees(search.maxPrice)}`);
  else if (search.minPrice !== null) parts.push(i18n.t('from {{amount}}', { amount: formatRupees(search.minPrice) }));
  else if (search.maxPrice !== null) parts.push(i18n.t('up to {{amount}}', { amount: formatRupees(search.maxPrice) }));
  if (search.bedrooms !== null) parts.push(i18n.t('{{count}}+ bedrooms', { count: search.bedrooms }));
  return parts.join(' · ');
}

/** The tenant search showing a saved search's results (around its point: nearest first, as choosing the place does). */
export function savedSearchPath(search: SearchFields): string {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.near) {
    params.set('near', search.near);
    if (search.nearName) params.set('nearName', search.nearName);
    if (search.radiusKm !== null) params.set('radiusKm', String(search.radiusKm));
    params.set('sort', 'distance');
  }
  if (search.type) params.set('type', search.type);
  if (search.minPrice !== null) params.set('minPrice', String(search.minPrice));
  if (search.maxPrice !== null) params.set('maxPrice', String(search.maxPrice));
  if (search.bedrooms !== null) params.set('minBedrooms', String(search.bedrooms));
  return `/tenant/search?${params.toString()}`;
}
