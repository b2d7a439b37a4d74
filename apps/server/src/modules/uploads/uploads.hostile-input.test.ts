import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { MAX_FILES_PER_UPLOAD, MAX_UPLOAD_BYTES, propertyMessages } from '@rentease/contract';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildLandlord, type TestUser } from '../../test/factories.js';
import {
  describeChanges,
  errorShapeProblem,
  fuzzSettings,
  injectWithin,
  responseText,
  snapshotTables,
} from '../../test/hostile-input.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

/**
 * Hostile uploads: files that are not images, images that are broken or decompress to
 * gigapixels, too big, too many, empty, and multipart bodies that are not well formed. Each is
 * refused with a 4xx in the JSON error shape, and leaves no row and no file behind.
 */
const FUZZ = fuzzSettings(20);

let t: TestContext;
let landlord: TestUser;
let casesRun = 0;
beforeAll(async () => {
  t = await createTestApp();
  landlord = await buildLandlord(t.db);
});
afterAll(async () => {
  console.log(`hostile uploads on ${t.database.engine}: ${casesRun} uploads sent (seed ${FUZZ.seed})`);
  await t.close();
});

// ── Bodies ───────────────────────────────────────────────────────────────────────────────────────

type Part = { field?: string; name?: string; type?: string; data: Buffer | string };

/** A multipart/form-data body as a browser's FormData sends it; parts without a name are text fields. */
function multipart(parts: Part[], boundary = `----rentease${Math.random().toString(16).slice(2)}`) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.name === undefined
        ? `form-data; name="${part.field ?? 'note'}"`
        : `form-data; name="${part.field ?? 'images'}"; filename="${part.name}"`;
    const type = part.type === undefined ? '' : `Content-Type: ${part.type}\r\n`;
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`),
      Buffer.from(part.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

function send(payload: Buffer | string, contentType: string) {
  casesRun += 1;
  return injectWithin(
    t.app,
    {
      method: 'POST',
      url: '/api/uploads',
      payload,
      headers: { 'content-type': contentType, ...bearer(t.app, landlord) },
    },
    FUZZ.requestTimeoutMs,
  );
}

const upload = (parts: Part[]) => {
  const body = multipart(parts);
  return send(body.payload, body.contentType);
};

// ── Files ────────────────────────────────────────────────────────────────────────────────────────

const photo = (format: 'jpeg' | 'png' | 'webp' | 'avif', width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 110 } } })
    .toFormat(format)
    .toBuffer();

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A decompression bomb: a valid 1-bit greyscale PNG of width × height pixels, all black. The
 * pixel data deflates ~1000:1, so 20000 × 20000 (400 megapixels, ~50 MB of rows) is ~50 KB.
 */
function pngBomb(width: number, height: number, withPixels = true): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, adaptive filter, no interlace
  const rowBytes = 1 + Math.ceil(width / 8);
  const pixels = withPixels ? deflateSync(Buffer.alloc(rowBytes * height), { level: 9 }) : Buffer.alloc(0);
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', header), pngChunk('IDAT', pixels), pngChunk('IEND', Buffer.alloc(0))]);
}

/** A small real JPEG whose frame header (SOF0) claims width × height. */
async function jpegClaiming(width: number, height: number): Promise<Buffer> {
  const jpeg = Buffer.from(await photo('jpeg', 16, 16));
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  if (sof < 0) throw new Error('no SOF0 marker in the generated JPEG');
  jpeg.writeUInt16BE(height, sof + 5);
  jpeg.writeUInt16BE(width, sof + 7);
  return jpeg;
}

const SVG_WITH_SCRIPT =
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>';
const HTML_PAGE = '<!doctype html><html><body><script>fetch("/api/user/profile")</script></body></html>';
const PDF = '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';

// ── What must hold ───────────────────────────────────────────────────────────────────────────────

function storedFiles(): string[] {
  const root = path.join(t.config.dataDir, 'uploads');
  return existsSync(root) ? readdirSync(root, { recursive: true }).map(String) : [];
}

type Refusal = { status: number; code: string; error?: string | RegExp; detail?: RegExp };

/** Sends an upload and requires a clean refusal: the status and error shape, no row, no file. */
async function expectRefused(send: () => ReturnType<typeof upload>, expected: Refusal) {
  const before = await snapshotTables(t.db);
  const filesBefore = storedFiles();
  const res = await send();
  const body = responseText(res);
  expect(res.statusCode, body).toBe(expected.status);
  expect(errorShapeProblem(res), body).toBeUndefined();
  const json = JSON.parse(body);
  expect(json.code).toBe(expected.code);
  if (expected.error) expect(json.error).toMatch(expected.error);
  if (expected.detail) expect(Object.values(json.details ?? {}).join(' | ')).toMatch(expected.detail);
  expect(describeChanges(before, await snapshotTables(t.db))).toEqual([]);
  expect(storedFiles()).toEqual(filesBefore);
}

const notAnImage: Refusal = {
  status: 400,
  code: 'INVALID_IMAGE',
  error: propertyMessages.uploadFailed,
  detail: /Not a JPEG, PNG, WebP or AVIF/,
};
const damaged: Refusal = {
  status: 400,
  code: 'INVALID_IMAGE',
  error: propertyMessages.uploadFailed,
  detail: /damaged or too large/,
};
const tooBig: Refusal = { status: 413, code: 'PAYLOAD_TOO_LARGE', error: /10 MB or smaller/ };
const tooMany: Refusal = {
  status: 413,
  code: 'PAYLOAD_TOO_LARGE',
  error: `Upload at most ${MAX_FILES_PER_UPLOAD} images at a time.`,
};
const noFile: Refusal = { status: 400, code: 'INVALID_IMAGE', detail: /Choose at least one image/ };

describe('POST /api/uploads refuses hostile files cleanly (4xx, JSON error, no row, no file)', () => {
  it.each<[string, () => Promise<Part[]> | Part[], Refusal]>([
    ['a text file named .png', () => [{ name: 'notes.png', type: 'image/png', data: 'just some text' }], notAnImage],
    ['a PDF', () => [{ name: 'lease.pdf', type: 'application/pdf', data: PDF }], notAnImage],
    ['an SVG with a script', () => [{ name: 'logo.svg', type: 'image/svg+xml', data: SVG_WITH_SCRIPT }], notAnImage],
    ['an SVG with a script renamed .png', () => [{ name: 'logo.png', type: 'image/png', data: SVG_WITH_SCRIPT }], notAnImage],
    ['an HTML page renamed .png', () => [{ name: 'photo.png', type: 'image/png', data: HTML_PAGE }], notAnImage],
    [
      'a GIF',
      () => [{ name: 'a.gif', type: 'image/gif', data: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1') }],
      notAnImage,
    ],
    ['an empty file', () => [{ name: 'empty.jpg', type: 'image/jpeg', data: Buffer.alloc(0) }], notAnImage],
    [
      'a truncated JPEG',
      async () => [{ name: 'cut.jpg', type: 'image/jpeg', data: (await photo('jpeg', 400, 300)).subarray(0, 300) }],
      damaged,
    ],
    [
      'a truncated PNG',
      async () => [{ name: 'cut.png', type: 'image/png', data: (await photo('png', 400, 300)).subarray(0, 60) }],
      damaged,
    ],
    ['a PNG signature and nothing else', () => [{ name: 'sig.png', type: 'image/png', data: PNG_SIGNATURE }], damaged],
    [
      'a JPEG start marker and noise',
      () => [{ name: 'noise.jpg', type: 'image/jpeg', data: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5]) }],
      damaged,
    ],
    [
      'a PNG decompression bomb (20000 × 20000 pixels in ~50 KB)',
      () => [{ name: 'bomb.png', type: 'image/png', data: pngBomb(20_000, 20_000) }],
      damaged,
    ],
    [
      'a PNG that claims 65535 × 65535 pixels',
      () => [{ name: 'huge.png', type: 'image/png', data: pngBomb(65_535, 65_535, false) }],
      damaged,
    ],
    [
      'a JPEG that claims 20000 × 20000 pixels',
      async () => [{ name: 'bomb.jpg', type: 'image/jpeg', data: await jpegClaiming(20_000, 20_000) }],
      damaged,
    ],
    [
      'a good image together with a bomb (nothing of the upload is kept)',
      async () => [
        { name: 'good.png', type: 'image/png', data: await photo('png') },
        { name: 'bomb.png', type: 'image/png', data: pngBomb(20_000, 20_000) },
      ],
      damaged,
    ],
    [
      `a file over ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`,
      async () => [
        { name: 'huge.jpg', type: 'image/jpeg', data: Buffer.concat([await photo('jpeg'), Buffer.alloc(MAX_UPLOAD_BYTES)]) },
      ],
      tooBig,
    ],
    [
      `${MAX_FILES_PER_UPLOAD + 1} images at once`,
      async () => {
        const png = await photo('png');
        return Array.from({ length: MAX_FILES_PER_UPLOAD + 1 }, (_, i) => ({ name: `p${i}.png`, type: 'image/png', data: png }));
      },
      tooMany,
    ],
    ['a form with no file, only a text field', () => [{ field: 'title', data: 'my flat' }], noFile],
    ['a form with no parts at all', () => [], noFile],
  ])('%s', async (_name, parts, expected) => {
    const built = await parts();
    await expectRefused(() => upload(built), expected);
  });

  it('refuses a multipart body without a boundary with a 4xx', async () => {
    await expectRefused(() => send('--x\r\n\r\n', 'multipart/form-data'), {
      status: 400,
      code: 'VALIDATION_ERROR',
    });
  });

  it('refuses a multipart body cut off in the middle of a file with a 4xx', async () => {
    const cut = multipart([{ name: 'a.png', type: 'image/png', data: await photo('png') }], 'xx');
    await expectRefused(() => send(cut.payload.subarray(0, cut.payload.length - 40), cut.contentType), {
      status: 400,
      code: 'VALIDATION_ERROR',
    });
  });

  it('stores a file named ../../etc/passwd.png under a name of its own, inside the uploads folder', async () => {
    const res = await upload([{ name: '../../etc/passwd.png', type: 'image/png', data: await photo('png') }]);
    expect(res.statusCode).toBe(201);
    const [image] = res.json().images;
    expect(image.url).toMatch(/^\/uploads\/[0-9a-f-]+-full\.webp$/);
    expect(storedFiles()).toContain(image.url.replace('/uploads/', ''));
    expect(storedFiles().every((file) => /^[0-9a-f-]+-(card|full)\.webp$/.test(file))).toBe(true);
  });
});

// ── Random bytes behind an image signature ───────────────────────────────────────────────────────

const SIGNATURES: Record<string, Buffer> = {
  jpeg: Buffer.from([0xff, 0xd8, 0xff]),
  png: Buffer.concat([PNG_SIGNATURE, Buffer.from([0, 0, 0, 13]), Buffer.from('IHDR')]),
  webp: Buffer.concat([Buffer.from('RIFF'), Buffer.from([0xff, 0xff, 0, 0]), Buffer.from('WEBPVP8 ')]),
  avif: Buffer.concat([Buffer.from([0, 0, 0, 0x1c]), Buffer.from('ftypavif')]),
};

/** What a sharp decoder gets to chew on: a valid signature then noise, or a real image with bytes flipped. */
type Sample =
  | { kind: 'noise'; format: string; tail: number[] }
  | { kind: 'flipped'; format: 'jpeg' | 'png' | 'webp' | 'avif'; flips: [number, number][] };

const sample: fc.Arbitrary<Sample> = fc.oneof(
  fc.record({
    kind: fc.constant('noise' as const),
    format: fc.constantFrom(...Object.keys(SIGNATURES)),
    tail: fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 2_000 }),
  }),
  fc.record({
    kind: fc.constant('flipped' as const),
    format: fc.constantFrom('jpeg' as const, 'png' as const, 'webp' as const, 'avif' as const),
    flips: fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 8 }),
  }),
);

async function bytesOf(s: Sample): Promise<Buffer> {
  if (s.kind === 'noise') return Buffer.concat([SIGNATURES[s.format] ?? Buffer.alloc(0), Buffer.from(s.tail)]);
  const image = Buffer.from(await photo(s.format, 40, 30));
  // Keep the first 16 bytes, so the signature still says "image" and the decoder has to cope.
  for (const [at, value] of s.flips) image[16 + (at % (image.length - 16))] = value;
  return image;
}

describe('POST /api/uploads with random and corrupted image bytes', () => {
  it(
    'never answers 5xx; a refusal keeps the JSON shape and writes nothing, an acceptance stores one image',
    async () => {
      await fc.assert(
        fc.asyncProperty(sample, async (s) => {
          const data = await bytesOf(s);
          const before = await snapshotTables(t.db);
          const filesBefore = storedFiles().length;
          const res = await upload([{ name: `fuzz.${s.format}`, type: `image/${s.format}`, data }]);
          const body = responseText(res);
          expect(res.statusCode, body).toBeLessThan(500);
          const after = await snapshotTables(t.db);
          if (res.statusCode >= 400) {
            expect(errorShapeProblem(res), body).toBeUndefined();
            expect(describeChanges(before, after)).toEqual([]);
            expect(storedFiles().length).toBe(filesBefore);
          } else {
            expect(res.statusCode).toBe(201);
            expect(describeChanges(before, after)).toEqual(['uploads +1 row(s)']);
            expect(storedFiles().length).toBe(filesBefore + 2);
          }
        }),
        { numRuns: FUZZ.runs, seed: FUZZ.seed },
      );
    },
    120_000 + FUZZ.runs * 2_000,
  );
});

// ── Hostile multipart framing ────────────────────────────────────────────────────────────────────

type Framing = {
  boundary: string;
  contentType: string;
  disposition: string;
  partHeaders: string;
  cut: number;
};

const framing: fc.Arbitrary<Framing> = fc.record({
  boundary: fc.constantFrom('xx', 'a'.repeat(70), 'a'.repeat(200), '"quoted"', ' ', '--', 'é'),
  contentType: fc.constantFrom(
    'multipart/form-data; boundary={b}',
    'multipart/form-data',
    'multipart/form-data; boundary=',
    'multipart/form-data; boundary={b}; boundary=other',
    'multipart/mixed; boundary={b}',
    'MULTIPART/FORM-DATA; BOUNDARY={b}',
  ),
  disposition: fc.constantFrom(
    'form-data; name="images"; filename="a.png"',
    'form-data; name="images"',
    'form-data; filename="a.png"',
    'form-data; name="images"; filename=""',
    'form-data; name="images"; filename="../../../../tmp/x.png"',
    `form-data; name="images"; filename="${'a'.repeat(5_000)}.png"`,
    'form-data; name="images"; filename*=UTF-8\'\'%E2%80%AEgnp.exe',
    'attachment',
    '',
  ),
  partHeaders: fc.constantFrom(
    '',
    'Content-Type: image/png\r\n',
    `X-Junk: ${'j'.repeat(20_000)}\r\n`,
    'Content-Transfer-Encoding: base64\r\n',
  ),
  cut: fc.constantFrom(0, 0, 0, 1, 10, 100),
});

describe('POST /api/uploads with hostile multipart framing', () => {
  it(
    'never answers 5xx, keeps the JSON error shape and writes nothing it does not accept',
    async () => {
      const png = await photo('png');
      await fc.assert(
        fc.asyncProperty(framing, async (f) => {
          const head = `--${f.boundary}\r\nContent-Disposition: ${f.disposition}\r\n${f.partHeaders}\r\n`;
          const whole = Buffer.concat([Buffer.from(head), png, Buffer.from(`\r\n--${f.boundary}--\r\n`)]);
          const payload = whole.subarray(0, whole.length - f.cut);
          const before = await snapshotTables(t.db);
          const filesBefore = storedFiles().length;
          const res = await send(payload, f.contentType.replaceAll('{b}', f.boundary));
          const body = responseText(res);
          expect(res.statusCode, body).toBeLessThan(500);
          if (res.statusCode >= 400) {
            expect(errorShapeProblem(res), body).toBeUndefined();
            expect(describeChanges(before, await snapshotTables(t.db))).toEqual([]);
            expect(storedFiles().length).toBe(filesBefore);
          }
        }),
        { numRuns: FUZZ.runs, seed: FUZZ.seed },
      );
    },
    120_000 + FUZZ.runs * 500,
  );
});
