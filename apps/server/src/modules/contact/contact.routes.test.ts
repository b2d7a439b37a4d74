import { messages } from '@rentease/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema/index.js';
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
