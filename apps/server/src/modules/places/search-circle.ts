import type { Bbox, LatLng } from '@rentease/contract';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * The Earth's mean radius (km, IUGG): distances are great-circle distances on this sphere, which
 * is within 0.5% of the ellipsoid everywhere, far less than the 100–300 m a shown point is moved.
 */
export const EARTH_RADIUS_KM = 6371.0088;

const radians = (degrees: number) => (degrees * Math.PI) / 180;
const degrees = (radians: number) => (radians * 180) / Math.PI;

/** Great-circle distance in km (haversine): the same formula the search runs in SQL. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const h =
    Math.sin(radians(b.lat - a.lat) / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(radians(b.lng - a.lng) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A point as SQL: columns, or numbers bound as float8. */
export type SqlPoint = { lat: SQLWrapper; lng: SQLWrapper };

/** A point of numbers as SQL float8 parameters. */
export const sqlPoint = ({ lat, lng }: LatLng): SqlPoint => ({ lat: sql`${lat}::float8`, lng: sql`${lng}::float8` });

/**
 * Great-circle distance in km between two points in SQL: distanceKm's haversine in plain
 * arithmetic, so both engines run it without PostGIS or earthdistance; NULL when either is NULL.
 */
export function greatCircleKmSql(a: SqlPoint, b: SqlPoint): SQL<number> {
  const halfChord = sql`power(sin(radians(${b.lat} - ${a.lat}) / 2), 2)
    + cos(radians(${a.lat})) * cos(radians(${b.lat})) * power(sin(radians(${b.lng} - ${a.lng}) / 2), 2)`;
  return sql<number>`(2 * ${sql.raw(String(EARTH_RADIUS_KM))}::float8 * asin(least(1::float8, sqrt(${halfChord}))))`;
}

/**
 * The smallest latitude/longitude box that holds every point within `radiusKm` of `centre`
 * (J. P. Matuschek's bounds for a spherical cap): what a search around a point asks the GiST index
 * for before measuring each distance. A circle around a pole spans every longitude. The box is cut
 * at ±180°, not wrapped round: listings are all in India, nowhere near the antimeridian.
 */
export function circleBounds(centre: LatLng, radiusKm: number): Bbox {
  const angle = radiusKm / EARTH_RADIUS_KM;
  const lat = radians(centre.lat);
  const minLat = lat - angle;
  const maxLat = lat + angle;
  if (minLat <= -Math.PI / 2 || maxLat >= Math.PI / 2) {
    return { minLng: -180, minLat: Math.max(-90, degrees(minLat)), maxLng: 180, maxLat: Math.min(90, degrees(maxLat)) };
  }
  const halfWidth = degrees(Math.asin(Math.sin(angle) / Math.cos(lat)));
  return {
    minLng: Math.max(-180, centre.lng - halfWidth),
    minLat: degrees(minLat),
    maxLng: Math.min(180, centre.lng + halfWidth),
    maxLat: degrees(maxLat),
  };
}
