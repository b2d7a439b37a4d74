import { PINCODE_FORMAT_MESSAGE, PINCODE_UNKNOWN_MESSAGE, pincodePlace } from '@rentease/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const lookUp = (pincode: string) => t.app.inject({ method: 'GET', url: `/api/places/pincodes/${encodeURIComponent(pincode)}` });

describe('GET /api/places/pincodes/:pincode', () => {
  it("answers a PIN code's area from the offline dataset, and lets it be kept", async () => {
    const res = await lookUp('560034');
    expect(res.statusCode).toBe(200);
    const place = pincodePlace.parse(res.json());
    expect(place.pincode).toBe('560034');
    // Koramangala, Bengaluru: within a couple of kilometres of 12.93° N, 77.62° E.
    expect(place.lat).toBeCloseTo(12.93, 1);
    expect(place.lng).toBeCloseTo(77.62, 1);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('answers different places for different codes', async () => {
    const powai = (await lookUp('400076')).json();
    const delhi = (await lookUp('110001')).json();
    expect(powai.lat).toBeCloseTo(19.12, 1);
    expect(delhi.lat).toBeCloseTo(28.63, 1);
    expect(delhi.lng).toBeGreaterThan(powai.lng);
  });

  it.each(['56003', '5600345', '060034', 'abcdef', '56 034'])(
    'refuses %j with a 400 saying what a PIN code is',
    async (pincode) => {
      const res = await lookUp(pincode);
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual({ pincode: PINCODE_FORMAT_MESSAGE });
    },
  );

  it('answers a well-formed code the dataset does not hold with a 404 that says what to do', async () => {
    const res = await lookUp('999999');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(PINCODE_UNKNOWN_MESSAGE);
  });
});
