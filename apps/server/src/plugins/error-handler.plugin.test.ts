import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages } from '@rentease/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
