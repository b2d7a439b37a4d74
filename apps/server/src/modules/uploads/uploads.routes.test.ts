import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { MAX_UPLOAD_BYTES, messages, propertyMessages, type UploadResponse } from '@rentease/contract';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorageKind } from '../../config.js';
import { uploads } from '../../db/schema/index.js';
import { bearer, buildLandlord, buildTenant, type TestUser } from '../../test/factories.js';
import { type FilePart, multipart } from '../../test/multipart.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let t: TestContext;
let landlord: TestUser;

type Part = FilePart;

function upload(parts: Part[], user: TestUser | null = landlord) {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    payload: body.payload,
    headers: { ...body.headers, ...(user ? bearer(t.app, user) : {}) },
  });
}

const photo = (format: 'jpeg' | 'png' | 'webp' | 'avif', width = 1200, height = 900) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 110 } } })
    .toFormat(format)
    .toBuffer();

async function uploadCount() {
  const [row] = await t.db.select({ n: count() }).from(uploads);
  return row?.n ?? 0;
}

/** The bytes the storage holds for an image URL (whichever storage the app runs on). */
async function storedFile(url: string) {
  const image = await t.storage.read(path.posix.basename(url));
  if (!image) throw new Error(`nothing stored for ${url}`);
  return image.data;
}

const STORAGES: StorageKind[] = ['disk', 'database'];

describe.each(STORAGES)('POST /api/uploads, images on %s', (storage) => {
  beforeAll(async () => {
    t = await createTestApp({ storage });
    landlord = await buildLandlord(t.db);
  });
  afterAll(() => t.close());

  it('processes a JPEG and a PNG into WebP card and full sizes', async () => {
    const res = await upload([
      { name: 'front.jpg', type: 'image/jpeg', data: await photo('jpeg', 3000, 2000) },
      { name: 'plan.png', type: 'image/png', data: await photo('png', 800, 600) },
    ]);
    expect(res.statusCode).toBe(201);
    const body = res.json() as UploadResponse;
    expect(body.images).toHaveLength(2);
    expect(body.urls).toEqual(body.images.map((i) => i.url));
    const [big, small] = body.images;
    expect(big).toMatchObject({ width: 1600, height: 1067 });
    expect(small).toMatchObject({ width: 800, height: 600 });

    const full = await sharp(await storedFile(String(big?.url))).metadata();
    const card = await sharp(await storedFile(String(big?.thumbnail_url))).metadata();
    expect(full).toMatchObject({ format: 'webp', width: 1600, height: 1067 });
    expect(card).toMatchObject({ format: 'webp', width: 640, height: 480 });
  });

  it('accepts WebP and AVIF too', async () => {
    const res = await upload([
      { name: 'a.webp', type: 'image/webp', data: await photo('webp') },
      { name: 'b.avif', type: 'image/avif', data: await photo('avif', 400, 300) },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().images).toHaveLength(2);
  });

  it('strips the GPS position and all other metadata from a phone photo', async () => {
    const withGps = await sharp(await photo('jpeg'))
      .withExif({
        IFD0: { Make: 'PhoneCo', Model: 'Pixel Test' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '19/1 4/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '72/1 52/1 0/1' },
      })
      .jpeg()
      .toBuffer();
    const before = await sharp(withGps).metadata();
    expect(before.exif?.toString('latin1')).toContain('PhoneCo');
    expect(before.exif?.includes(Buffer.from([0x88, 0x25])) || before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const res = await upload([{ name: 'home.jpg', type: 'image/jpeg', data: withGps }]);
    expect(res.statusCode).toBe(201);
    const [image] = (res.json() as UploadResponse).images;
    for (const url of [image?.url, image?.thumbnail_url]) {
      const stored = await storedFile(String(url));
      const meta = await sharp(stored).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(stored.toString('latin1')).not.toContain('PhoneCo');
    }
  });

  it('serves the stored images with long-lived cache headers', async () => {
    const res = await upload([{ name: 'a.png', type: 'image/png', data: await photo('png') }]);
    const [image] = (res.json() as UploadResponse).images;
    const served = await t.app.inject({ url: String(image?.thumbnail_url) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('refuses a text file renamed to .jpg and stores nothing', async () => {
    const before = await uploadCount();
    const res = await upload([{ name: 'notes.jpg', type: 'image/jpeg', data: Buffer.from('just some text, not a photo') }]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: propertyMessages.uploadFailed, code: 'INVALID_IMAGE' });
    expect(res.json().details['notes.jpg']).toMatch(/Not a JPEG, PNG, WebP or AVIF/);
    expect(await uploadCount()).toBe(before);
  });

  it('refuses a damaged JPEG', async () => {
    const jpeg = await photo('jpeg');
    const res = await upload([{ name: 'broken.jpg', type: 'image/jpeg', data: jpeg.subarray(0, 200) }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(propertyMessages.uploadFailed);
  });

  it('stores nothing when one file of several is bad', async () => {
    const before = await uploadCount();
    const res = await upload([
      { name: 'good.png', type: 'image/png', data: await photo('png') },
      { name: 'bad.png', type: 'image/png', data: Buffer.from('%PDF-1.7 not an image') },
    ]);
    expect(res.statusCode).toBe(400);
    expect(await uploadCount()).toBe(before);
  });

  it('refuses a file over the size limit with 413', async () => {
    const jpeg = await photo('jpeg');
    const huge = Buffer.concat([jpeg, Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const res = await upload([{ name: 'huge.jpg', type: 'image/jpeg', data: huge }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('needs at least one file', async () => {
    const res = await upload([]);
    expect(res.statusCode).toBe(400);
  });

  it('refuses a request that is not multipart with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: { images: [] },
      headers: bearer(t.app, landlord),
    });
    expect(res.statusCode).toBe(415);
  });

  it('is for landlords only', async () => {
    const data = await photo('png');
    expect((await upload([{ name: 'a.png', type: 'image/png', data }], await buildTenant(t.db))).statusCode).toBe(403);
    expect((await upload([{ name: 'a.png', type: 'image/png', data }], null)).statusCode).toBe(401);
  });
});

describe.each(STORAGES)('GET /uploads/<key>, images on %s', (storage) => {
  beforeAll(async () => {
    t = await createTestApp({ storage });
    landlord = await buildLandlord(t.db);
  });
  afterAll(() => t.close());

  async function uploadOne() {
    const res = await upload([{ name: 'a.png', type: 'image/png', data: await photo('png', 800, 600) }]);
    expect(res.statusCode).toBe(201);
    const [image] = (res.json() as UploadResponse).images;
    if (!image) throw new Error('no image in the upload answer');
    return image;
  }

  it('serves an image uploaded through one server process from another on the same database', async () => {
    const image = await uploadOne();
    const other = await t.startAnotherProcess();
    for (const url of [image.url, image.thumbnail_url]) {
      const served = await other.inject({ url });
      expect(served.statusCode, url).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.equals(await storedFile(url))).toBe(true);
    }
    // The database backend really keeps them in the database: no process needs a shared disk.
    const onDisk = existsSync(path.join(t.config.dataDir, 'uploads', path.posix.basename(image.url)));
    expect(onDisk).toBe(storage === 'disk');
  });

  it('answers a repeated request carrying the validator with 304 and no body', async () => {
    const image = await uploadOne();
    const first = await t.app.inject({ url: image.url });
    const etag = first.headers.etag;
    expect(typeof etag).toBe('string');
    expect(first.headers['last-modified']).toBeDefined();
    const again = await t.app.inject({ url: image.url, headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('answers a missing or foreign image name with the JSON 404', async () => {
    for (const url of [`/uploads/${randomUUID()}-full.webp`, '/uploads/..%2Fjwt-secret', '/uploads/Not-Ours.WEBP']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ error: messages.notFound, code: 'NOT_FOUND' });
    }
  });
});
