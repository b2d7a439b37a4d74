import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildLandlord, buildTenant } from '../test/factories.js';
import { createTestApp, type TestContext } from '../test/test-app.js';
import { registerAccessControl } from './access.plugin.js';
import { registerAuth } from './auth.plugin.js';
import { registerErrorHandler } from './error-handler.plugin.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('access control', () => {
  it('refuses to start with an /api route that declares no access', async () => {
    const app = Fastify();
    registerAccessControl(app);
    expect(() => app.get('/api/forgotten', async () => ({ open: true }))).toThrow(
      'GET /api/forgotten must declare config.access',
    );
    await app.close();
  });

  it('guards a role list before the handler runs, and lets public routes through', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    registerAccessControl(app);
    await app.register(registerAuth, { secret: t.config.jwtSecret, db: t.db });
    let ran = 0;
    app.get('/api/landlords-only', { config: { access: ['landlord'] } }, async () => {
      ran += 1;
      return { ok: true };
    });
    app.get('/api/open', { config: { access: 'public' } }, async () => ({ ok: true }));
    await app.ready();
    try {
      expect((await app.inject({ url: '/api/landlords-only' })).statusCode).toBe(401);
      expect((await app.inject({ url: '/api/landlords-only', headers: bearer(t.app, await buildTenant(t.db)) })).statusCode).toBe(
        403,
      );
      expect(ran).toBe(0);
      expect(
        (await app.inject({ url: '/api/landlords-only', headers: bearer(t.app, await buildLandlord(t.db)) })).statusCode,
      ).toBe(200);
      expect((await app.inject({ url: '/api/open' })).statusCode).toBe(200);
      expect(app.apiRoutes).toEqual([
        { method: 'GET', url: '/api/landlords-only', access: ['landlord'] },
        { method: 'GET', url: '/api/open', access: 'public' },
      ]);
    } finally {
      await app.close();
    }
  });

  it('checks access before the body: no field errors for someone who may not call the route', async () => {
    const res = await t.app.inject({ method: 'PATCH', url: '/api/user/block', payload: {} });
    expect(res.statusCode).toBe(401);
    const tenant = await buildTenant(t.db);
    const asTenant = await t.app.inject({
      method: 'POST',
      url: '/api/property/add',
      payload: {},
      headers: bearer(t.app, tenant),
    });
    expect(asTenant.statusCode).toBe(403);
    expect(asTenant.json().error).toBe('Only landlords can add properties.');
  });

  it('knows every route of the app with its access', () => {
    const routes = t.app.apiRoutes.map((r) => `${r.method} ${r.url}`);
    expect(routes).toContain('POST /api/payment/create-checkout-session');
    expect(routes).toContain('GET /api/ws');
    expect(t.app.apiRoutes.find((r) => r.url === '/api/user/block')?.access).toEqual(['admin']);
    expect(new Set(routes).size).toBe(routes.length);
  });
});
