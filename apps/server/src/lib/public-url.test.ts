import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { requestOrigin, shownUrl } from './public-url.js';

const apps: ReturnType<typeof Fastify>[] = [];
afterAll(() => Promise.all(apps.map((app) => app.close())));

/** Answers the origin the resolver gives for a request, as a route handler would see it. */
async function originFor(
  config: { publicUrl: string | undefined; trustProxy?: boolean },
  headers: Record<string, string>,
): Promise<string> {
  const app = Fastify({ trustProxy: config.trustProxy ?? false });
  apps.push(app);
  const origin = requestOrigin({ publicUrl: config.publicUrl, host: '127.0.0.1', port: 3000 });
  app.get('/', async (request) => ({ origin: origin(request) }));
  const res = await app.inject({ url: '/', headers });
  return res.json().origin;
}

describe('requestOrigin', () => {
  it('uses PUBLIC_URL for every request when it is set', async () => {
    expect(await originFor({ publicUrl: 'https://rentease.example' }, { host: '127.0.0.1:3000' })).toBe(
      'https://rentease.example',
    );
  });

  it('follows the address the browser used when PUBLIC_URL is unset', async () => {
    expect(await originFor({ publicUrl: undefined }, { host: '127.0.0.1:4321' })).toBe('http://127.0.0.1:4321');
    expect(await originFor({ publicUrl: undefined }, { host: 'LocalHost:4321' })).toBe('http://localhost:4321');
    expect(await originFor({ publicUrl: undefined }, { host: '[::1]:4321' })).toBe('http://[::1]:4321');
  });

  it('believes forwarded protocol and host only behind a trusted proxy', async () => {
    const forwarded = { host: '10.0.0.5:3000', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'homes.example.in' };
    expect(await originFor({ publicUrl: undefined, trustProxy: true }, forwarded)).toBe('https://homes.example.in');
    expect(await originFor({ publicUrl: undefined, trustProxy: false }, forwarded)).toBe('http://10.0.0.5:3000');
  });

  it('falls back to the listen address for a Host header that is no host name', async () => {
    for (const host of ['evil.example/phish', 'user@evil.example', 'a b']) {
      expect(await originFor({ publicUrl: undefined }, { host })).toBe('http://127.0.0.1:3000');
    }
  });
});

describe('shownUrl', () => {
  it('prints the address the server listens on, as its own listen line does', () => {
    expect(shownUrl({ publicUrl: undefined, host: '127.0.0.1', port: 3000 })).toBe('http://127.0.0.1:3000');
    expect(shownUrl({ publicUrl: undefined, host: '0.0.0.0', port: 8080 })).toBe('http://localhost:8080');
    expect(shownUrl({ publicUrl: undefined, host: '::1', port: 80 })).toBe('http://[::1]:80');
    expect(shownUrl({ publicUrl: 'https://rentease.example', host: '0.0.0.0', port: 80 })).toBe('https://rentease.example');
  });
});
