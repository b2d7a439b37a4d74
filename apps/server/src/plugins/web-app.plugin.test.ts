import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.js';

let t: TestContext;
let webDir: string;
const SHELL = '<!doctype html><title>RentEase</title><div id="root"></div>';
const HOME = '<!doctype html><title>RentEase</title><div id="root"><h1>Find or List Your Perfect Rental Property</h1></div>';
const SEARCH = '<!doctype html><title>RentEase</title><div id="root"><h1>Search Properties</h1></div>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

// A build as apps/web/build-plugins.ts leaves it: the shell, prerendered pages listed in
// routes.json, and a .br beside a text file.
beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), 'rentease-web-'));
  mkdirSync(path.join(webDir, 'prerendered'));
  mkdirSync(path.join(webDir, 'assets'));
  writeFileSync(path.join(webDir, 'index.html'), SHELL);
  writeFileSync(path.join(webDir, 'prerendered/home.html'), HOME);
  writeFileSync(path.join(webDir, 'prerendered/browse.html'), SEARCH);
  writeFileSync(
    path.join(webDir, 'prerendered/routes.json'),
    JSON.stringify({ '/': 'prerendered/home.html', '/browse': 'prerendered/browse.html' }),
  );
  writeFileSync(path.join(webDir, 'assets/index-abc123.js'), SCRIPT);
  writeFileSync(path.join(webDir, 'assets/index-abc123.js.br'), brotliCompressSync(SCRIPT));
  t = await createTestApp({ webDistDir: webDir });
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
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
