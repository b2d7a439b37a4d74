import { messages } from '@rentease/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema/index.js';
import { bearer, buildAdmin, buildTenant } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/notification', payload: payload as object });

describe('POST /api/notification', () => {
  it('stores the message unread and confirms it', async () => {
    const res = await send({ name: ' Meera ', email: 'Meera@Example.com', message: 'Do you list in Kochi?' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe(messages.contactSent);
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, body.notification.id));
    expect(row).toMatchObject({ name: 'Meera', email: 'meera@example.com', message: 'Do you list in Kochi?', isRead: false });
  });

  it('requires name, email and message', async () => {
    const res = await send({ name: '', email: '', message: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({
      name: messages.nameRequired,
      email: messages.emailRequired,
      message: messages.messageRequired,
    });
  });

  it('refuses an invalid email and stores nothing', async () => {
    const before = await t.db.select().from(contactMessages);
    const res = await send({ name: 'A', email: 'not-an-email', message: 'Hello' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({ email: messages.emailInvalid });
    expect(await t.db.select().from(contactMessages)).toHaveLength(before.length);
  });
});

describe('contact messages for the admin', () => {
  it('lists them newest first, and only to the admin', async () => {
    const admin = await buildAdmin(t.db);
    await send({ name: 'First', email: 'first@example.com', message: 'one' });
    t.clock.advance(1000);
    await send({ name: 'Second', email: 'second@example.com', message: 'two' });
    const res = await t.app.inject({ url: '/api/notification-messages', headers: bearer(t.app, admin) });
    expect(res.statusCode).toBe(200);
    const names = res.json().map((m: { name: string }) => m.name);
    expect(names.indexOf('Second')).toBeLessThan(names.indexOf('First'));
    expect(res.json()[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      email: expect.any(String),
      message: expect.any(String),
      created_at: expect.any(String),
      is_read: false,
    });
    const tenant = await buildTenant(t.db);
    expect((await t.app.inject({ url: '/api/notification-messages', headers: bearer(t.app, tenant) })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/notification-messages' })).statusCode).toBe(401);
  });

  it('marks one read and unread again, and records who did it', async () => {
    const admin = await buildAdmin(t.db);
    const id = (await send({ name: 'Ravi', email: 'ravi@example.com', message: 'Hello' })).json().notification.id;
    const mark = (is_read: unknown, who = admin) =>
      t.app.inject({ method: 'PATCH', url: `/api/notification/${id}`, payload: { is_read }, headers: bearer(t.app, who) });
    expect((await mark(true)).json()).toMatchObject({ id, is_read: true });
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row?.isRead).toBe(true);
    t.clock.advance(1000);
    expect((await mark(false)).json().is_read).toBe(false);
    expect((await mark('yes')).statusCode).toBe(400);
    expect((await mark(true, await buildTenant(t.db))).statusCode).toBe(403);
    const missing = await t.app.inject({
      method: 'PATCH',
      url: '/api/notification/00000000-0000-4000-8000-000000000000',
      payload: { is_read: true },
      headers: bearer(t.app, admin),
    });
    expect(missing.statusCode).toBe(404);
    const overview = (await t.app.inject({ url: '/api/admin/overview', headers: bearer(t.app, admin) })).json();
    expect(overview.recentActivity.slice(0, 2).map((a: { action: string }) => a.action)).toEqual([
      'notification.unread',
      'notification.read',
    ]);
  });
});
