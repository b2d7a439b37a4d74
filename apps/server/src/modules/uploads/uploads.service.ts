import { randomUUID } from 'node:crypto';
import { propertyMessages, type UploadedImage } from '@rentease/contract';
import type { Database } from '../../db/client.js';
import { uploads } from '../../db/schema/index.js';
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

/** Stores processed images and records them as this landlord's uploads. */
export async function saveUploads(
  db: Database,
  storage: ImageStorage,
  ownerId: string,
  images: ProcessedImage[],
): Promise<UploadedImage[]> {
  const entries = images.map((image) => {
    const id = randomUUID();
    return { id, image, cardKey: `${id}-card.webp`, fullKey: `${id}-full.webp` };
  });
  try {
    for (const entry of entries) {
      await storage.save(entry.cardKey, entry.image.card);
      await storage.save(entry.fullKey, entry.image.full);
    }
    await db.insert(uploads).values(
      entries.map((e) => ({
        id: e.id,
        ownerId,
        cardKey: e.cardKey,
        fullKey: e.fullKey,
        width: e.image.width,
        height: e.image.height,
      })),
    );
  } catch (error) {
    // Leave no orphan files behind when the write fails half-way.
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
