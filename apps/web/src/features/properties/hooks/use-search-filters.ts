import {
  PROPERTY_SEARCH_SORTS,
  PROPERTY_TYPES,
  type PropertySearchSort,
  type PropertyType,
  parseBbox,
  parseNear,
  SEARCH_RADIUS_KM_MAX,
} from '@rentease/contract';
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { parseCamera } from '../../../lib/map-view';
import type { PropertyFilters } from '../api/properties-api';

/** The search lives in the URL, so a search (and an open listing) can be shared or bookmarked. */
export type SearchState = {
  /** Text typed in the city box: listings whose city contains it. */
  q: string;
  /** A city chosen from the suggestions: exact match, wins over `q`. */
  city: string;
  type: PropertyType | '';
  minPrice: string;
  maxPrice: string;
  minBedrooms: string;
  sort: PropertySearchSort;
  /** 'true': only listings of verified owners. */
  verified: 'true' | '';
  /** The listing whose dialog is open. */
  property: string;
  /** The list, the map, or both side by side. */
  view: SearchView;
  /** The map area the search is limited to ('Search this area'): minLng,minLat,maxLng,maxLat. */
  bbox: string;
  /** Where the map looks: lat,lng,zoom. */
  map: string;
  /** The centre of a search around a point (a place chosen, or the person's location): lat,lng. */
  near: string;
  /** What that point is called ('Koramangala'); empty for the person's own location. */
  nearName: string;
  /** How far around it, in km; empty for the server's default. */
  radiusKm: string;
};

export const SEARCH_VIEWS = ['list', 'map', 'both'] as const;
export type SearchView = (typeof SEARCH_VIEWS)[number];

const FILTER_KEYS = [
  'q',
  'city',
  'type',
  'minPrice',
  'maxPrice',
  'minBedrooms',
  'verified',
  'bbox',
  'near',
  'nearName',
  'radiusKm',
] as const;

/** The distances a search around a point offers, in km. */
export const SEARCH_RADII_KM = [2, 5, 10, 25, 50] as const;

/** The search a URL's query describes; anything unknown or malformed reads as not set. */
export function searchStateFromUrl(params: URLSearchParams): SearchState {
  const type = params.get('type') ?? '';
  const sort = params.get('sort') ?? 'newest';
  const view = params.get('view') ?? 'list';
  const bbox = params.get('bbox') ?? '';
  const map = params.get('map') ?? '';
  const near = params.get('near') ?? '';
  const hasNear = parseNear(near) !== undefined;
  const radiusKm = params.get('radiusKm') ?? '';
  const numeric = (key: string) => {
    const value = params.get(key) ?? '';
    return /^\d+(\.\d+)?$/.test(value) ? value : '';
  };
  return {
    q: params.get('q') ?? '',
    city: params.get('city') ?? '',
    type: (PROPERTY_TYPES as readonly string[]).includes(type) ? (type as PropertyType) : '',
    minPrice: numeric('minPrice'),
    maxPrice: numeric('maxPrice'),
    minBedrooms: numeric('minBedrooms'),
    // Nearest first needs a point to be nearest to.
    sort:
      (PROPERTY_SEARCH_SORTS as readonly string[]).includes(sort) && (sort !== 'distance' || hasNear)
        ? (sort as PropertySearchSort)
        : 'newest',
    verified: params.get('verified') === 'true' ? 'true' : '',
    property: params.get('property') ?? '',
    view: (SEARCH_VIEWS as readonly string[]).includes(view) ? (view as SearchView) : 'list',
    bbox: parseBbox(bbox) ? bbox : '',
    map: parseCamera(map) ? map : '',
    near: hasNear ? near : '',
    nearName: hasNear ? (params.get('nearName') ?? '').slice(0, 80) : '',
    radiusKm:
      hasNear && /^\d{1,2}$/.test(radiusKm) && Number(radiusKm) > 0 && Number(radiusKm) <= SEARCH_RADIUS_KM_MAX ? radiusKm : '',
  };
}

/** The search of a URL without parameters. */
export function defaultSearchState(): SearchState {
  return searchStateFromUrl(new URLSearchParams());
}

export function toApiFilters(state: SearchState): PropertyFilters {
  return {
    city: state.city || undefined,
    q: state.city ? undefined : state.q.trim() || undefined,
    type: state.type || undefined,
    minPrice: state.minPrice ? Number(state.minPrice) : undefined,
    maxPrice: state.maxPrice ? Number(state.maxPrice) : undefined,
    minBedrooms: state.minBedrooms ? Number(state.minBedrooms) : undefined,
    sort: state.sort,
    verified: state.verified ? true : undefined,
    bbox: state.bbox || undefined,
    near: state.near || undefined,
    radiusKm: state.radiusKm ? Number(state.radiusKm) : undefined,
  };
}

export function hasActiveFilter(state: SearchState): boolean {
  return FILTER_KEYS.some((key) => state[key] !== '');
}

export function useSearchFilters() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => searchStateFromUrl(params), [params]);

  // Each write builds on the URL as our earlier writes left it, not on the render that created the
  // write: the router's setParams(fn) applies fn to the params of that render, so a debounced write
  // made while typing would drop a listing opened since (or one whose navigation is still pending).
  const latest = useRef(params);
  // Our writes the router has not rendered yet, oldest first.
  const unrendered = useRef<string[]>([]);
  useLayoutEffect(() => {
    const index = unrendered.current.indexOf(params.toString());
    if (index >= 0) {
      // One of ours arriving: any later ones are still on their way, so `latest` stays ahead.
      unrendered.current = unrendered.current.slice(index + 1);
    } else {
      // Changed from elsewhere (Back, a link), which also supersedes any of ours still pending.
      unrendered.current = [];
      latest.current = params;
    }
  }, [params]);

  /** Typing and filter changes replace the history entry; opening a listing adds one (Back closes it). */
  const update = useCallback(
    (changes: Partial<SearchState>, options: { push?: boolean } = {}) => {
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(changes)) {
        const isDefault = (key === 'sort' && value === 'newest') || (key === 'view' && value === 'list');
        if (value === '' || value === undefined || isDefault) next.delete(key);
        else next.set(key, String(value));
      }
      // A navigation that changes nothing renders nothing, so it would never leave `unrendered`.
      if (next.toString() === latest.current.toString()) return;
      latest.current = next;
      unrendered.current.push(next.toString());
      setParams(next, { replace: !options.push, preventScrollReset: true });
    },
    [setParams],
  );

  const clearFilters = useCallback(
    () => update(Object.fromEntries(FILTER_KEYS.map((key) => [key, ''])) as Partial<SearchState>),
    [update],
  );

  return { state, update, clearFilters };
}
