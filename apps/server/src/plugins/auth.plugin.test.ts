import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildAdmin, buildLandlord, buildTenant } from '../test/factories.js';
import { createTestApp, type TestContext } from '../test/test-app.js';
import { registerAuth, requireRole } from './auth.plugin.js';
import { registerErrorHandler } from './error-handler.plugin.js';

let t: TestContext;
let guarded: ReturnType<typeof Fastify>;

beforeAll(async () => {
  t = await createTestApp();
  // A bare app with the real auth plugin and one admin-only and one landlord-only route.
  guarded = Fastify();
  registerErrorHandler(guarded);
  await guarded.register(registerAuth, { secret: t.config.jwtSecret, db: t.db });
  guarded.get('/admin-only', { preHandler: requireRole('admin') }, async () => ({ ok: true }));
  guarded.get('/landlord-only', { preHandler: requireRole('landlord', 'admin') }, async () => ({ ok: true }));
  await guarded.ready();
});
afterAll(async () => {
  await guarded.close();
  await t.close();
});

describe('requireRole', () => {
  it('lets the allowed role through', async () => {
    const admin = await buildAdmin(t.db);
    const res = await guarded.inject({ url: '/admin-only', headers: bearer(t.app, admin) });
    expect(res.statusCode).toBe(200);
  });

  it('answers 403 to another role', async () => {
    const tenant = await buildTenant(t.db);
    const landlord = await buildLandlord(t.db);
    expect((await guarded.inject({ url: '/admin-only', headers: bearer(t.app, tenant) })).statusCode).toBe(403);
    expect((await guarded.inject({ url: '/admin-only', headers: bearer(t.app, landlord) })).statusCode).toBe(403);
    expect((await guarded.inject({ url: '/landlord-only', headers: bearer(t.app, tenant) })).statusCode).toBe(403);
    expect((await guarded.inject({ url: '/landlord-only', headers: bearer(t.app, landlord) })).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const res = await guarded.inject({ url: '/admin-only' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });
});
