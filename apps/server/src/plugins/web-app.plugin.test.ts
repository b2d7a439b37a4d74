import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.js';

let t: TestContext;
let webDir: string;
const SHELL = '<!doctype html><title>RentEase</title><div id="root"></div>';
const HOME = '<!doctype html><title>RentEase</title><div id="root"><h1>Find or List Your Perfect Rental Property</h1></div>';
const SEARCH = '<!doctype html><title>RentEase</title><div id="root"><h1>Search Properties</h1></div>';
const HOME_HI = '<!doctype html><html lang="hi"><title>RentEase</title><div id="root"><h1>घर खोजें</h1></div>';
const SHELL_HI = '<!doctype html><html lang="hi"><title>RentEase</title><div id="root"></div>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const SERVICE_WORKER = "self.addEventListener('fetch', () => {});";
const MANIFEST = JSON.stringify({ name: 'RentEase', start_url: '/', display: 'standalone' });
const OFFLINE = '<!doctype html><title>You are offline — RentEase</title><div id="root"><h1>You are offline</h1></div>';

// A build as apps/web/build-plugins.ts leaves it: the shell, prerendered pages listed in
// routes.json, a .br beside a text file, and what the installable app adds (pwa-plugins.ts): the
// service worker, the manifest, the offline page and the icons.
beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), 'rentease-web-'));
  mkdirSync(path.join(webDir, 'prerendered'));
  mkdirSync(path.join(webDir, 'assets'));
  writeFileSync(path.join(webDir, 'index.html'), SHELL);
  writeFileSync(path.join(webDir, 'prerendered/home.html'), HOME);
  writeFileSync(path.join(webDir, 'prerendered/browse.html'), SEARCH);
  writeFileSync(path.join(webDir, 'prerendered/home.hi.html'), HOME_HI);
  writeFileSync(path.join(webDir, 'prerendered/shell.hi.html'), SHELL_HI);
  writeFileSync(
    path.join(webDir, 'prerendered/routes.json'),
    JSON.stringify({
      '/': { en: 'prerendered/home.html', hi: 'prerendered/home.hi.html' },
      // A page whose Hindi file a build did not leave: the Hindi shell stands in.
      '/browse': { en: 'prerendered/browse.html', hi: 'prerendered/browse.hi.html' },
      '*': { hi: 'prerendered/shell.hi.html' },
    }),
  );
  writeFileSync(path.join(webDir, 'assets/index-abc123.js'), SCRIPT);
  writeFileSync(path.join(webDir, 'assets/index-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(webDir, 'sw.js'), SERVICE_WORKER);
  writeFileSync(path.join(webDir, 'manifest.webmanifest'), MANIFEST);
  writeFileSync(path.join(webDir, 'offline.html'), OFFLINE);
  mkdirSync(path.join(webDir, 'icons'));
  writeFileSync(
    path.join(webDir, 'icons/icon-192.png'),
    await sharp({ create: { width: 192, height: 192, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer(),
  );
  t = await createTestApp({ webDistDir: webDir });
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('pages in the reader’s language', () => {
  const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('sends the Hindi page to a reader who chose Hindi on this browser, or whose browser asks for it', async () => {
    const asked: Record<string, string>[] = [{ cookie: 'theme=dark; lang=hi' }, { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.5' }];
    for (const headers of asked) {
      const response = await page('/', headers);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(HOME_HI);
      expect(response.headers.vary).toMatch(/^Cookie, Accept-Language/);
    }
  });

  it('lets the choice made on this browser win over the browser’s languages, and ?lang= over both', async () => {
    expect((await page('/', { cookie: 'lang=en', 'accept-language': 'hi' })).body).toBe(HOME);
    expect((await page('/?lang=hi', { cookie: 'lang=en' })).body).toBe(HOME_HI);
    expect((await page('/?lang=en', { cookie: 'lang=hi' })).body).toBe(HOME);
    // Anything else in the cookie or the query is not a language and is ignored.
    expect((await page('/?lang=xx', { cookie: 'lang=<script>' })).body).toBe(HOME);
  });

  it('keeps a language asked for by link in the cookie, as a tap on the switch before the app runs', async () => {
    const linked = await page('/?lang=hi', {});
    expect(linked.headers['set-cookie']).toBe('lang=hi; Path=/; Max-Age=31536000; SameSite=Lax');
    for (const url of ['/', '/?lang=xx', '/login']) expect((await page(url, {})).headers['set-cookie']).toBeUndefined();
  });

  it('sends the Hindi shell for other pages, for a query the prerendered page does not show, and when a Hindi file is missing', async () => {
    for (const url of ['/login', '/browse?city=Pune&lang=hi', '/browse']) {
      const response = await page(url, { cookie: 'lang=hi' });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(SHELL_HI);
    }
    expect((await page('/nope', { cookie: 'lang=hi' })).statusCode).toBe(404);
    expect((await page('/nope', { cookie: 'lang=hi' })).body).toBe(SHELL_HI);
  });
});

describe('web app pages', () => {
  it('sends the prerendered page for a bare path the build prerendered, revalidated on every visit', async () => {
    for (const [url, body] of [
      ['/', HOME],
      ['/browse', SEARCH],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(body);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('sends the app shell for a prerendered path with a query, whose state the prerendered frame does not show', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/browse?city=Pune&type=villa' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(SHELL);
  });

  it('sends the app shell for every other page', async () => {
    for (const url of ['/login', '/tenant/search', '/tenant/search?page=2', '/admin/anything']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(SHELL);
    }
  });

  it('answers a path that is no page with 404 and the shell, which draws the Not Found screen', async () => {
    for (const url of ['/browse/extra', '/nope', '/tenant', '/landlord/unknown?x=1']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toBe(SHELL);
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/nope' });
    expect(head.statusCode).toBe(404);
  });

  it('sends a precompressed asset as it is, brotli when the browser takes it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });
});

describe('installable web app', () => {
  it('sends the service worker from the root as JavaScript, revalidated on every fetch so a deploy is found at once', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(SERVICE_WORKER);
  });

  it('sends the web app manifest as application/manifest+json, revalidated on every fetch', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual(JSON.parse(MANIFEST));
  });

  it('sends the offline page and the icons as the files they are', async () => {
    const offline = await t.app.inject({ method: 'GET', url: '/offline.html' });
    expect(offline.statusCode).toBe(200);
    expect(offline.headers['content-type']).toContain('text/html');
    expect(offline.body).toBe(OFFLINE);
    const icon = await t.app.inject({ method: 'GET', url: '/icons/icon-192.png' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
    expect((await sharp(icon.rawPayload).metadata()).width).toBe(192);
  });

  it('answers 404 for a missing worker or icon, never the app shell in its place', async () => {
    for (const url of ['/sw-old.js', '/icons/icon-1024.png']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('<div id="root">');
    }
  });
});
