import { type APIRequestContext, expect } from '@playwright/test';
import sharp from 'sharp';
import { registerAccount } from './accounts';
import { uniqueTag } from './unique-tag';

/** A small real PNG, different for each seed so files never collide. */
export async function pngImage(seed = Math.floor(Math.random() * 255)): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 240, channels: 3, background: { r: seed, g: 118, b: 110 } } })
    .png()
    .toBuffer();
}

async function landlordToken(request: APIRequestContext) {
  const landlord = await registerAccount(request, 'landlord');
  const login = await request.post('/api/auth/login', {
    data: { email: landlord.email, password: landlord.password, role: 'landlord' },
  });
  const body = await login.json();
  return { token: body.token as string, id: body.id as string };
}

/** Publishes `count` listings in a city of their own through the real API; returns the city. */
export async function publishListings(request: APIRequestContext, count: number, overrides: Record<string, unknown> = {}) {
  const { token, id } = await landlordToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const city = `Testcity${uniqueTag()}`;
  const urls: string[] = [];
  while (urls.length < count) {
    const batch = Math.min(10, count - urls.length);
    const multipart: Record<string, { name: string; mimeType: string; buffer: Buffer }> = {};
    const files = await Promise.all(Array.from({ length: batch }, (_, i) => pngImage(urls.length + i)));
    const res = await request.post('/api/uploads', {
      headers,
      multipart: Object.assign(
        multipart,
        ...files.map((buffer, i) => ({ [`images${i}`]: { name: `p${i}.png`, mimeType: 'image/png', buffer } })),
      ),
    });
    expect(res.status(), await res.text()).toBe(201);
    urls.push(...(await res.json()).urls);
  }
  for (const [index, url] of urls.entries()) {
    const res = await request.post('/api/property/add', {
      headers,
      data: {
        userId: id,
        title: `Listing ${index + 1} in ${city}`,
        description: 'First line\nSecond line',
        city,
        address: `${index + 1} Park Street`,
        price: 10_000 + index * 1000,
        bedrooms: 2,
        bathrooms: 1,
        area: 800,
        propertyType: 'apartment',
        images: [url],
        ...overrides,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  return city;
}
