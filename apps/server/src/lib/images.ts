import sharp from 'sharp';

export const CARD_SIZE = { width: 640, height: 480 } as const;
export const FULL_MAX = { width: 1600, height: 1200 } as const;
/** Decompression-bomb guard: refuse images above ~40 megapixels before decoding them. */
const MAX_INPUT_PIXELS = 40_000_000;

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'avif';

/** Identifies an image by its first bytes; the file name and declared type are not trusted. */
export function detectImageKind(head: Uint8Array): ImageKind | undefined {
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (ascii(1, 4) === 'PNG' && head[0] === 0x89 && head[4] === 0x0d && head[5] === 0x0a) return 'png';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (ascii(4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(8, 12))) return 'avif';
  return undefined;
}

export type ProcessedImage = { card: Buffer; full: Buffer; width: number; height: number };

/**
 * Decodes and re-encodes an image to WebP in two sizes. Re-encoding drops every piece of metadata
 * (EXIF GPS position, camera serials) because sharp only copies metadata when asked to; the EXIF
 * orientation is applied to the pixels first so nothing shows up sideways.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  const full = await source
    .clone()
    .resize({ ...FULL_MAX, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer({ resolveWithObject: true });
  const card = await source
    .clone()
    .resize({ ...CARD_SIZE, fit: 'cover', position: 'attention' })
    .webp({ quality: 72 })
    .toBuffer();
  return { card, full: full.data, width: full.info.width, height: full.info.height };
}
