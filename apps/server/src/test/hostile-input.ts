import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { ERROR_CODES, PROPERTY_SEARCH_SORTS, PROPERTY_TYPES, ROLES } from '@rentease/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Database } from '../db/client.js';
import { queryRows } from '../db/sql.js';

/**
 * Building blocks of the hostile-input tests: what a hostile client sends (fast-check
 * arbitraries), and the checks every answer to it must pass — never a 5xx, never a hang, the one
 * JSON error shape, and nothing written by a refused request.
 */

// ── Run size ─────────────────────────────────────────────────────────────────────────────────────

export type FuzzSettings = {
  /** Cases per route (per property). */
  runs: number;
  seed: number;
  /** How long one request may take before it counts as a hang. */
  requestTimeoutMs: number;
};

/**
 * The default run is small and fixed (the same cases every time, so `npm test` stays fast and
 * repeatable); `npm run fuzz -w @rentease/server` sets FUZZ_RUNS and a random FUZZ_SEED.
 */
export function fuzzSettings(defaultRuns: number): FuzzSettings {
  const runs = Number(process.env.FUZZ_RUNS ?? defaultRuns);
  const seed = process.env.FUZZ_SEED === undefined ? 20_260_517 : Number(process.env.FUZZ_SEED);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`FUZZ_RUNS must be a positive whole number, not ${process.env.FUZZ_RUNS}`);
  if (!Number.isInteger(seed)) throw new Error(`FUZZ_SEED must be a whole number, not ${process.env.FUZZ_SEED}`);
  return { runs, seed, requestTimeoutMs: Number(process.env.FUZZ_REQUEST_TIMEOUT_MS ?? 10_000) };
}

// ── What the database holds ──────────────────────────────────────────────────────────────────────

/** Every table a request can write to (cities is derived from properties by the service). */
export const MUTABLE_TABLES = [
  'users',
  'properties',
  'property_images',
  'uploads',
  'bookings',
  'payments',
  'chat_messages',
  'conversations',
  'contact_messages',
  'audit_log',
  'demo_checkout_sessions',
  'stored_images',
  'property_reports',
  'reviews',
  'favourites',
  'saved_searches',
  'booking_requests',
  'renter_profiles',
  'visits',
  'deposit_settlements',
] as const;

export type TableSnapshot = Record<string, { rows: number; digest: string }>;

/**
 * Row count and a digest of every row of each mutable table: a refused request must leave both
 * alone (the digest also catches an UPDATE, e.g. a half-applied change, that a count would miss).
 */
export async function snapshotTables(db: Database): Promise<TableSnapshot> {
  const selects = MUTABLE_TABLES.map(
    (table) =>
      // An order-independent sum of row hashes: no sort, so a snapshot stays cheap as tables grow.
      `SELECT '${table}' AS name, count(*)::int AS rows, coalesce(sum(hashtextextended(t::text, 0)), 0)::text AS digest FROM ${table} t`,
  );
  const rows = await queryRows<{ name: string; rows: number; digest: string }>(db, sql.raw(selects.join(' UNION ALL ')));
  return Object.fromEntries(rows.map((row) => [row.name, { rows: Number(row.rows), digest: row.digest }]));
}

/** What changed between two snapshots, e.g. "bookings +1 row, payments changed"; empty when nothing. */
export function describeChanges(before: TableSnapshot, after: TableSnapshot): string[] {
  const changes: string[] = [];
  for (const table of MUTABLE_TABLES) {
    const a = before[table];
    const b = after[table];
    if (!a || !b) continue;
    if (a.rows !== b.rows) changes.push(`${table} ${b.rows > a.rows ? '+' : ''}${b.rows - a.rows} row(s)`);
    else if (a.digest !== b.digest) changes.push(`${table} rows changed`);
  }
  return changes;
}

// ── Sending and judging ──────────────────────────────────────────────────────────────────────────

export class RequestHang extends Error {}

/** app.inject() that gives up after `ms`: a request that does not answer by then is a hang. */
export async function injectWithin(app: FastifyInstance, options: InjectOptions, ms: number): Promise<LightMyRequestResponse> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RequestHang(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([app.inject(options), hang]);
  } finally {
    clearTimeout(timer);
  }
}

/** The response body as text, undoing the compression the client asked for. */
export function responseText(res: LightMyRequestResponse): string {
  const encoding = String(res.headers['content-encoding'] ?? '');
  const raw = res.rawPayload;
  if (encoding === 'br') return brotliDecompressSync(raw).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(raw).toString('utf8');
  if (encoding === 'deflate') return inflateSync(raw).toString('utf8');
  return raw.toString('utf8');
}

const KNOWN_CODES = new Set<string>(ERROR_CODES);

/**
 * Why an error answer breaks the contract (`{ error, code, details? }` as JSON, contract
 * `apiErrorBody`), or undefined when it keeps it.
 */
export function errorShapeProblem(res: LightMyRequestResponse): string | undefined {
  const type = String(res.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) return `content-type is "${type}", not application/json`;
  let body: unknown;
  try {
    body = JSON.parse(responseText(res));
  } catch {
    return 'the body is not JSON';
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'the body is not a JSON object';
  const { error, code, details } = body as Record<string, unknown>;
  if (typeof error !== 'string' || error.trim() === '') return '"error" is not a non-empty string';
  if (typeof code !== 'string' || !KNOWN_CODES.has(code))
    return `"code" ${JSON.stringify(code)} is not one of the contract's codes`;
  if (details !== undefined) {
    if (typeof details !== 'object' || details === null || Array.isArray(details)) return '"details" is not an object';
    const bad = Object.entries(details).find(([, value]) => typeof value !== 'string');
    if (bad) return `details.${bad[0]} is not a string`;
  }
  return undefined;
}

/** A short, printable account of a request, for failure messages. */
export function describeRequest(options: InjectOptions): string {
  const payload = options.payload;
  const body =
    payload === undefined
      ? ''
      : Buffer.isBuffer(payload)
        ? `<${payload.length} bytes>`
        : typeof payload === 'string'
          ? payload
          : JSON.stringify(payload);
  const shorten = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text);
  const headers = Object.entries(options.headers ?? {})
    .map(([name, value]) => `${name}: ${shorten(String(value), 120)}`)
    .join('\n  ');
  return `${options.method ?? 'GET'} ${shorten(String(options.url), 300)}\n  ${headers}\n  body: ${shorten(body, 400)}`;
}

// ── Hostile values ───────────────────────────────────────────────────────────────────────────────

/** Written into a JSON body as is: numbers JSON.stringify cannot write (1e309, -0), deep nesting. */
export class RawJson {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text.length > 80 ? `RawJson(${this.text.slice(0, 40)}…, ${this.text.length} chars)` : `RawJson(${this.text})`;
  }
}

/** A JSON object as a list of members, so it can hold "__proto__" and duplicate keys. */
export type Members = [key: string, value: unknown][];
export class JsonObject {
  constructor(readonly members: Members) {}
}

export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (value instanceof JsonObject) return `{${value.members.map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`).join(',')}}`;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') return toJsonText(new JsonObject(Object.entries(value)));
  return JSON.stringify(value) ?? 'null';
}

const DEPTH = 10_000;
/** 10 000 levels of arrays (20 KB) and of objects (60 KB): under the body limit, so they are parsed. */
export const DEEP_ARRAY = new RawJson(`${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`);
export const DEEP_OBJECT = new RawJson(`${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`);

export const SQL_PAYLOADS = [
  "' OR 1=1--",
  "' OR '1'='1",
  "'; DROP TABLE users;--",
  '1; SELECT pg_sleep(30)--',
  "x' UNION SELECT password_hash FROM users--",
  '%',
  '_',
  '%_%',
  '\\',
  "\\'",
  '$1',
  '"users"',
  '1) OR (1=1',
];

export const HTML_PAYLOADS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '<svg onload=alert(1)>',
  '{{constructor.constructor("alert(1)")()}}',
  // A template-injection probe: the text is meant literally.
  // biome-ignore lint/suspicious/noTemplateCurlyInString: sent as is, never evaluated
  '${7*7}',
];

export const PATH_PAYLOADS = [
  '../',
  '../../etc/passwd',
  '..\\..\\windows',
  '%00',
  '\u0000',
  'a\u0000b',
  '/',
  '?',
  '#',
  '.',
  '..',
];

export const UNICODE_PAYLOADS = [
  '😀🏠🔑',
  '𝕏𝔸𝕄',
  '\u202Eevil\u202C',
  'שלום مرحبا',
  '\u200B\u200C\u200D\uFEFF',
  '\uD800',
  '\uDFFF\uD800',
  'e\u0301\u0301\u0301\u0301\u0301',
  'Z̷̢̛̤̘a̸l̶g̵o̴',
  '\r\n\t\u000b\f',
  '\u2028\u2029',
  'ǅǈǋ ß İ',
  'ＡＢＣ１２３',
];

export const NUMBERISH_STRINGS = [
  '',
  ' ',
  '0',
  '-0',
  '-1',
  '1.5',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '1e309',
  '9007199254740993',
  '0x10',
  '1_000',
  ' 12 ',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
];

export const MALFORMED_UUIDS = [
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '123e4567-e89b-12d3-a456-42661417400',
  '123e4567-e89b-12d3-a456-4266141740000',
  '123e4567e89b12d3a456426614174000',
  '{123e4567-e89b-12d3-a456-426614174000}',
  'g23e4567-e89b-12d3-a456-426614174000',
  '123E4567-E89B-12D3-A456-426614174000',
];

/** A string a hostile client might put anywhere a string goes. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...SQL_PAYLOADS, ...HTML_PAYLOADS, ...PATH_PAYLOADS), weight: 3 },
  { arbitrary: fc.constantFrom(...UNICODE_PAYLOADS), weight: 3 },
  { arbitrary: fc.constantFrom(...NUMBERISH_STRINGS), weight: 2 },
  { arbitrary: fc.oneof(fc.constantFrom(...MALFORMED_UUIDS), fc.uuid()), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 1 },
  // Long: past every field's maximum but under the body limit; and past the body limit (413).
  { arbitrary: fc.constantFrom(300, 6_000, 40_000, 120_000).map((n) => 'x'.repeat(n)), weight: 1 },
  { arbitrary: fc.constantFrom(2_100, 30_000).map((n) => '𝕏'.repeat(n)), weight: 1 },
);

/** A number JSON can carry, and two it cannot write but a parser reads (1e309 is Infinity, -0). */
export const hostileNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    1.5,
    1e308,
    -1e308,
    2 ** 53 + 1,
    -(2 ** 53) - 1,
    Number.MAX_SAFE_INTEGER,
    Number.MIN_VALUE,
    2 ** 31,
    -(2 ** 31) - 1,
    1e-7,
    0.1 + 0.2,
  ),
  fc.constantFrom(new RawJson('1e309'), new RawJson('-1e309'), new RawJson('-0'), new RawJson('123456789012345678901234567890')),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Anything a JSON field can hold that the contract does not expect there. */
export const hostileJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 6 },
  { arbitrary: hostileNumber, weight: 3 },
  { arbitrary: fc.constantFrom(null, true, false), weight: 2 },
  {
    arbitrary: fc.constantFrom<unknown>(
      [],
      {},
      [''],
      ['a', 'b'],
      { $gt: '' },
      { $ne: null },
      { toString: 'x' },
      new JsonObject([['__proto__', { isAdmin: true }]]),
      new JsonObject([['constructor', { prototype: { isAdmin: true } }]]),
    ),
    weight: 2,
  },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
  { arbitrary: fc.constantFrom(DEEP_ARRAY, DEEP_OBJECT), weight: 1 },
);

/** Keys a client has no business sending. */
export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'id',
    'role',
    'ownerId',
    'isAdmin',
    'blocked',
    'userId',
    '',
    ' ',
    '$where',
  ),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

// ── Bodies ───────────────────────────────────────────────────────────────────────────────────────

/** A body a client sends: JSON text or bytes, under some content type (or none). */
export type BodyChoice =
  | { kind: 'none' }
  | { kind: 'json'; mutation: FieldMutation[]; contentType: string }
  | { kind: 'value'; value: unknown; contentType: string }
  | { kind: 'text'; text: string; contentType: string | undefined }
  | { kind: 'bytes'; bytes: number[]; contentType: string | undefined };

/** One change to a valid body: a field replaced, dropped, repeated or added. */
export type FieldMutation =
  | { op: 'replace'; field: number; value: unknown }
  | { op: 'drop'; field: number }
  | { op: 'duplicate'; field: number; value: unknown }
  | { op: 'add'; key: string; value: unknown };

const JSON_TYPES = ['application/json', 'application/json; charset=utf-8', 'APPLICATION/JSON', 'application/json;charset=UTF-8'];
const OTHER_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=----x',
  'application/xml',
  'application/octet-stream',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/vnd.api+json',
  'text/html',
  ';;;',
  '',
  `application/json; boundary=${'a'.repeat(5000)}`,
];

const mutation = (fieldCount: number, knownKeys: string[]): fc.Arbitrary<FieldMutation> => {
  const field = fc.nat({ max: Math.max(0, fieldCount - 1) });
  const key = knownKeys.length > 0 ? fc.oneof(fc.constantFrom(...knownKeys), hostileKey) : hostileKey;
  const options: fc.Arbitrary<FieldMutation>[] = [fc.record({ op: fc.constant('add' as const), key, value: hostileJsonValue })];
  if (fieldCount > 0) {
    options.push(
      fc.record({ op: fc.constant('replace' as const), field, value: hostileJsonValue }),
      fc.record({ op: fc.constant('replace' as const), field, value: hostileJsonValue }),
      fc.record({ op: fc.constant('replace' as const), field, value: hostileJsonValue }),
      fc.record({ op: fc.constant('drop' as const), field }),
      fc.record({ op: fc.constant('duplicate' as const), field, value: hostileJsonValue }),
    );
  }
  return fc.oneof(...options);
};

const INVALID_JSON = [
  '{',
  '{"a":}',
  "{'a':1}",
  '{"a":1}garbage',
  '\uFEFF{"a":1}',
  '[1,2,',
  'nul',
  '{"a":NaN}',
  '{"a":Infinity}',
  '{"a":undefined}',
  '{"__proto__":{"x":1}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '"just a string"',
  '12',
  'null',
  'true',
  '',
  ' ',
  '\u0000',
];

/**
 * A hostile body for a route whose valid body has `fieldCount` fields (`knownKeys`: every field
 * the contract names, optional ones too): mostly the valid body with a few fields changed (so the
 * handler is reached, not just validation), and every other shape a client can send.
 */
export function hostileBody(fieldCount: number, knownKeys: string[]): fc.Arbitrary<BodyChoice> {
  const jsonType = fc.constantFrom(...JSON_TYPES);
  return fc.oneof(
    { arbitrary: fc.constant<BodyChoice>({ kind: 'none' }), weight: 1 },
    {
      arbitrary: fc.record({
        kind: fc.constant('json' as const),
        mutation: fc.array(mutation(fieldCount, knownKeys), { minLength: 0, maxLength: 3 }),
        contentType: jsonType,
      }),
      weight: 10,
    },
    {
      arbitrary: fc.record({
        kind: fc.constant('value' as const),
        value: fc.oneof(
          hostileJsonValue,
          fc.array(hostileJsonValue, { maxLength: 3 }),
          fc.dictionary(hostileKey, hostileJsonValue, { maxKeys: 4 }),
          fc.anything({ maxDepth: 3, withNullPrototype: true }).map((v) => (v === undefined ? null : v)),
        ),
        contentType: jsonType,
      }),
      weight: 3,
    },
    {
      arbitrary: fc.record({
        kind: fc.constant('text' as const),
        text: fc.oneof(fc.constantFrom(...INVALID_JSON), fc.string({ unit: 'binary', maxLength: 100 })),
        contentType: fc.option(fc.constantFrom(...JSON_TYPES, ...OTHER_TYPES), { nil: undefined }),
      }),
      weight: 3,
    },
    {
      arbitrary: fc.record({
        kind: fc.constant('json' as const),
        mutation: fc.array(mutation(fieldCount, knownKeys), { maxLength: 2 }),
        contentType: fc.constantFrom(...OTHER_TYPES),
      }),
      weight: 2,
    },
    {
      arbitrary: fc.record({
        kind: fc.constant('bytes' as const),
        bytes: fc.oneof(
          fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 64 }),
          // A valid-looking body in UTF-16, and bytes that are not UTF-8 at all.
          fc.constant<number[]>([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00]),
          fc.constant<number[]>([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xa0, 0xa1, 0x22, 0x7d]),
        ),
        contentType: fc.option(fc.constantFrom(...JSON_TYPES, ...OTHER_TYPES), { nil: undefined }),
      }),
      weight: 2,
    },
  );
}

/** Applies the mutations to the valid body's members. */
export function mutateMembers(valid: Record<string, unknown>, mutations: FieldMutation[]): JsonObject {
  const members: Members = Object.entries(valid);
  const validCount = members.length;
  for (const change of mutations) {
    if (change.op === 'add') {
      members.push([change.key, change.value]);
      continue;
    }
    if (validCount === 0) continue;
    const index = change.field % validCount;
    const key = Object.keys(valid)[index] ?? '';
    const position = members.findIndex(([k]) => k === key);
    if (change.op === 'replace' && position >= 0) members[position] = [key, change.value];
    if (change.op === 'drop' && position >= 0) members.splice(position, 1);
    if (change.op === 'duplicate') members.push([key, change.value]);
  }
  return new JsonObject(members);
}

/** The bytes and content type to send for a body choice, given the route's valid body. */
export function materializeBody(
  choice: BodyChoice,
  valid: Record<string, unknown>,
): { payload?: string | Buffer; contentType?: string | undefined } {
  switch (choice.kind) {
    case 'none':
      return {};
    case 'json':
      return { payload: toJsonText(mutateMembers(valid, choice.mutation)), contentType: choice.contentType };
    case 'value':
      return { payload: toJsonText(choice.value), contentType: choice.contentType };
    case 'text':
      return { payload: choice.text, contentType: choice.contentType };
    case 'bytes':
      return { payload: Buffer.from(choice.bytes), contentType: choice.contentType };
  }
}

// ── Query strings ────────────────────────────────────────────────────────────────────────────────

/** One `key=value` pair; `raw` values go into the URL unencoded (bad escapes like %zz and %00). */
export type QueryPair = { key: string; value: string; raw: boolean };
export type QueryChoice = { keepValid: boolean; pairs: QueryPair[]; repeat: { key: string; times: number } | undefined };

const RAW_QUERY_VALUES = [
  '%',
  '%zz',
  '%00',
  '%E0%A4%A',
  '%C0%AE%C0%AE',
  '%ED%A0%80',
  '%2e%2e%2f',
  '+',
  '&&',
  '==',
  ';',
  '%FF%FE',
];

/** Values the contract accepts somewhere, so a query gets past validation with the rest hostile. */
const plausibleQueryValue: fc.Arbitrary<string> = fc.oneof(
  fc.integer({ min: -5, max: 600 }).map(String),
  fc.constantFrom(
    ...PROPERTY_SEARCH_SORTS,
    ...PROPERTY_TYPES,
    ...ROLES,
    '2026-01',
    '2026-13',
    'Fuzzpur',
    'a',
    '12.97,77.59',
    '-90,180',
  ),
  fc.uuid(),
);

/** The orderings keyset cursors name (lib/pagination.ts): a cursor of the right ordering reaches the query. */
const CURSOR_ORDERS = [
  ...PROPERTY_SEARCH_SORTS,
  'user-created',
  'chat-seq',
  'conversation-recent',
  'contact-created',
  'payment-paid',
  'booking-move-in',
  'review-published',
];

/**
 * A cursor forged by someone who has read lib/pagination.ts: the right shape, with a sort value
 * the database was never meant to see (a number past any timestamp or bigint, a string that is no
 * date), or no cursor shape at all.
 */
export const hostileCursor: fc.Arbitrary<string> = fc.oneof(
  fc
    .record({
      order: fc.constantFrom(...CURSOR_ORDERS),
      value: fc.oneof(
        fc.constantFrom<unknown>(
          1e308,
          -1e308,
          2 ** 63,
          2 ** 53 + 1,
          8.64e15 + 1,
          -1,
          0,
          1.5,
          'garbage',
          '',
          '2026-13-45',
          "' OR 1=1--",
        ),
        fc.integer(),
        fc.uuid(),
      ),
      id: fc.oneof(fc.uuid(), fc.constantFrom('not-a-uuid', '00000000-0000-0000-0000-000000000000')),
    })
    .map(({ order, value, id }) => Buffer.from(JSON.stringify([order, value, id])).toString('base64url')),
  fc.constantFrom('', '!!!', 'W10', 'bnVsbA', Buffer.from('["newest"]').toString('base64url')),
);

export function hostileQuery(keys: string[]): fc.Arbitrary<QueryChoice> {
  const knownKey = keys.length > 0 ? fc.constantFrom(...keys) : hostileKey;
  const key = fc.oneof(
    { arbitrary: knownKey, weight: 4 },
    { arbitrary: knownKey.map((k) => `${k}[]`), weight: 1 },
    { arbitrary: knownKey.map((k) => `${k}[$gt]`), weight: 1 },
    { arbitrary: hostileKey, weight: 1 },
  );
  const value = fc.oneof(
    { arbitrary: hostileString, weight: 3 },
    { arbitrary: plausibleQueryValue, weight: 2 },
    { arbitrary: hostileCursor, weight: 1 },
  );
  const cursorValue = fc.oneof({ arbitrary: hostileCursor, weight: 3 }, { arbitrary: hostileString, weight: 1 });
  const encoded = key.chain((k) =>
    fc.record({ key: fc.constant(k), value: /^(cursor|before)$/.test(k) ? cursorValue : value, raw: fc.constant(false) }),
  );
  const raw = fc.record({ key, value: fc.constantFrom(...RAW_QUERY_VALUES), raw: fc.constant(true) });
  return fc.record({
    keepValid: fc.boolean(),
    pairs: fc.array(fc.oneof({ arbitrary: encoded, weight: 5 }, { arbitrary: raw, weight: 1 }), { maxLength: 3 }),
    // The same key many times over: arrays where the contract expects one value.
    repeat: fc.option(fc.record({ key: knownKey, times: fc.constantFrom(2, 50, 1_000) }), { nil: undefined, freq: 5 }),
  });
}

/**
 * Percent-encodes as a browser would; a lone surrogate (which no UTF-8 can carry) goes as U+FFFD.
 * The bytes of a lone surrogate are among the raw values instead.
 */
export function encode(text: string): string {
  return encodeURIComponent(text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));
}

export function materializeQuery(choice: QueryChoice, valid: Record<string, string>): string {
  const parts: string[] = [];
  if (choice.keepValid) {
    for (const [key, value] of Object.entries(valid)) parts.push(`${encode(key)}=${encode(value)}`);
  }
  for (const pair of choice.pairs) {
    const value = pair.raw ? pair.value : encode(pair.value);
    parts.push(`${encode(pair.key)}=${value}`);
  }
  if (choice.repeat) {
    for (let i = 0; i < choice.repeat.times; i++) parts.push(`${encode(choice.repeat.key)}=${i}`);
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

// ── Path parameters ──────────────────────────────────────────────────────────────────────────────

/** A path parameter: the valid one (to reach the handler), or a hostile one, encoded or not. */
export type ParamChoice = { kind: 'valid' } | { kind: 'hostile'; value: string; encoding: 'encoded' | 'raw' | 'double' };

const RAW_PATH_VALUES = [
  '..',
  '../..',
  '../../../etc/passwd',
  '%00',
  '%',
  '%zz',
  '%E0%A4%A',
  '%ED%A0%80',
  '%2e%2e%2f',
  '..%2f..%2f',
  '%2F',
  '%252e',
  ';',
  '*',
];

export const hostileParam: fc.Arbitrary<ParamChoice> = fc.oneof(
  { arbitrary: fc.constant<ParamChoice>({ kind: 'valid' }), weight: 3 },
  {
    arbitrary: fc.record({
      kind: fc.constant('hostile' as const),
      value: hostileString.filter((s) => s.length > 0),
      encoding: fc.constantFrom('encoded' as const, 'double' as const),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('hostile' as const),
      value: fc.constantFrom(...RAW_PATH_VALUES),
      encoding: fc.constant('raw' as const),
    }),
    weight: 1,
  },
);

export function materializeParam(choice: ParamChoice, valid: string): string {
  if (choice.kind === 'valid') return encode(valid);
  if (choice.encoding === 'raw') return choice.value;
  const once = encode(choice.value);
  return choice.encoding === 'double' ? encode(once) : once;
}

/** The `:name` (and `*`) parameters of a route url, in order. */
export function pathParams(url: string): string[] {
  return url
    .split('/')
    .filter((segment) => segment.startsWith(':') || segment === '*')
    .map((segment) => (segment === '*' ? '*' : segment.slice(1)));
}

export function fillPath(url: string, values: Record<string, string>): string {
  return url
    .split('/')
    .map((segment) => {
      if (segment === '*') return values['*'] ?? '';
      return segment.startsWith(':') ? (values[segment.slice(1)] ?? '') : segment;
    })
    .join('/');
}

// ── Headers ──────────────────────────────────────────────────────────────────────────────────────

/** Headers besides the token: what the client accepts, a request id of its own. */
export type HeaderChoice = { accept: string | undefined; acceptEncoding: string | undefined; requestId: string | undefined };

export const hostileHeaders: fc.Arbitrary<HeaderChoice> = fc.record({
  accept: fc.option(fc.constantFrom('application/json', 'text/html', '*/*', 'application/xml', 'image/png', ''), {
    nil: undefined,
  }),
  acceptEncoding: fc.option(
    fc.constantFrom('gzip', 'br', 'deflate', 'identity', 'identity;q=0, *;q=0', 'x-unknown', 'gzip;q=abc'),
    {
      nil: undefined,
    },
  ),
  requestId: fc.option(fc.constantFrom('abc', 'a'.repeat(200), "' OR 1=1--", 'valid-request-id-123', '../../x'), {
    nil: undefined,
    freq: 4,
  }),
});

export function materializeHeaders(choice: HeaderChoice): Record<string, string> {
  const headers: Record<string, string> = {};
  if (choice.accept !== undefined) headers.accept = choice.accept;
  if (choice.acceptEncoding !== undefined) headers['accept-encoding'] = choice.acceptEncoding;
  if (choice.requestId !== undefined) headers['x-request-id'] = choice.requestId;
  return headers;
}

/** Authorization headers that name no valid session. */
export const FORGED_AUTHORIZATION = [
  'Bearer',
  'Bearer ',
  'Bearer not.a.jwt',
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwicm9sZSI6ImFkbWluIn0.',
  `Bearer ${'a'.repeat(10_000)}`,
  'Basic YWRtaW46YWRtaW4=',
  "Bearer ' OR 1=1--",
  'bearer x y z',
];

// ── Fixed examples: every class of hostile input reaches every route in every run ─────────────

/** The body examples: one per class of hostile value, each in another field of the valid body. */
export function bodyExamples(fieldCount: number): BodyChoice[] {
  const json = 'application/json';
  const at = (value: unknown, index: number): BodyChoice => ({
    kind: 'json',
    mutation: [{ op: 'replace', field: index % Math.max(1, fieldCount), value }],
    contentType: json,
  });
  const fieldExamples: BodyChoice[] =
    fieldCount === 0
      ? []
      : [
          at(null, 0),
          at(new RawJson('1e309'), 1),
          at(new RawJson('-0'), 2),
          at(2 ** 53 + 1, 3),
          at('\u202E𝕏😀\u200B<script>alert(1)</script>', 4),
          at("' OR 1=1--", 5),
          at([], 6),
          at({ $gt: '' }, 7),
          at('x'.repeat(40_000), 8),
          { kind: 'json', mutation: [{ op: 'drop', field: 0 }], contentType: json },
          // PostgreSQL text cannot hold U+0000: every field gets one.
          ...Array.from({ length: fieldCount }, (_, index) => at('a\u0000b', index)),
        ];
  return [
    ...fieldExamples,
    // Deep nesting, as a field and as the body; a body past the limit.
    { kind: 'json', mutation: [{ op: 'add', key: 'nested', value: DEEP_ARRAY }], contentType: json },
    { kind: 'value', value: DEEP_OBJECT, contentType: json },
    { kind: 'json', mutation: [{ op: 'add', key: 'padding', value: 'x'.repeat(120_000) }], contentType: json },
    // Extra fields a client may hope the server trusts.
    {
      kind: 'json',
      mutation: [
        { op: 'add', key: '__proto__', value: { isAdmin: true } },
        { op: 'add', key: 'role', value: 'admin' },
        { op: 'add', key: 'id', value: '00000000-0000-0000-0000-000000000000' },
      ],
      contentType: json,
    },
    // Not an object: nothing, an array, a scalar.
    { kind: 'value', value: {}, contentType: json },
    { kind: 'value', value: [{}], contentType: json },
    { kind: 'text', text: 'null', contentType: json },
    // Not JSON, or JSON under another name.
    { kind: 'text', text: '{"a":', contentType: json },
    { kind: 'json', mutation: [], contentType: 'text/plain' },
    { kind: 'text', text: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
    { kind: 'json', mutation: [], contentType: 'multipart/form-data' },
    { kind: 'text', text: '{}', contentType: undefined },
  ];
}

/** The path-parameter examples: each hostile value in every parameter at once. */
export const PARAM_EXAMPLES: ParamChoice[] = [
  { kind: 'hostile', value: "' OR 1=1--", encoding: 'encoded' },
  { kind: 'hostile', value: '../../etc/passwd', encoding: 'encoded' },
  { kind: 'hostile', value: '..', encoding: 'raw' },
  { kind: 'hostile', value: '%00', encoding: 'raw' },
  { kind: 'hostile', value: 'a\u0000b', encoding: 'encoded' },
  { kind: 'hostile', value: '%E0%A4%A', encoding: 'raw' },
  { kind: 'hostile', value: '\u202E𝕏😀\u200B', encoding: 'encoded' },
  { kind: 'hostile', value: '<script>alert(1)</script>', encoding: 'encoded' },
  { kind: 'hostile', value: '123e4567-e89b-12d3-a456-42661417400', encoding: 'encoded' },
  { kind: 'hostile', value: '00000000-0000-0000-0000-000000000000', encoding: 'encoded' },
  { kind: 'hostile', value: 'x'.repeat(120_000), encoding: 'encoded' },
];

/** The query examples: each hostile value under every key the route reads, and repeated keys. */
export function queryExamples(keys: string[]): QueryChoice[] {
  const all = (value: string, raw = false, suffix = ''): QueryChoice => ({
    keepValid: false,
    pairs: keys.map((key) => ({ key: `${key}${suffix}`, value, raw })),
    repeat: undefined,
  });
  if (keys.length === 0) {
    return [
      { keepValid: false, pairs: [{ key: '__proto__', value: 'x', raw: false }], repeat: { key: 'x', times: 1_000 } },
      { keepValid: false, pairs: [{ key: 'x', value: '%zz', raw: true }], repeat: undefined },
    ];
  }
  return [
    all('NaN'),
    all('-1'),
    all('1e309'),
    all('9007199254740993'),
    all("' OR 1=1--"),
    all('a\u0000b'),
    all('\u202E𝕏😀\u200B'),
    all('x'.repeat(120_000)),
    all('1', false, '[]'),
    all('%zz', true),
    ...keys.slice(0, 3).map((key) => ({ keepValid: true, pairs: [], repeat: { key, times: 1_000 } })),
    ...keys
      .filter((key) => /^(cursor|before)$/.test(key))
      .flatMap((key) => CURSOR_ORDERS.map((order) => forgedCursorQuery(key, order))),
  ];
}

const STRING_CURSOR_ORDERS = new Set(['conversation-recent', 'booking-move-in']);

/** A cursor of the right shape and ordering whose sort value no column can hold. */
function forgedCursorQuery(key: string, order: string): QueryChoice {
  const value = STRING_CURSOR_ORDERS.has(order) ? 'garbage' : 1e308;
  const cursor = Buffer.from(JSON.stringify([order, value, '00000000-0000-4000-8000-000000000000'])).toString('base64url');
  return { keepValid: true, pairs: [{ key, value: cursor, raw: false }], repeat: undefined };
}
