import { z } from 'zod';
import { blankAsMissing, numberOrMissing } from './fields.js';
import {
  BBOX_MESSAGE,
  INDIA_BOUNDS,
  NEAR_MESSAGE,
  PINCODE_FORMAT_MESSAGE,
  PINCODE_PATTERN,
  POSITION_OUTSIDE_INDIA_MESSAGE,
  parseBbox,
  parseNear,
  RADIUS_KM_MESSAGE,
  SEARCH_RADIUS_KM_MAX,
} from './geo.js';

/** An optional PIN code field of a form: blank is none. */
export const optionalPincode = z.preprocess(
  blankAsMissing,
  z.string({ error: PINCODE_FORMAT_MESSAGE }).trim().regex(PINCODE_PATTERN, PINCODE_FORMAT_MESSAGE).optional(),
);

/** One optional coordinate of a pin inside INDIA_BOUNDS; numeric text (a form's) is read as a number. */
function optionalCoordinate(min: number, max: number) {
  return z.preprocess(
    numberOrMissing,
    z
      .number({ error: POSITION_OUTSIDE_INDIA_MESSAGE })
      .refine(Number.isFinite, POSITION_OUTSIDE_INDIA_MESSAGE)
      .pipe(z.number().min(min, POSITION_OUTSIDE_INDIA_MESSAGE).max(max, POSITION_OUTSIDE_INDIA_MESSAGE))
      .optional(),
  );
}

/**
 * Where a listing is, as the add and edit forms send it: its PIN code and the pin's latitude and
 * longitude. All optional for now; the server places the pin at the PIN code's area when only the
 * code is given, and refuses a latitude without a longitude (or the reverse).
 */
export const listingPlaceFields = {
  pincode: optionalPincode,
  lat: optionalCoordinate(INDIA_BOUNDS.minLat, INDIA_BOUNDS.maxLat),
  lng: optionalCoordinate(INDIA_BOUNDS.minLng, INDIA_BOUNDS.maxLng),
};

export const pincodeParams = z.object({
  pincode: z.string().trim().regex(PINCODE_PATTERN, PINCODE_FORMAT_MESSAGE),
});

/** Where a PIN code's area is (WGS 84), from the offline PIN-code dataset: where a new listing's pin starts. */
export const pincodePlace = z.object({
  pincode: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type PincodePlace = z.infer<typeof pincodePlace>;

/**
 * An optional search parameter of coordinates, kept as text (the query schema stays plain for the
 * API docs) and accepted when `parse` reads it; otherwise a 400 with `message`.
 */
function coordinatesParam(message: string, maxLength: number, parse: (text: string) => unknown) {
  return z.preprocess(
    blankAsMissing,
    z
      .string({ error: message })
      .trim()
      .max(maxLength, message)
      .refine((text) => parse(text) !== undefined, message)
      .optional(),
  );
}

/** The search's optional `bbox` parameter: a map area. */
export const bboxParam = coordinatesParam(BBOX_MESSAGE, 120, parseBbox);

/** The search's optional `near` parameter: the centre of a distance search. */
export const nearParam = coordinatesParam(NEAR_MESSAGE, 60, parseNear);

/** The search's optional `radiusKm`: how far from `near` (km, above 0, at most SEARCH_RADIUS_KM_MAX). */
export const radiusKmParam = z.preprocess(
  numberOrMissing,
  z
    .number({ error: RADIUS_KM_MESSAGE })
    .refine(Number.isFinite, RADIUS_KM_MESSAGE)
    .pipe(z.number().gt(0, RADIUS_KM_MESSAGE).max(SEARCH_RADIUS_KM_MAX, RADIUS_KM_MESSAGE))
    .optional(),
);
