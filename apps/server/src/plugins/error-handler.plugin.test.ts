import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages } from '@rentease/contract';
import { serverResources } from '@rentease/i18n/server-resources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, formatMarketDate } from '../lib/dates.js';
import { bearer, buildLandlord, buildProperty, buildTenant } from '../test/factories.js';
import { createTestApp, type TestContext } from '../test/test-app.js';

let t: TestContext;
let webDir: string;
beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), 'rentease-web-'));
  writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>RentEase</title><div id="root"></div>');
  t = await createTestApp({ webDistDir: webDir });
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

const postRaw = (payload: string, contentType = 'application/json') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers: { 'content-type': contentType } });

describe('bad input', () => {
  it('answers malformed JSON with 400 INVALID_JSON', async () => {
    const res = await postRaw('{"email": ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: messages.invalidJson, code: 'INVALID_JSON' });
  });

  it('answers an empty JSON body with 400', async () => {
    const res = await postRaw('');
    expect(res.statusCode).toBe(400);
  });

  it('answers a JSON array or string instead of an object with 400 naming the body', async () => {
    for (const payload of ['[]', '"text"', 'null', '42']) {
      const res = await postRaw(payload);
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it('refuses an oversized body with 413', async () => {
    const res = await postRaw(JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(100_000), role: 'tenant' }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: messages.payloadTooLarge, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('refuses an unsupported content type with 415', async () => {
    const res = await postRaw('email=a', 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses wrongly typed fields with field details, not a 500', async () => {
    const res = await postRaw(JSON.stringify({ email: 42, password: { a: 1 }, role: ['tenant'] }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().details).sort()).toEqual(['email', 'password', 'role']);
  });
});

describe('routing', () => {
  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.app.inject({ url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: messages.notFound, code: 'NOT_FOUND' });
  });

  it('serves the app shell for any page path so client routes load by URL, with 404 for no page of the app', async () => {
    for (const [url, status] of [
      ['/', 200],
      ['/browse', 200],
      ['/tenant/bookings', 200],
      ['/admin/dashboard?x=1', 200],
      ['/no/such/page', 404],
    ] as const) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers a missing script or image with 404, not the app shell', async () => {
    for (const url of ['/assets/index-missing.js', '/favicon-nope.svg', '/uploads/nothing.webp']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).not.toContain('text/html');
    }
  });

  it('does not serve the app shell for a POST to a page path', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/browse' });
    expect(res.statusCode).toBe(404);
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
  });
});

describe('the caller’s language', () => {
  const call = (url: string, payload: object, acceptLanguage?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
    });

  it('tells errors and field messages in Hindi when asked, with the same code and fields', async () => {
    const form = { firstName: 'Asha', lastName: 'Rao', email: 'not-an-email', password: '', phone: '9876543210', role: 'tenant' };
    const english = await call('/api/auth/register', form);
    const hindi = await call('/api/auth/register', form, 'hi-IN,hi;q=0.9,en;q=0.8');
    expect(english.statusCode).toBe(400);
    expect(hindi.statusCode).toBe(400);
    expect(english.json().error).toBe(messages.fillAllFields);
    expect(hindi.json()).toEqual({
      error: 'कृपया सभी फ़ील्ड सही ढंग से भरें।',
      code: english.json().code,
      details: { email: 'मान्य ईमेल पता दर्ज करें', password: 'पासवर्ड आवश्यक है' },
    });
    expect(Object.keys(english.json().details)).toEqual(Object.keys(hindi.json().details));
    expect(hindi.headers['content-language']).toBe('hi');
  });

  it('keeps English for English, for languages we do not speak, and for malformed headers', async () => {
    const wrong = { email: 'nobody@example.com', password: 'wrong-password', role: 'tenant' };
    for (const header of [undefined, 'en-IN', 'ta-IN,fr;q=0.5', ';;q=x,,']) {
      const res = await call('/api/auth/login', wrong, header);
      expect(res.statusCode, String(header)).toBe(401);
      expect(res.json().error, String(header)).toBe(messages.invalidCredentials);
    }
    const hindi = await call('/api/auth/login', wrong, 'hi');
    expect(hindi.json()).toEqual({ error: 'ईमेल या पासवर्ड गलत है', code: 'INVALID_CREDENTIALS' });
  });

  const HINDI = 'hi-IN,hi;q=0.9';
  /** The same request in English and in Hindi. */
  const inBoth = async (request: {
    method?: 'GET' | 'POST';
    url: string;
    payload?: object;
    headers?: Record<string, string>;
  }) => {
    const english = await t.app.inject({ ...request, headers: { ...request.headers } });
    const hindi = await t.app.inject({ ...request, headers: { ...request.headers, 'accept-language': HINDI } });
    expect(hindi.statusCode).toBe(english.statusCode);
    expect(hindi.json().code).toBe(english.json().code);
    expect(Object.keys(hindi.json().details ?? {})).toEqual(Object.keys(english.json().details ?? {}));
    return { english: english.json(), hindi: hindi.json(), status: english.statusCode };
  };
  const inHindi = (english: string) => serverResources.hi.api[english];

  it('tells a broken business rule in Hindi with its values in place', async () => {
    const landlord = await buildLandlord(t.db);
    const tenant = await buildTenant(t.db);
    const property = await buildProperty(t.db, landlord);
    const today = t.clock.today();
    const { english, hindi, status } = await inBoth({
      method: 'POST',
      url: '/api/payment/create-checkout-session',
      headers: bearer(t.app, tenant),
      payload: {
        tenantId: tenant.id,
        propertyId: property.id,
        amount: 20_000,
        moveInDate: addCalendarDays(today, 30),
        duration: 1,
      },
    });
    expect(status).toBe(400);
    const [from, to] = [formatMarketDate(today), formatMarketDate(addCalendarDays(today, 3))];
    expect(english.details.moveInDate).toBe(`Choose a move-in date between ${from} and ${to}.`);
    expect(hindi).toEqual({
      error: `${from} और ${to} के बीच रहने आने की तारीख चुनें।`,
      code: 'VALIDATION_ERROR',
      details: { moveInDate: `${from} और ${to} के बीच रहने आने की तारीख चुनें।` },
    });
  });

  it('tells a refused permission in Hindi', async () => {
    const tenant = await buildTenant(t.db);
    const other = await buildTenant(t.db);
    const { english, hindi, status } = await inBoth({ url: `/api/bookings/tenant/${other.id}`, headers: bearer(t.app, tenant) });
    expect(status).toBe(403);
    expect(english.code).toBe('FORBIDDEN');
    expect(hindi.error).toBe(inHindi(english.error));
    expect(hindi.error).not.toBe(english.error);
  });

  it('tells field messages zod would have written in its own English in Hindi too', async () => {
    const { english, hindi, status } = await inBoth({ url: '/api/property?limit=1000&type=castle' });
    expect(status).toBe(400);
    expect(english.details).toEqual({ type: 'Choose one of: apartment, house, studio, villa', limit: 'Must be at most 100' });
    expect(hindi).toEqual({
      error: 'इनमें से एक चुनें: apartment, house, studio, villa',
      code: 'VALIDATION_ERROR',
      details: { type: 'इनमें से एक चुनें: apartment, house, studio, villa', limit: '100 या उससे कम होना चाहिए' },
    });
  });

  it('tells a missing thing in Hindi, for a known route and for an unknown address', async () => {
    const property = await inBoth({ url: '/api/property/00000000-0000-4000-8000-000000000000' });
    expect(property.status).toBe(404);
    expect(property.english.code).toBe('NOT_FOUND');
    expect(property.hindi.error).toBe(inHindi(property.english.error));
    const unknown = await inBoth({ url: '/api/nothing-here' });
    expect(unknown.status).toBe(404);
    expect(unknown.hindi).toEqual({ error: 'नहीं मिला', code: 'NOT_FOUND' });
  });

  it('tells a successful answer’s message in Hindi, leaving the rest of the answer as it is', async () => {
    const tenant = await buildTenant(t.db);
    const login = { email: tenant.email, password: tenant.password, role: 'tenant' };
    const english = await call('/api/auth/login', login);
    const hindi = await call('/api/auth/login', login, HINDI);
    expect(english.json().message).toBe(messages.loginSuccessful);
    expect(hindi.json()).toEqual({ ...hindi.json(), message: 'लॉग इन हो गया!', id: tenant.id, email: tenant.email });
    expect(hindi.headers['content-language']).toBe('hi');
  });
});
