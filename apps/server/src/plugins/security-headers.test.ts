import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.js';

let t: TestContext;
let webDir: string;
const IMAGE_KEY = '0b9e1f9a-5a52-4a53-8d1e-2f7d7a3b1c0d-card.webp';
/** The shell's one inline script, as the web build puts it there (apps/web/src/app/early-input.ts). */
const SHELL_SCRIPT = '(function recordEarlyInput(win) { win.takeEarlyInput = () => []; })(window);';
/** CSP's name for exactly that script: the base64 of its text's SHA-256. */
const SHELL_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(SHELL_SCRIPT).digest('base64')}'`;

beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), 'rentease-web-'));
  writeFileSync(
    path.join(webDir, 'index.html'),
    `<!doctype html><title>RentEase</title><script id="early-input">${SHELL_SCRIPT}</script>` +
      '<script type="module" crossorigin src="/assets/index.js"></script><div id="root"></div>',
  );
  t = await createTestApp({ webDistDir: webDir });
  const image = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#0f766e' } })
    .webp()
    .toBuffer();
  await t.storage.save(IMAGE_KEY, image);
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

/** The Content-Security-Policy header as directive → sources. */
function parseCsp(header: string | string[] | number | undefined): Map<string, string[]> {
  expect(typeof header, 'a Content-Security-Policy header').toBe('string');
  const directives = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** The sources a directive really gets: its own, or default-src's when it is absent (CSP3 fallback). */
const effective = (csp: Map<string, string[]>, directive: string) => csp.get(directive) ?? csp.get('default-src');

// What each kind of response must carry: the API's JSON, the app shell, and an uploaded image
// (a file a landlord chose, so it must never be sniffed into something executable).
const responses = [
  { kind: 'an API answer', url: '/api/health', type: 'application/json' },
  { kind: 'an API error', url: '/api/nothing-here', type: 'application/json' },
  { kind: 'the web app shell', url: '/', type: 'text/html' },
  { kind: 'a client route of the web app', url: '/tenant/bookings', type: 'text/html' },
  { kind: 'an uploaded image', url: `/uploads/${IMAGE_KEY}`, type: 'image/webp' },
];

describe('security headers', () => {
  it.each(responses)('$kind allows scripts from our own origin only, and no framing or plugins', async ({ url, type }) => {
    const res = await t.app.inject({ url });
    expect(res.headers['content-type']).toContain(type);
    const csp = parseCsp(res.headers['content-security-policy']);
    // Only files we serve and the shell's own inline script may run: no other inline script or
    // handler (an injected <img onerror> or <script> stays inert), no eval, no other hosts.
    expect(effective(csp, 'script-src')).toEqual(["'self'", SHELL_SCRIPT_SOURCE]);
    const attributes = csp.get('script-src-attr');
    if (attributes) expect(attributes).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(effective(csp, 'object-src')).toEqual(["'none'"]);
    // An injected <base> cannot point our relative script URLs elsewhere.
    expect(csp.get('base-uri')).toEqual(["'self'"]);
  });

  it('lets the web app install its service worker and manifest from our own origin only', async () => {
    const csp = parseCsp((await t.app.inject({ url: '/' })).headers['content-security-policy']);
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    expect(csp.get('manifest-src')).toEqual(["'self'"]);
  });

  it.each(responses)('$kind is not sniffed, says little to other sites and nothing about the server', async ({ url }) => {
    const res = await t.app.inject({ url });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toMatch(/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers.server).toBeUndefined();
  });

  it('serves the API reference under the same script policy (its scripts are files, not inline)', async () => {
    const page = await t.app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(effective(parseCsp(page.headers['content-security-policy']), 'script-src')).toEqual(["'self'", SHELL_SCRIPT_SOURCE]);
    // Every script of the page is loaded by URL from our origin, so the policy above lets it run.
    const scripts = [...page.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, inline] of scripts) {
      // A path on this origin: not another host (http…, //host) and not a data: URL.
      expect(attributes).toMatch(/\bsrc="(?!\/\/|[a-z][a-z0-9+.-]*:)[^"]+"/i);
      expect(inline?.trim()).toBe('');
    }
    const initializer = await t.app.inject({ url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
    expect(initializer.headers['content-type']).toContain('javascript');
  });
});
