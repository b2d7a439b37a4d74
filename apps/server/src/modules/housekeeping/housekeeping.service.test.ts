import path from 'node:path';
import type { UploadedImage } from '@rentease/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StorageKind } from '../../config.js';
import { accountTokens, propertyImages, rateLimitCounters, uploads, userSessions } from '../../db/schema/index.js';
import { queryRows } from '../../db/sql.js';
import { type ProcessedImage, processImage } from '../../lib/images.js';
import { createImageStorage, type ImageStorage } from '../../lib/storage.js';
import { bearer, buildLandlord, buildProperty, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { saveUploads } from '../uploads/uploads.service.js';
import { runHousekeeping } from './housekeeping.service.js';

const HOUR = 3_600_000;
const STORAGES: StorageKind[] = ['disk', 'database'];

let t: TestContext;
let landlord: TestUser;
let picture: ProcessedImage;

beforeAll(async () => {
  picture = await processImage(
    await sharp({ create: { width: 320, height: 240, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer(),
  );
});

/** An upload as POST /api/uploads makes it, at the app clock's time. */
async function uploadPhoto(owner: TestUser = landlord): Promise<UploadedImage> {
  const [image] = await saveUploads(t.db, t.storage, owner.id, [picture], t.clock.now());
  if (!image) throw new Error('saveUploads returned no image');
  return image;
}

const keysOf = (image: UploadedImage) => [image.url, image.thumbnail_url].map((url) => path.posix.basename(url));

async function hasRow(image: UploadedImage): Promise<boolean> {
  const rows = await t.db.select({ id: uploads.id }).from(uploads).where(eq(uploads.id, image.id));
  return rows.length === 1;
}

/** Which of the image's two sizes the storage still holds. */
async function storedSizes(image: UploadedImage, storage: ImageStorage = t.storage): Promise<number> {
  const found = await Promise.all(keysOf(image).map((key) => storage.read(key)));
  return found.filter(Boolean).length;
}

function publish(owner: TestUser, images: UploadedImage[]) {
  return t.app.inject({
    method: 'POST',
    url: '/api/property/add',
    headers: bearer(t.app, owner),
    payload: {
      userId: owner.id,
      title: 'Flat with photos',
      description: 'Bright.',
      city: 'Testpur',
      address: '1 Park Street',
      price: 25000,
      bedrooms: 2,
      bathrooms: 1,
      area: 900,
      propertyType: 'Apartment',
      images: images.map((image) => image.url),
    },
  });
}

const sweep = (storage: ImageStorage = t.storage, db = t.db) =>
  runHousekeeping({ db, storage, clock: t.clock, uploadGraceMs: t.config.uploadGraceMs });

describe.each(STORAGES)('sweeping abandoned uploads, images on %s', (storage) => {
  beforeAll(async () => {
    t = await createTestApp({ storage, uploadGraceMs: 24 * HOUR });
    landlord = await buildLandlord(t.db);
  });
  afterAll(() => t.close());

  it('deletes an upload no listing uses once its grace period is over, with both images', async () => {
    const abandoned = await uploadPhoto();
    expect(await storedSizes(abandoned)).toBe(2);
    t.clock.advance(24 * HOUR + 60_000);

    const report = await sweep();

    expect(report.uploads).toBeGreaterThanOrEqual(1);
    expect(await hasRow(abandoned)).toBe(false);
    expect(await storedSizes(abandoned)).toBe(0);
    const served = await t.app.inject({ url: abandoned.url });
    expect(served.statusCode).toBe(404);
  });

  it('keeps an old upload a listing uses, and an unused one until its grace period is over', async () => {
    const used = await uploadPhoto();
    expect((await publish(landlord, [used])).statusCode).toBe(201);
    t.clock.advance(48 * HOUR);
    const young = await uploadPhoto();
    t.clock.advance(23 * HOUR);

    await sweep();
    expect(await hasRow(used)).toBe(true);
    expect(await hasRow(young)).toBe(true);
    expect(await storedSizes(used)).toBe(2);
    expect(await storedSizes(young)).toBe(2);
    expect((await t.app.inject({ url: used.url })).statusCode).toBe(200);

    t.clock.advance(2 * HOUR);
    await sweep();
    expect(await hasRow(young)).toBe(false);
    expect(await storedSizes(young)).toBe(0);
    expect(await hasRow(used)).toBe(true);
    expect(await storedSizes(used)).toBe(2);
  });

  it('never removes an image that another upload still shows (the demo seed shares its pictures)', async () => {
    const used = await uploadPhoto();
    expect((await publish(landlord, [used])).statusCode).toBe(201);
    const [cardKey, fullKey] = [used.thumbnail_url, used.url].map((url) => path.posix.basename(url));
    const [copy] = await t.db
      .insert(uploads)
      .values({
        ownerId: landlord.id,
        cardKey: String(cardKey),
        fullKey: String(fullKey),
        width: 1,
        height: 1,
        createdAt: t.clock.now(),
      })
      .returning({ id: uploads.id });
    t.clock.advance(25 * HOUR);

    await sweep();

    expect(
      await t.db
        .select()
        .from(uploads)
        .where(eq(uploads.id, String(copy?.id))),
    ).toEqual([]);
    expect(await storedSizes(used)).toBe(2);
  });

  it('keeps the upload when an image cannot be removed, and sweeps it on the next round', async () => {
    const abandoned = await uploadPhoto();
    t.clock.advance(25 * HOUR);
    // Removes the first image it is asked to, then fails (a disk error, a lost connection).
    const failing = (inner: ImageStorage, removals = { count: 0 }): ImageStorage => ({
      save: (key, data) => inner.save(key, data),
      read: (key) => inner.read(key),
      publicUrl: (key) => inner.publicUrl(key),
      async remove(key) {
        removals.count += 1;
        if (removals.count > 1) throw new Error('disk unavailable');
        await inner.remove(key);
      },
      inTransaction: (tx) => failing(inner.inTransaction(tx), removals),
    });

    await expect(sweep(failing(t.storage))).rejects.toThrow('disk unavailable');
    expect(await hasRow(abandoned)).toBe(true);
    // On disk the first file is gone already; in the database its removal rolled back too.
    expect(await storedSizes(abandoned)).toBe(storage === 'disk' ? 1 : 2);

    // The next round finds the row, removes what is left and forgets nothing (a missing file is fine).
    await sweep();
    expect(await hasRow(abandoned)).toBe(false);
    expect(await storedSizes(abandoned)).toBe(0);
  });

  it('deletes each upload once when two server processes sweep at the same time', async () => {
    const abandoned = await Promise.all([1, 2, 3, 4, 5].map(() => uploadPhoto()));
    t.clock.advance(25 * HOUR);
    const other = t.database.connectAgain();
    try {
      const reports = await Promise.all([sweep(), sweep(createImageStorage(t.config, other.db), other.db)]);
      expect(reports[0].uploads + reports[1].uploads).toBe(abandoned.length);
    } finally {
      await other.close();
    }
    const left = await t.db
      .select({ id: uploads.id })
      .from(uploads)
      .where(
        inArray(
          uploads.id,
          abandoned.map((image) => image.id),
        ),
      );
    expect(left).toEqual([]);
    for (const image of abandoned) expect(await storedSizes(image)).toBe(0);
  });

  it('never sweeps an upload that a listing is taking in a transaction not yet committed', async ({ skip }) => {
    // Two transactions at once need two connections: PostgreSQL only (PGlite has one).
    if (t.database.engine !== 'postgres') skip();
    const taken = await uploadPhoto();
    const property = await buildProperty(t.db, landlord, { images: 0 });
    t.clock.advance(25 * HOUR);
    const other = t.database.connectAgain();
    try {
      await other.db.transaction(async (tx) => {
        await tx.insert(propertyImages).values({ propertyId: property.id, position: 0, uploadId: taken.id });
        // The listing's transaction holds the upload's row: the sweep passes over it instead of
        // waiting (which would hang this test) or deleting it.
        const report = await sweep();
        expect(report.uploads).toBe(0);
      });
    } finally {
      await other.close();
    }
    await sweep();
    expect(await hasRow(taken)).toBe(true);
    expect(await storedSizes(taken)).toBe(2);
  });
});

describe('housekeeping of shared state', () => {
  beforeAll(async () => {
    t = await createTestApp();
    landlord = await buildLandlord(t.db);
  });
  afterAll(() => t.close());

  it('deletes rate-limit windows that have run out and keeps the running ones', async () => {
    await t.db.insert(rateLimitCounters).values([
      { key: 'test expired', hits: 3, resetAt: sql`now() - interval '1 minute'` },
      { key: 'test running', hits: 3, resetAt: sql`now() + interval '1 hour'` },
    ]);
    const report = await sweep();
    expect(report.rateLimitCounters).toBe(1);
    const left = await t.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters);
    expect(left.map((row) => row.key)).toEqual(['test running']);
  });

  it('deletes sessions and email links 30 days after they ended or ran out, and keeps the rest', async () => {
    const person = await buildLandlord(t.db);
    const now = t.clock.now().getTime();
    const daysAgo = (days: number) => new Date(now - days * 24 * HOUR);
    const [live, recentlyEnded, longEnded, longExpired] = await t.db
      .insert(userSessions)
      .values([
        { userId: person.id, expiresAt: daysAgo(-7) },
        { userId: person.id, expiresAt: daysAgo(-7), endedAt: daysAgo(29) },
        { userId: person.id, expiresAt: daysAgo(-7), endedAt: daysAgo(31) },
        { userId: person.id, expiresAt: daysAgo(31) },
      ])
      .returning({ id: userSessions.id });
    const link = (hash: string, values: { expiresAt: Date; usedAt?: Date }) => ({
      userId: person.id,
      purpose: 'password_reset' as const,
      tokenHash: `${hash}-${person.id}`,
      email: person.email,
      ...values,
    });
    await t.db
      .insert(accountTokens)
      .values([
        link('fresh', { expiresAt: daysAgo(-1) }),
        link('used-long-ago', { expiresAt: daysAgo(40), usedAt: daysAgo(40) }),
        link('ran-out-long-ago', { expiresAt: daysAgo(31) }),
      ]);

    const report = await sweep();
    expect(report.accountRecords).toBeGreaterThanOrEqual(4);
    const sessionsLeft = await t.db.select({ id: userSessions.id }).from(userSessions).where(eq(userSessions.userId, person.id));
    expect(sessionsLeft.map((s) => s.id).sort()).toEqual([person.id, live?.id, recentlyEnded?.id].sort());
    expect(sessionsLeft.map((s) => s.id)).not.toContain(longEnded?.id);
    expect(sessionsLeft.map((s) => s.id)).not.toContain(longExpired?.id);
    const linksLeft = await t.db
      .select({ hash: accountTokens.tokenHash })
      .from(accountTokens)
      .where(eq(accountTokens.userId, person.id));
    expect(linksLeft.map((l) => l.hash)).toEqual([`fresh-${person.id}`]);
  });
});

describe('housekeeping on the job queue', () => {
  it('is scheduled on the queue (once per tick across processes) and a tick of it does the sweep', async () => {
    t = await createTestApp({ housekeeping: { cron: '17 * * * *' } });
    try {
      const schedules = await queryRows<{ name: string; cron: string }>(t.db, sql`SELECT name, cron FROM pgboss.schedule`);
      expect(schedules).toContainEqual({ name: 'housekeeping', cron: '17 * * * *' });
      landlord = await buildLandlord(t.db);
      const abandoned = await uploadPhoto();
      t.clock.advance(25 * HOUR);
      await t.emailQueue.runNow('housekeeping');
      await vi.waitFor(async () => expect(await hasRow(abandoned)).toBe(false), { timeout: 10_000, interval: 50 });
      expect(await storedSizes(abandoned)).toBe(0);
    } finally {
      await t.close();
    }
  });
});
