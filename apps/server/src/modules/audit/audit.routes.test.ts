import { type AdminAuditEntry, adminTableMessages } from '@rentease/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildAdmin, buildLandlord, buildTenant, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let t: TestContext;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await buildAdmin(t.db);
});
afterAll(() => t.close());

const audit = (query: string) => t.app.inject({ url: `/api/admin/audit?${query}`, headers: bearer(t.app, admin) });
const entriesOf = async (query: string) => {
  const res = await audit(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdminAuditEntry[];
};
const block = (user: TestUser, blocked: boolean) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/user/block',
    headers: bearer(t.app, admin),
    payload: { email: user.email, role: user.role, blocked },
  });

describe('GET /api/admin/audit', () => {
  it('lists what was done, by whom, to what and when, newest first, a page at a time', async () => {
    const tenant = await buildTenant(t.db);
    expect((await block(tenant, true)).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await block(tenant, false)).statusCode).toBe(200);

    const [unblocked, blocked] = await entriesOf(`targetId=${tenant.id}`);
    expect(unblocked).toMatchObject({
      action: 'user.unblocked',
      actor_id: admin.id,
      actor_email: admin.email,
      actor_role: 'admin',
      target_type: 'tenant',
      target_id: tenant.id,
    });
    expect(unblocked?.summary).toContain(tenant.email);
    expect(blocked?.action).toBe('user.blocked');
    expect(Date.parse(unblocked?.created_at ?? '') - Date.parse(blocked?.created_at ?? '')).toBe(60_000);

    // One a page: the next page follows the Link header to the older entry, and the total is told.
    const first = await audit(`targetId=${tenant.id}&limit=1`);
    expect(first.headers['x-total-count']).toBe('2');
    expect(first.json().map((entry: AdminAuditEntry) => entry.action)).toEqual(['user.unblocked']);
    const next = String(first.headers.link).match(/<([^>]+)>; rel="next"/)?.[1];
    expect(next).toBeDefined();
    const second = await t.app.inject({ url: next ?? '', headers: bearer(t.app, admin) });
    expect(second.json().map((entry: AdminAuditEntry) => entry.action)).toEqual(['user.blocked']);
    expect(second.headers.link).toBeUndefined();
  });

  it('filters by action or a whole domain, target type, actor by name or email, and India days', async () => {
    const tenant = await buildTenant(t.db);
    await block(tenant, true);
    const mine = (entries: AdminAuditEntry[]) => entries.filter((entry) => entry.target_id === tenant.id);
    expect(mine(await entriesOf('action=user.blocked&limit=200'))).toHaveLength(1);
    expect(mine(await entriesOf('action=USER.&limit=200'))).toHaveLength(1);
    expect(mine(await entriesOf('action=user.unblocked&limit=200'))).toHaveLength(0);
    // 'user.' as a domain, not as a LIKE pattern: an underscore or percent matches itself only.
    expect(await entriesOf('action=%25.')).toEqual([]);
    expect(mine(await entriesOf('targetType=tenant&limit=200'))).toHaveLength(1);
    expect(mine(await entriesOf('targetType=landlord&limit=200'))).toHaveLength(0);
    expect(mine(await entriesOf(`actor=${encodeURIComponent(admin.email.toUpperCase())}&limit=200`))).toHaveLength(1);
    expect(mine(await entriesOf('actor=nobody-by-this-name&limit=200'))).toHaveLength(0);
    const today = t.clock.today();
    expect(mine(await entriesOf(`from=${today}&to=${today}&limit=200`))).toHaveLength(1);
    expect(mine(await entriesOf('to=2000-01-01'))).toHaveLength(0);
  });

  it('refuses dates out of order or malformed, with the field named', async () => {
    const reversed = await audit('from=2026-02-01&to=2026-01-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().details.to).toBe(adminTableMessages.datesOutOfOrder);
    const malformed = await audit('from=yesterday');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details.from).toBeDefined();
    expect((await audit('cursor=not-a-cursor')).statusCode).toBe(400);
  });
});

describe('security events', () => {
  const eventsOf = async (user: TestUser) =>
    (await entriesOf(`targetId=${user.id}`)).filter((entry) => entry.actor_id === user.id);

  it('records a login refused because the account is blocked, with where it came from, and no refusal for a wrong password', async () => {
    const tenant = await buildTenant(t.db);
    await block(tenant, true);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: tenant.email, password: 'not-the-password', role: 'tenant' },
    });
    expect(wrong.statusCode).toBe(401);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'user-agent': 'Curious/1.0' },
      payload: { email: tenant.email, password: tenant.password, role: 'tenant' },
    });
    expect(refused.statusCode).toBe(403);
    expect(await eventsOf(tenant)).toEqual([
      expect.objectContaining({
        action: 'auth.login_refused',
        actor_role: 'tenant',
        summary: `Login refused: the account is blocked (tenant ${tenant.email})`,
        details: { ip: '127.0.0.1', user_agent: 'Curious/1.0' },
      }),
    ]);
  });

  it('records a password change, and not a wrong current password', async () => {
    const landlord = await buildLandlord(t.db);
    const change = (currentPassword: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/user/password',
        headers: bearer(t.app, landlord),
        payload: { email: landlord.email, role: 'landlord', currentPassword, newPassword: 'a-new-password' },
      });
    expect((await change('wrong-password')).statusCode).toBe(400);
    expect(await eventsOf(landlord)).toEqual([]);
    expect((await change(landlord.password)).statusCode).toBe(200);
    expect((await eventsOf(landlord)).map((entry) => entry.action)).toEqual(['user.password_changed']);
  });
});
