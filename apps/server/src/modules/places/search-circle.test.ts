import { describe, expect, it } from 'vitest';
import { circleBounds, distanceKm } from './search-circle.js';

describe('distanceKm', () => {
  it('is 111.195 km per degree along a meridian, and 0 at the same point', () => {
    // 2π × 6371.0088 km / 360.
    expect(distanceKm({ lat: 12.9, lng: 77.6 }, { lat: 13.9, lng: 77.6 })).toBeCloseTo(111.195, 3);
    expect(distanceKm({ lat: 19.1, lng: 72.9 }, { lat: 19.1, lng: 72.9 })).toBe(0);
  });

  it('is shorter per degree of longitude away from the equator (cos of the latitude)', () => {
    // Along the 60th parallel a degree is half as long; the great circle is a little shorter still.
    const km = distanceKm({ lat: 60, lng: 10 }, { lat: 60, lng: 10.1 });
    expect(km).toBeCloseTo(111.195 * 0.1 * 0.5, 2);
  });

  it('measures Mumbai to Bengaluru as about 845 km', () => {
    expect(distanceKm({ lat: 19.076, lng: 72.8777 }, { lat: 12.9716, lng: 77.5946 })).toBeCloseTo(845, -1);
  });
});

describe('circleBounds', () => {
  it('holds every point of the circle, and its box is no wider than it must be', () => {
    for (const centre of [
      { lat: 12.97, lng: 77.59 },
      { lat: 34.08, lng: 74.8 },
      { lat: -33.9, lng: 151.2 },
    ]) {
      const box = circleBounds(centre, 50);
      for (let bearing = 0; bearing < 360; bearing += 5) {
        const point = destination(centre, 50, bearing);
        expect(point.lat).toBeGreaterThanOrEqual(box.minLat - 1e-9);
        expect(point.lat).toBeLessThanOrEqual(box.maxLat + 1e-9);
        expect(point.lng).toBeGreaterThanOrEqual(box.minLng - 1e-9);
        expect(point.lng).toBeLessThanOrEqual(box.maxLng + 1e-9);
      }
      // The widest point of the circle reaches the box's east edge within a metre.
      expect(distanceKm(centre, { lat: centre.lat, lng: box.maxLng })).toBeGreaterThanOrEqual(50 - 1e-9);
      expect(box.maxLat - centre.lat).toBeCloseTo(50 / 111.195, 6);
    }
  });

  it('spans every longitude when the circle holds a pole', () => {
    expect(circleBounds({ lat: 89.9, lng: 10 }, 50)).toEqual({
      minLng: -180,
      minLat: expect.any(Number),
      maxLng: 180,
      maxLat: 90,
    });
  });
});

/** The point `km` from `from` on the initial bearing `bearingDeg` (great-circle). */
function destination(from: { lat: number; lng: number }, km: number, bearingDeg: number) {
  const r = (d: number) => (d * Math.PI) / 180;
  const angle = km / 6371.0088;
  const lat1 = r(from.lat);
  const bearing = r(bearingDeg);
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(angle) + Math.cos(lat1) * Math.sin(angle) * Math.cos(bearing));
  const lng2 =
    r(from.lng) +
    Math.atan2(Math.sin(bearing) * Math.sin(angle) * Math.cos(lat1), Math.cos(angle) - Math.sin(lat1) * Math.sin(lat2));
  return { lat: (lat2 * 180) / Math.PI, lng: (lng2 * 180) / Math.PI };
}
