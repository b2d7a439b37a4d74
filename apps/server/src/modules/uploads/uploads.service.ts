import { randomUUID } from 'node:crypto';
import { propertyMessages, type UploadedImage } from '@rentease/contract';
import { and, inArray, lt, notExists, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { propertyImages, uploads } from '../../db/schema/index.js';
import { qualified } from '../../db/sql.js';
import { AppError } from '../../lib/errors.js';
import { detectImageKind, type ProcessedImage, processImage } from '../../lib/images.js';
import type { ImageStorage } from '../../lib/storage.js';

export type IncomingFile = { filename: string; data: Buffer };

function invalidImage(filename: string, reason: string): AppError {
  return new AppError('INVALID_IMAGE', propertyMessages.uploadFailed, 400, { [filename || 'file']: reason });
}

/**
 * Checks and processes every file before anything is stored: the content must be a JPEG, PNG,
 * WebP or AVIF (by its bytes, not its name) that decodes. One bad file refuses the whole upload,
 * so the client never has to guess which images made it.
 */
export async function processUploads(files: IncomingFile[]): Promise<ProcessedImage[]> {
  const processed: ProcessedImage[] = [];
  for (const file of files) {
    if (!detectImageKind(file.data.subarray(0, 16))) {
      throw invalidImage(file.filename, 'Not a JPEG, PNG, WebP or AVIF image.');
    }
    try {
      processed.push(await processImage(file.data));
    } catch {
      // sharp refuses truncated or corrupt data and images above the pixel limit.
      throw invalidImage(file.filename, 'The image is damaged or too large to read.');
    }
  }
  return processed;
}

/**
 * Stores processed images and records them as this landlord's uploads, made at `now` (the start
 * of their grace period; see sweepAbandonedUploads).
 */
export async function saveUploads(
  db: Database,
  storage: ImageStorage,
  ownerId: string,
  images: ProcessedImage[],
  now: Date,
): Promise<UploadedImage[]> {
  const entries = images.map((image) => {
    const id = randomUUID();
    return { id, image, cardKey: `${id}-card.webp`, fullKey: `${id}-full.webp` };
  });
  try {
    // One transaction: with images in the database, the images and their upload rows are stored
    // together or not at all, so a crash half-way leaves no image that no row points to.
    await db.transaction(async (tx) => {
      const within = storage.inTransaction(tx);
      for (const entry of entries) {
        await within.save(entry.cardKey, entry.image.card);
        await within.save(entry.fullKey, entry.image.full);
      }
      await tx.insert(uploads).values(
        entries.map((e) => ({
          id: e.id,
          ownerId,
          cardKey: e.cardKey,
          fullKey: e.fullKey,
          width: e.image.width,
          height: e.image.height,
          createdAt: now,
        })),
      );
    });
  } catch (error) {
    // Leave no orphan files behind when the write fails half-way (rows in the database were
    // rolled back with the transaction; removing them again is a no-op).
    await Promise.all(entries.flatMap((e) => [storage.remove(e.cardKey), storage.remove(e.fullKey)]));
    throw error;
  }
  return entries.map((e) => ({
    id: e.id,
    url: storage.publicUrl(e.fullKey),
    thumbnail_url: storage.publicUrl(e.cardKey),
    width: e.image.width,
    height: e.image.height,
  }));
}

/**
 * Deletes up to `limit` uploads that no listing uses and that were made before `cutoff` (a
 * landlord uploaded photos, then abandoned the add-property form), with their images. Returns
 * how many uploads were deleted. Run it inside a transaction, with `storage` bound to it: if an
 * image cannot be removed the transaction rolls back and the rows stay, so the next sweep tries
 * again and nothing is forgotten.
 *
 * An upload being attached to a listing right now is never deleted: createProperty locks the
 * uploads it checks (FOR KEY SHARE), and the insert into property_images does too; SKIP LOCKED
 * passes over those rows. Should an attach commit between this statement's snapshot and its row
 * lock, property_images' ON DELETE RESTRICT fails the statement instead (23503) and nothing is
 * deleted — the caller retries with a fresh snapshot.
 */
export async function sweepAbandonedUploads(
  tx: Transaction,
  storage: ImageStorage,
  cutoff: Date,
  limit: number,
): Promise<number> {
  const unused = notExists(
    tx
      .select({ one: sql`1` })
      .from(propertyImages)
      .where(sql`${qualified(propertyImages.uploadId)} = ${qualified(uploads.id)}`),
  );
  const candidates = tx
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(lt(uploads.createdAt, cutoff), unused))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await tx
    .delete(uploads)
    .where(inArray(uploads.id, candidates))
    .returning({ cardKey: uploads.cardKey, fullKey: uploads.fullKey });
  if (rows.length === 0) return 0;
  const keys = new Set(rows.flatMap((row) => [row.cardKey, row.fullKey]));
  // Keys our endpoint makes are unique per upload, but the demo seed shares its pictures between
  // the uploads of several listings: never remove an image another upload still shows. (A scan of
  // uploads, as no index holds the keys: acceptable for a background sweep run once an hour.)
  const stillUsed = await tx
    .select({ cardKey: uploads.cardKey, fullKey: uploads.fullKey })
    .from(uploads)
    .where(or(inArray(uploads.cardKey, [...keys]), inArray(uploads.fullKey, [...keys])));
  for (const row of stillUsed) {
    keys.delete(row.cardKey);
    keys.delete(row.fullKey);
  }
  for (const key of keys) await storage.remove(key);
  return rows.length;
}
