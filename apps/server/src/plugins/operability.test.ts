import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.js';
import { registerErrorHandler } from './error-handler.plugin.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('operability', () => {
  it('answers /api/health with the database reachable', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers 503 when the database is gone', async () => {
    const sick = await createTestApp();
    await sick.database.close();
    try {
      const res = await sick.app.inject({ url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', database: 'unreachable' });
    } finally {
      await sick.app.close();
    }
  });

  it("gives every request an id in X-Request-Id, keeping a proxy's", async () => {
    const own = await t.app.inject({ url: '/api/health' });
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const relayed = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'edge-1234abcd' } });
    expect(relayed.headers['x-request-id']).toBe('edge-1234abcd');
    const forged = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'bad id\n{}' } });
    expect(forged.headers['x-request-id']).not.toBe('bad id\n{}');
  });

  it('logs a 500 with its stack under the request id and tells the client only the id', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const app = Fastify({
      logger: { level: 'error', stream: sink },
      logController: new LogController({ requestIdLogLabel: 'requestId' }),
    });
    registerErrorHandler(app);
    app.get('/boom', async () => {
      throw new Error('secret internal detail');
    });
    try {
      const res = await app.inject({ url: '/boom' });
      expect(res.statusCode).toBe(500);
      const body = res.json();
      expect(body).toEqual({ error: expect.any(String), code: 'INTERNAL_ERROR', requestId: expect.any(String) });
      expect(res.body).not.toContain('secret internal detail');
      const logged = lines.find((line) => line.requestId === body.requestId);
      expect(JSON.stringify(logged)).toContain('secret internal detail');
      expect(JSON.stringify((logged as { err?: { stack?: string } }).err?.stack)).toContain('operability.test');
    } finally {
      await app.close();
    }
  });
});
