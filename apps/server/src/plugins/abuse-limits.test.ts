import { messages } from '@rentease/contract';
import { count, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RateLimitRule } from '../config.js';
import { contactMessages, uploads } from '../db/schema/index.js';
import { bearer, buildAdmin, buildLandlord, buildTenant, buildUpload, type TestUser, uniqueEmail } from '../test/factories.js';
import { createTestApp, defaultRateLimits, type TestContext } from '../test/test-app.js';

/*
 * The production limits, one test each (login, chat and checkout have theirs next to their routes:
 * auth.routes.test.ts, chat.routes.test.ts, checkout.routes.test.ts). The limiter counts per key in
 * the database, so every test uses client addresses and accounts of its own and one app serves them all.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: defaultRateLimits });
});
afterAll(() => t.close());

let clients = 0;
/** An address no other test has used (TEST-NET-3, RFC 5737). */
const newClient = () => `203.0.113.${++clients}`;

/** A refusal by the limiter: 429, the JSON error shape, and when to come back. */
function expectRateLimited(res: LightMyRequestResponse, rule: RateLimitRule) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ error: messages.tooManyRequests, code: 'RATE_LIMITED' });
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter), `Retry-After: ${res.headers['retry-after']}`).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(rule.timeWindowMs / 1000);
}

describe('registration', () => {
  const rule = defaultRateLimits.register;
  const register = (client: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: client,
      payload: {
        firstName: 'Script',
        lastName: 'Signup',
        email: uniqueEmail('signup'),
        password: 'pass1234',
        phone: '+91 90000 00000',
        role: 'tenant',
      },
    });

  it(`refuses sign-up number ${rule.max + 1} from one address within the hour, with Retry-After; other addresses sign up`, async () => {
    const busy = newClient();
    for (let i = 0; i < rule.max; i++) expect((await register(busy)).statusCode).toBe(201);
    expectRateLimited(await register(busy), rule);
    expect((await register(newClient())).statusCode).toBe(201);
  });
});

describe('admin login', () => {
  const rule = defaultRateLimits.login;
  const logIn = (client: string, email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login-admin', remoteAddress: client, payload: { email, password } });

  it(`refuses attempt ${rule.max + 1} on one admin account from one address, with Retry-After, even with the right password`, async () => {
    const admin = await buildAdmin(t.db);
    const otherAdmin = await buildAdmin(t.db);
    const guesser = newClient();
    for (let i = 0; i < rule.max; i++) expect((await logIn(guesser, admin.email, `guess-${i}`)).statusCode).toBe(401);
    expectRateLimited(await logIn(guesser, admin.email, admin.password), rule);
    // The key is the address and the account: the admin at their own desk, and another admin
    // account tried from the guessing address, are not locked out.
    expect((await logIn(newClient(), admin.email, admin.password)).statusCode).toBe(200);
    expect((await logIn(guesser, otherAdmin.email, otherAdmin.password)).statusCode).toBe(200);
  });
});

describe('contact form', () => {
  const rule = defaultRateLimits.contact;
  const send = (client: string, message: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/notification',
      remoteAddress: client,
      payload: { name: 'Flooder', email: 'flood@example.com', message },
    });
  const stored = async () => (await t.db.select({ n: count() }).from(contactMessages))[0]?.n ?? 0;

  it(`refuses message ${rule.max + 1} from one address within a minute, with Retry-After, and stores nothing for it`, async () => {
    const busy = newClient();
    for (let i = 0; i < rule.max; i++) expect((await send(busy, `message ${i}`)).statusCode).toBe(201);
    const before = await stored();
    expectRateLimited(await send(busy, 'one too many'), rule);
    expect(await stored()).toBe(before);
    expect((await send(newClient(), 'a visitor elsewhere')).statusCode).toBe(201);
  });
});

describe('uploads', () => {
  const rule = defaultRateLimits.upload;
  let image: Buffer;
  beforeAll(async () => {
    image = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
  });
  /** One photo as a browser's FormData sends it. */
  const upload = (client: string, landlord: TestUser) => {
    const boundary = '----renteaselimit';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      image,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      remoteAddress: client,
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(t.app, landlord) },
    });
  };
  const stored = async () => (await t.db.select({ n: count() }).from(uploads))[0]?.n ?? 0;

  it(`refuses upload ${rule.max + 1} from one address within a minute, with Retry-After, before processing it`, async () => {
    const landlord = await buildLandlord(t.db);
    const busy = newClient();
    for (let i = 0; i < rule.max; i++) expect((await upload(busy, landlord)).statusCode).toBe(201);
    const before = await stored();
    expectRateLimited(await upload(busy, landlord), rule);
    expect(await stored()).toBe(before);
    // Keyed by address (image processing is the cost bounded): a landlord elsewhere uploads.
    expect((await upload(newClient(), await buildLandlord(t.db))).statusCode).toBe(201);
  });
});

describe('login does not tell whether an email has an account', () => {
  // A realistic password hash cost, so that skipping the hash for unknown emails would show.
  const HASH_COST = 2 ** 14;
  const TRIES = 9;
  let hashed: TestContext;
  beforeAll(async () => {
    hashed = await createTestApp({ passwordHashCost: HASH_COST });
  });
  afterAll(() => hashed.close());

  /** Response headers but those that differ from one request to the next whatever it asked. */
  const comparable = (headers: LightMyRequestResponse['headers']) => {
    const { date: _date, 'x-request-id': _id, 'x-ratelimit-reset': _reset, ...rest } = headers;
    return rest;
  };

  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  };

  it('answers an unknown email and a wrong password alike: status, body, headers and time', async () => {
    const account = { email: uniqueEmail('known'), password: 'right-password', role: 'tenant' as const };
    const registered = await hashed.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...account, firstName: 'Known', lastName: 'Person', phone: '+91 90000 00000' },
    });
    expect(registered.statusCode).toBe(201);
    const attempt = async (email: string) => {
      const started = performance.now();
      const res = await hashed.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'wrong-password', role: account.role },
      });
      return { res, ms: performance.now() - started };
    };

    // One unknown email throughout, so its rate-limit headers count down alongside the account's.
    const nobody = uniqueEmail('nobody');
    const known: number[] = [];
    const unknown: number[] = [];
    // Interleaved, so a busy moment of the machine falls on both sides alike.
    for (let i = 0; i < TRIES; i++) {
      const wrongPassword = await attempt(account.email);
      const noAccount = await attempt(nobody);
      expect(wrongPassword.res.statusCode).toBe(401);
      expect(noAccount.res.statusCode).toBe(401);
      expect(wrongPassword.res.json()).toEqual({ error: messages.invalidCredentials, code: 'INVALID_CREDENTIALS' });
      expect(noAccount.res.body).toBe(wrongPassword.res.body);
      expect(comparable(noAccount.res.headers)).toEqual(comparable(wrongPassword.res.headers));
      known.push(wrongPassword.ms);
      unknown.push(noAccount.ms);
    }
    // Generous: within a factor of two either way. Without the equivalent hash an unknown email
    // answers after one index lookup, many times faster than a scrypt verification.
    const [knownMs, unknownMs] = [median(known), median(unknown)];
    expect(
      unknownMs,
      `medians: wrong password ${knownMs.toFixed(1)} ms, unknown email ${unknownMs.toFixed(1)} ms`,
    ).toBeGreaterThan(knownMs / 2);
    expect(unknownMs).toBeLessThan(knownMs * 2);
  });
});

describe('password changes', () => {
  const rule = defaultRateLimits.password;
  it(`refuses change number ${rule.max + 1} of one account within the window, so a stolen session cannot guess the current password`, async () => {
    const guessed = await buildTenant(t.db);
    const change = (user: TestUser, currentPassword: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/user/password',
        headers: bearer(t.app, user),
        payload: { email: user.email, role: user.role, currentPassword, newPassword: 'whatever1' },
      });
    for (let i = 0; i < rule.max; i++) expect((await change(guessed, `guess-${i}`)).statusCode).toBe(400);
    expectRateLimited(await change(guessed, guessed.password), rule);
    const other = await buildTenant(t.db);
    expect((await change(other, other.password)).statusCode).toBe(200);
  });
});

describe('listings', () => {
  const rule = defaultRateLimits.listing;
  it(`refuses listing number ${rule.max + 1} from one landlord within the hour; another landlord lists`, async () => {
    const add = async (landlord: TestUser) =>
      t.app.inject({
        method: 'POST',
        url: '/api/property/add',
        headers: bearer(t.app, landlord),
        payload: {
          title: 'Flat',
          city: 'Limitpur',
          price: 1000,
          bedrooms: 1,
          bathrooms: 1,
          area: 300,
          images: [await buildUpload(t.db, landlord)],
        },
      });
    const busy = await buildLandlord(t.db);
    for (let i = 0; i < rule.max; i++) expect((await add(busy)).statusCode).toBe(201);
    expectRateLimited(await add(busy), rule);
    expect((await add(await buildLandlord(t.db))).statusCode).toBe(201);
  });
});

describe('limits shared by every server process', () => {
  const rule = defaultRateLimits.contact;
  const send = (app: TestContext['app'], client: string) =>
    app.inject({
      method: 'POST',
      url: '/api/notification',
      remoteAddress: client,
      payload: { name: 'Spreader', email: 'spread@example.com', message: 'across the fleet' },
    });

  it('counts one address against the same window whichever process answers, even all at once', async () => {
    const other = await t.startAnotherProcess();
    const busy = newClient();
    // Twice the limit at once, alternating between the processes: exactly `max` get through.
    const answers = await Promise.all(Array.from({ length: rule.max * 2 }, (_, i) => send(i % 2 === 0 ? t.app : other, busy)));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(rule.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(rule.max);
    expectRateLimited(await send(other, busy), rule);
    expect((await send(other, newClient())).statusCode).toBe(201);
  });

  it('opens a new window once the old one has run out', async () => {
    const busy = newClient();
    for (let i = 0; i < rule.max; i++) expect((await send(t.app, busy)).statusCode).toBe(201);
    expectRateLimited(await send(t.app, busy), rule);
    // The database's clock decides; move the window's end into the past instead of waiting.
    await t.db.execute(sql`UPDATE rate_limit_counters SET reset_at = now() - interval '1 second' WHERE key LIKE ${`%${busy}`}`);
    expect((await send(t.app, busy)).statusCode).toBe(201);
  });
});
