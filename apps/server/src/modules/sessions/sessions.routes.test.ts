import { type SignedInSession, WS_CLOSE } from '@rentease/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { auditLog, userSessions } from '../../db/schema/index.js';
import { buildAdmin, buildTenant, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** Signs in through the login route, as a browser with this user agent would. */
async function login(user: TestUser, userAgent = CHROME_ON_WINDOWS, app: FastifyInstance = t.app): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'user-agent': userAgent },
    payload: { email: user.email, password: user.password, role: user.role },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token as string;
}

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const me = (token: string, app: FastifyInstance = t.app) => app.inject({ url: '/api/auth/me', headers: as(token) });
const sessionsOf = async (token: string) => {
  const res = await t.app.inject({ url: '/api/me/sessions', headers: as(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SignedInSession[];
};
const currentOf = async (token: string) => {
  const current = (await sessionsOf(token)).find((s) => s.current);
  if (!current) throw new Error('no current session');
  return current;
};
const endSession = (token: string, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/me/sessions/${id}`, headers: as(token) });

describe('signed-in sessions', () => {
  it('lists each sign-in with its browser, system, address and which one is this device', async () => {
    const tenant = await buildTenant(t.db);
    const chrome = await login(tenant, CHROME_ON_WINDOWS);
    const firefox = await login(tenant, FIREFOX_ON_LINUX);
    const list = await sessionsOf(firefox);
    const fromLogins = list.filter((s) => s.browser);
    expect(fromLogins).toHaveLength(2);
    expect(fromLogins.map(({ browser, os, current }) => ({ browser, os, current }))).toEqual(
      expect.arrayContaining([
        { browser: 'Firefox 133', os: 'Linux', current: true },
        { browser: 'Chrome 131', os: 'Windows', current: false },
      ]),
    );
    expect(fromLogins[0]?.ip).toBe('127.0.0.1');
    expect(list.filter((s) => s.current)).toHaveLength(1);
    expect((await currentOf(chrome)).browser).toBe('Chrome 131');
    // Someone else's devices are never listed.
    const other = await buildTenant(t.db);
    expect((await sessionsOf(await login(other))).filter((s) => s.browser)).toHaveLength(1);
  });

  it('writes last seen at most once a minute', async () => {
    const tenant = await buildTenant(t.db);
    const token = await login(tenant);
    const first = await currentOf(token);
    t.clock.advance(30_000);
    expect((await currentOf(token)).last_seen_at).toBe(first.last_seen_at);
    t.clock.advance(31_000);
    await me(token);
    const later = await currentOf(token);
    expect(new Date(later.last_seen_at).getTime()).toBe(t.clock.now().getTime());
    expect(later.created_at).toBe(first.created_at);
  });

  it('ends another device at once: its token is refused and it leaves the list', async () => {
    const tenant = await buildTenant(t.db);
    const here = await login(tenant);
    const there = await login(tenant, FIREFOX_ON_LINUX);
    const target = await currentOf(there);
    const res = await endSession(here, target.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Signed out of that device.');
    const refused = await me(there);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('INVALID_TOKEN');
    expect((await sessionsOf(here)).map((s) => s.id)).not.toContain(target.id);
    expect((await me(here)).statusCode).toBe(200);
    // Ending it again, or a session that never was, answers the same way.
    expect((await endSession(here, target.id)).statusCode).toBe(404);
    expect((await endSession(here, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await endSession(here, 'not-a-uuid')).statusCode).toBe(404);
  });

  it("cannot end someone else's session", async () => {
    const owner = await buildTenant(t.db);
    const intruder = await buildTenant(t.db);
    const ownerToken = await login(owner);
    const target = await currentOf(ownerToken);
    const res = await endSession(await login(intruder), target.id);
    expect(res.statusCode).toBe(404);
    expect((await me(ownerToken)).statusCode).toBe(200);
  });

  it('ends every other device and keeps this one', async () => {
    const tenant = await buildTenant(t.db);
    const others = [await login(tenant), await login(tenant, FIREFOX_ON_LINUX)];
    const here = await login(tenant);
    const res = await t.app.inject({ method: 'POST', url: '/api/me/sessions/revoke-others', headers: as(here) });
    expect(res.statusCode).toBe(200);
    // The two logins above and the factory's standing session.
    expect(res.json()).toEqual({ message: 'Signed out everywhere else.', ended: 3 });
    for (const token of others) expect((await me(token)).statusCode).toBe(401);
    expect((await me(here)).statusCode).toBe(200);
    expect(await sessionsOf(here)).toEqual([expect.objectContaining({ current: true })]);
    // A security event in the audit log, with where it was asked from.
    const events = await t.db.select().from(auditLog).where(eq(auditLog.targetId, tenant.id));
    expect(events).toEqual([
      expect.objectContaining({
        actorId: tenant.id,
        action: 'session.ended',
        summary: `Ended 3 sessions on other devices (tenant ${tenant.email})`,
        // The request that ended them (the test client's own user agent).
        details: { ip: '127.0.0.1', user_agent: 'lightMyRequest' },
      }),
    ]);
  });

  it('logs out: the token stops working and the device leaves the list', async () => {
    const admin = await buildAdmin(t.db);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login-admin',
      payload: { email: admin.email, password: admin.password },
    });
    const token = login.json().token as string;
    const other = await currentOf(token);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: as(token) });
    expect(res.json()).toEqual({ message: 'Logged out.' });
    expect((await me(token)).statusCode).toBe(401);
    const [row] = await t.db.select().from(userSessions).where(eq(userSessions.id, other.id));
    expect(row?.endedAt).toEqual(t.clock.now());
  });

  it('ends every session when the password changes; this device carries on with the new token', async () => {
    const tenant = await buildTenant(t.db);
    const elsewhere = await login(tenant, FIREFOX_ON_LINUX);
    const here = await login(tenant);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/password',
      headers: as(here),
      payload: { email: tenant.email, role: 'tenant', currentPassword: tenant.password, newPassword: 'another-secret' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const renewed = res.json().token as string;
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await me(here)).statusCode).toBe(401);
    expect(await sessionsOf(renewed)).toEqual([expect.objectContaining({ current: true, browser: null })]);
  });

  it('refuses a session past its expiry, even with a token still in date', async () => {
    const tenant = await buildTenant(t.db);
    const token = await login(tenant);
    const { id } = await currentOf(token);
    await t.db.update(userSessions).set({ expiresAt: t.clock.now() }).where(eq(userSessions.id, id));
    expect((await me(token)).statusCode).toBe(401);
  });

  it('refuses a token that names no session, or a session of another account', async () => {
    const tenant = await buildTenant(t.db);
    const other = await buildTenant(t.db);
    const bare = t.app.jwt.sign({ sub: tenant.id, role: 'tenant', ver: 0 }, { expiresIn: '1h' });
    expect((await me(bare)).statusCode).toBe(401);
    const borrowed = t.app.jwt.sign({ sub: tenant.id, role: 'tenant', ver: 0, sid: other.id }, { expiresIn: '1h' });
    expect((await me(borrowed)).statusCode).toBe(401);
  });
});

describe('ending a session across processes', () => {
  /** A socket on `app`, authenticated with the token; resolves once the server said ready. */
  async function connect(app: FastifyInstance, token: string) {
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const socket = new WebSocket(`ws://127.0.0.1:${address.port}/api/ws?token=${token}`);
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    await new Promise<void>((resolve, reject) => {
      socket.on('message', (data) => {
        if ((JSON.parse(String(data)) as { type: string }).type === 'ready') resolve();
      });
      socket.once('error', reject);
    });
    return { socket, closed };
  }

  it("stops the ended session's token and sockets in the other process, and only that session's", async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const other = await t.startAnotherProcess();
    await other.listen({ port: 0, host: '127.0.0.1' });
    const tenant = await buildTenant(t.db);
    const ending = await login(tenant, FIREFOX_ON_LINUX, other);
    const staying = await login(tenant, CHROME_ON_WINDOWS, other);
    const endingSocket = await connect(other, ending);
    const stayingSocket = await connect(other, staying);
    try {
      const target = await currentOf(ending);
      expect((await endSession(staying, target.id)).statusCode).toBe(200);
      expect(await endingSocket.closed).toBe(WS_CLOSE.unauthenticated);
      expect((await me(ending, other)).statusCode).toBe(401);
      expect((await me(staying, other)).statusCode).toBe(200);
      expect(stayingSocket.socket.readyState).toBe(WebSocket.OPEN);
    } finally {
      endingSocket.socket.close();
      stayingSocket.socket.close();
    }
  });
});
