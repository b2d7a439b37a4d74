import { describe, expect, it } from 'vitest';
import { DEMO_LISTINGS } from '../../db/seed/demo-listings.js';
import { pincodeArea } from './pincodes.service.js';

/** Distance in km on a local flat projection: plenty for checking a pin against its neighbourhood. */
function kilometresBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const radians = Math.PI / 180;
  const east = (b.lng - a.lng) * radians * Math.cos(((a.lat + b.lat) / 2) * radians);
  const north = (b.lat - a.lat) * radians;
  return Math.hypot(east, north) * 6371;
}

describe('the demo listings’ places', () => {
  it.each(DEMO_LISTINGS.map((listing) => [listing.address, listing] as const))(
    '%s sits in its PIN code’s area (within 5 km of the centre the dataset gives)',
    async (_address, listing) => {
      const area = await pincodeArea(listing.place.pincode);
      expect(area).toBeDefined();
      if (!area) return;
      expect(kilometresBetween(listing.place, area)).toBeLessThan(5);
    },
  );
});
