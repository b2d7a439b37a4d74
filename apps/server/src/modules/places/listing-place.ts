import { randomInt } from 'node:crypto';
import { PINCODE_UNKNOWN_MESSAGE, POSITION_PAIR_MESSAGE } from '@rentease/contract';
import { AppError } from '../../lib/errors.js';
import { pincodeArea } from './pincodes.service.js';

/** A listing's place as its columns; a field left out is one an edit keeps as it was. */
export type ListingPlace = { pincode?: string; lat?: number; lng?: number };

/**
 * Where a listing is, from what its add or edit form sent: the pin where the landlord put it, or,
 * with only a PIN code, the centre of that code's area (where the form starts the pin). A
 * latitude without a longitude (or the reverse) and a PIN code nobody can place are 400s on the
 * field, before anything is written.
 */
export async function listingPlaceOf(body: ListingPlace): Promise<ListingPlace> {
  const { pincode, lat, lng } = body;
  if ((lat === undefined) !== (lng === undefined)) {
    const missing = lat === undefined ? 'lat' : 'lng';
    throw AppError.badRequest(POSITION_PAIR_MESSAGE, { [missing]: POSITION_PAIR_MESSAGE });
  }
  if (lat !== undefined && lng !== undefined) return { pincode, lat, lng };
  if (pincode === undefined) return {};
  const area = await pincodeArea(pincode);
  if (!area) throw AppError.badRequest(PINCODE_UNKNOWN_MESSAGE, { pincode: PINCODE_UNKNOWN_MESSAGE });
  return { pincode, lat: area.lat, lng: area.lng };
}

/** A point on the map, WGS 84 degrees. */
export type Position = { lat: number; lng: number };

const METRES_PER_DEGREE_OF_LATITUDE = 111_320;
/** How far the shown point is from the building: never on it, never further than the circle drawn around it. */
export const APPROXIMATE_MIN_METRES = 100;
export const APPROXIMATE_MAX_METRES = 300;

/** `position` moved `north` and `east` metres (a flat-earth step: exact enough over a few hundred metres). */
function moved(position: Position, north: number, east: number): Position {
  const metresPerDegreeOfLongitude = METRES_PER_DEGREE_OF_LATITUDE * Math.cos((position.lat * Math.PI) / 180);
  return {
    lat: position.lat + north / METRES_PER_DEGREE_OF_LATITUDE,
    lng: position.lng + east / metresPerDegreeOfLongitude,
  };
}

/**
 * The point everyone but the landlord, the admin and a tenant with a stay is shown. A listing
 * that had one keeps its offset (the step from its old pin to its old point), so moving the pin
 * moves the point with it and reveals nothing new; a new listing gets a fresh offset from the
 * system's random source, 100–300 m in any direction, so it cannot be worked back from the point.
 */
export function approximatePosition(exact: Position, previous?: { exact: Position; approximate: Position }): Position {
  if (previous) {
    return {
      lat: exact.lat + (previous.approximate.lat - previous.exact.lat),
      lng: exact.lng + (previous.approximate.lng - previous.exact.lng),
    };
  }
  const bearing = (randomInt(0, 3600) / 3600) * 2 * Math.PI;
  const distance = APPROXIMATE_MIN_METRES + (randomInt(0, 1001) / 1000) * (APPROXIMATE_MAX_METRES - APPROXIMATE_MIN_METRES);
  return moved(exact, distance * Math.cos(bearing), distance * Math.sin(bearing));
}

/** The columns of a listing's place that `placeColumns` reads back when the pin moves. */
type StoredPlace = { lat: number | null; lng: number | null; approxLat: number | null; approxLng: number | null };

/**
 * A place as the listing's columns: the PIN code, the pin, and the point others are shown. With
 * `current` (an edit), a listing that had a pin keeps its offset; fields the form left out are
 * left out here too, so the listing keeps them.
 */
export function placeColumns(place: ListingPlace, current?: StoredPlace) {
  const { pincode, lat, lng } = place;
  if (lat === undefined || lng === undefined) return { pincode };
  const previous =
    current && current.lat !== null && current.lng !== null && current.approxLat !== null && current.approxLng !== null
      ? { exact: { lat: current.lat, lng: current.lng }, approximate: { lat: current.approxLat, lng: current.approxLng } }
      : undefined;
  const approximate = approximatePosition({ lat, lng }, previous);
  return { pincode, lat, lng, approxLat: approximate.lat, approxLng: approximate.lng };
}
