import { z } from 'zod';
import { PROPERTY_TYPES } from './constants.js';
import { blankAsMissing } from './fields.js';
import { RADIUS_WITHOUT_NEAR_MESSAGE } from './geo.js';
import { SAVED_SEARCHES_MAX } from './notifications.js';
import { nearParam, radiusKmParam } from './places.js';

/** Saved homes and saved searches: a tenant's shortlist and the searches they come back to. */
export const savedMessages = {
  onlyTenants: 'Only tenants can save homes and searches.',
  searchLimit: `You can save up to ${SAVED_SEARCHES_MAX} searches. Delete one to save another.`,
  searchEmpty: 'Choose a city, a place, type, price or bedrooms to save a search.',
  searchNotFound: 'Saved search not found',
  priceOrder: 'The minimum price must not be above the maximum',
} as const;

const optionalNumber = (max: number) =>
  z.preprocess(
    blankAsMissing,
    z.number({ error: 'Must be a number' }).finite().min(0, 'Must not be negative').max(max, 'Too large').optional(),
  );

/** POST /api/saved-searches: the search page's filters; at least one, since "everything" is no search. */
export const savedSearchBody = z
  .object({
    q: z.preprocess((value) => (typeof value === 'string' ? value.trim() || undefined : value), z.string().max(80).optional()),
    type: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : value),
      z.enum(PROPERTY_TYPES, { error: 'Not a property type' }).optional(),
    ),
    minPrice: optionalNumber(100_000_000),
    maxPrice: optionalNumber(100_000_000),
    bedrooms: z.preprocess(
      blankAsMissing,
      z.number({ error: 'Must be a number' }).int('Must be a whole number').min(1, 'At least 1').max(50, 'Too large').optional(),
    ),
    /** A search around a point, as the search takes it: `lat,lng`, and km around it (SEARCH_RADIUS_KM_DEFAULT when left out). */
    near: nearParam,
    radiusKm: radiusKmParam,
    /** The place the point is ('Koramangala'), as the tenant chose it; none for 'Use my location'. Kept only with `near`. */
    nearName: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim() || undefined : value),
      z.string().max(80).optional(),
    ),
  })
  .superRefine((search, context) => {
    const { q, type, minPrice, maxPrice, bedrooms, near } = search;
    if ([q, type, minPrice, maxPrice, bedrooms, near].every((value) => value === undefined)) {
      context.addIssue({ code: 'custom', message: savedMessages.searchEmpty, path: ['q'] });
    }
    if (near === undefined && search.radiusKm !== undefined) {
      context.addIssue({ code: 'custom', message: RADIUS_WITHOUT_NEAR_MESSAGE, path: ['radiusKm'] });
    }
    if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
      context.addIssue({ code: 'custom', message: savedMessages.priceOrder, path: ['minPrice'] });
    }
  });
export type SavedSearchBody = z.infer<typeof savedSearchBody>;

export const savedSearch = z.object({
  id: z.string(),
  q: z.string().nullable(),
  type: z.enum(PROPERTY_TYPES).nullable(),
  /** Rupees. */
  minPrice: z.number().nullable(),
  maxPrice: z.number().nullable(),
  bedrooms: z.number().nullable(),
  /** `lat,lng` of a search around a point, as the search's `near` takes it; null otherwise. */
  near: z.string().nullable(),
  /** Km around `near`; null without it. */
  radiusKm: z.number().nullable(),
  nearName: z.string().nullable(),
  created_at: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearch>;
