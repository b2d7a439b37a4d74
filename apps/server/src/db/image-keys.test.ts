import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLandlord, buildProperty, type TestUser } from '../test/factories.js';
import { createTestApp, type TestContext } from '../test/test-app.js';
import { properties, propertyImages, uploads } from './schema/index.js';

let t: TestContext;
let owner: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await buildLandlord(t.db);
});
afterAll(() => t.close());

/** What properties.image_keys should say: the listing's images in position order. */
async function expectedKeys(propertyId: string) {
  const rows = await t.db
    .select({ card: uploads.cardKey, full: uploads.fullKey })
    .from(propertyImages)
    .innerJoin(uploads, eq(uploads.id, propertyImages.uploadId))
    .where(eq(propertyImages.propertyId, propertyId))
    .orderBy(propertyImages.position);
  return rows.map((row) => [row.card, row.full]);
}

async function storedKeys(propertyId: string) {
  const [row] = await t.db.select({ keys: properties.imageKeys }).from(properties).where(eq(properties.id, propertyId));
  return row?.keys;
}

describe('properties.image_keys, kept by triggers on property_images', () => {
  it('follows images being added, removed and moved to another listing', async () => {
    const first = await buildProperty(t.db, owner, { images: 3 });
    const second = await buildProperty(t.db, owner, { images: 1 });
    expect(await storedKeys(first.id)).toHaveLength(3);
    expect(await storedKeys(first.id)).toEqual(await expectedKeys(first.id));

    await t.db.delete(propertyImages).where(and(eq(propertyImages.propertyId, first.id), eq(propertyImages.position, 1)));
    expect(await storedKeys(first.id)).toHaveLength(2);
    expect(await storedKeys(first.id)).toEqual(await expectedKeys(first.id));

    await t.db
      .update(propertyImages)
      .set({ propertyId: second.id, position: 5 })
      .where(and(eq(propertyImages.propertyId, first.id), eq(propertyImages.position, 2)));
    expect(await storedKeys(first.id)).toEqual(await expectedKeys(first.id));
    expect(await storedKeys(second.id)).toEqual(await expectedKeys(second.id));
    expect(await storedKeys(first.id)).toHaveLength(1);
    expect(await storedKeys(second.id)).toHaveLength(2);

    await t.db.delete(propertyImages).where(eq(propertyImages.propertyId, first.id));
    expect(await storedKeys(first.id)).toEqual([]);
  });
});
