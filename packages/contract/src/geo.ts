/**
 * Where things are, without a schema: the PIN code's form, India's box, and reading a map area or a
 * point from text. The public search pages need these as they start; they live apart from the
 * request schemas (places.ts) so that loading them does not build zod schemas in the browser.
 */

/** An Indian PIN code: six digits, the first never 0 (India Post's zones run 1–9). */
export const PINCODE_PATTERN = /^[1-9][0-9]{5}$/;

/**
 * Where a listing may be (WGS 84 degrees): a box around India, its islands included. Positions
 * outside it are refused, so a pin dropped in the sea off Africa is a typo, not a listing.
 */
export const INDIA_BOUNDS = { minLat: 6, maxLat: 37.6, minLng: 68, maxLng: 97.5 } as const;

export const PINCODE_FORMAT_MESSAGE = 'Enter a 6-digit PIN code.';
export const PINCODE_UNKNOWN_MESSAGE = 'We could not find this PIN code. Check it, or place the pin on the map yourself.';

export const POSITION_OUTSIDE_INDIA_MESSAGE = 'Place the pin inside India.';
export const POSITION_PAIR_MESSAGE = 'Give both the latitude and the longitude.';

export const BBOX_MESSAGE = 'Give the map area as minLng,minLat,maxLng,maxLat in degrees, west to east and south to north.';

/** A map area (WGS 84 degrees): the search's `bbox`. */
export type Bbox = { minLng: number; minLat: number; maxLng: number; maxLat: number };

const DEGREES = String.raw`-?\d{1,3}(?:\.\d{1,12})?`;
const BBOX_PATTERN = new RegExp(`^${DEGREES}(?:,${DEGREES}){3}$`);

/**
 * `minLng,minLat,maxLng,maxLat` as a map area, or undefined when it is not one: four numbers, on
 * the globe, west edge not east of the east edge and south not north of north (an area across the
 * antimeridian is not one India's map ever needs).
 */
export function parseBbox(text: string): Bbox | undefined {
  if (!BBOX_PATTERN.test(text)) return undefined;
  const [minLng, minLat, maxLng, maxLat] = text.split(',').map(Number) as [number, number, number, number];
  const onGlobe = [minLng, maxLng].every((lng) => Math.abs(lng) <= 180) && [minLat, maxLat].every((lat) => Math.abs(lat) <= 90);
  if (!onGlobe || minLng > maxLng || minLat > maxLat) return undefined;
  return { minLng, minLat, maxLng, maxLat };
}

/** A point on the globe (WGS 84 degrees). */
export type LatLng = { lat: number; lng: number };

/** How far around `near` a search reaches when it does not say (km), and the most it may ask for. */
export const SEARCH_RADIUS_KM_DEFAULT = 10;
export const SEARCH_RADIUS_KM_MAX = 50;

export const NEAR_MESSAGE = 'Give the centre of the search as lat,lng in degrees, e.g. 12.9716,77.5946.';
export const RADIUS_KM_MESSAGE = `Give the distance in kilometres: more than 0 and at most ${SEARCH_RADIUS_KM_MAX}.`;
export const RADIUS_WITHOUT_NEAR_MESSAGE = 'A distance needs a centre: give near=lat,lng as well.';
export const DISTANCE_SORT_WITHOUT_NEAR_MESSAGE = 'Sorting by distance needs a centre: give near=lat,lng as well.';

const NEAR_PATTERN = new RegExp(`^${DEGREES},${DEGREES}$`);

/** `lat,lng` as a point, or undefined when it is not one: two numbers, on the globe. */
export function parseNear(text: string): LatLng | undefined {
  if (!NEAR_PATTERN.test(text)) return undefined;
  const [lat, lng] = text.split(',').map(Number) as [number, number];
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : undefined;
}
