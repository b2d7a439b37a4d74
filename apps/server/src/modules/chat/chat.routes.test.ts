import { type ChatMessage, type ConversationSummary, chatTexts } from '@rentease/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../db/schema/index.js';
import {
  bearer,
  buildAdmin,
  buildBooking,
  buildLandlord,
  buildProperty,
  buildTenant,
  type TestUser,
} from '../../test/factories.js';
import { createTestApp, defaultRateLimits, type TestContext } from '../../test/test-app.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Key = { tenantId: string; landlordId: string; propertyId: string };

async function setup() {
  const landlord = await buildLandlord(t.db);
  const tenant = await buildTenant(t.db);
  const property = await buildProperty(t.db, landlord, { title: 'Chat flat' });
  const key: Key = { tenantId: tenant.id, landlordId: landlord.id, propertyId: property.id };
  return { landlord, tenant, property, key };
}

const send = (user: TestUser, key: Key, message: string, extra: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/messages/send',
    headers: bearer(t.app, user),
    payload: { ...key, message, ...extra },
  });

const conversation = (user: TestUser | undefined, key: Key, query = '') =>
  t.app.inject({
    url: `/api/messages/conversation/${key.tenantId}/${key.landlordId}/${key.propertyId}${query}`,
    headers: user ? bearer(t.app, user) : {},
  });

const summary = (user: TestUser, role = user.role) =>
  t.app.inject({ url: `/api/messages/summary/${user.id}/${role}`, headers: bearer(t.app, user) });

const markRead = (user: TestUser, propertyId: string, role = user.role, userId = user.id) =>
  t.app.inject({ method: 'PATCH', url: `/api/messages/mark-read/${propertyId}/${userId}/${role}`, headers: bearer(t.app, user) });

describe('a conversation', () => {
  it('stores messages from both sides and reads them back oldest first', async () => {
    const { tenant, landlord, key } = await setup();
    const first = await send(tenant, key, 'Is it still available?', { senderId: tenant.id });
    expect(first.statusCode).toBe(201);
    t.clock.advance(1000);
    expect((await send(landlord, key, 'Yes — visit on Sunday?')).statusCode).toBe(201);
    const res = await conversation(tenant, key);
    expect(res.statusCode).toBe(200);
    const { success, messages } = res.json() as { success: boolean; messages: ChatMessage[] };
    expect(success).toBe(true);
    expect(messages.map((m) => [m.message, m.sender_id, m.is_read])).toEqual([
      ['Is it still available?', tenant.id, false],
      ['Yes — visit on Sunday?', landlord.id, false],
    ]);
    expect(messages[0]).toMatchObject({
      tenant_id: tenant.id,
      landlord_id: landlord.id,
      property_id: key.propertyId,
      read_at: null,
    });
  });

  it('pages back through a long conversation with `before`', async () => {
    const { tenant, key } = await setup();
    for (let i = 1; i <= 7; i++) {
      await send(tenant, key, `message ${i}`);
      t.clock.advance(10);
    }
    const texts: string[] = [];
    let query = '?limit=3';
    for (;;) {
      const body = (await conversation(tenant, key, query)).json();
      texts.unshift(...body.messages.map((m: ChatMessage) => m.message));
      if (!body.nextBefore) break;
      query = `?limit=3&before=${body.nextBefore}`;
    }
    expect(texts).toEqual(['message 1', 'message 2', 'message 3', 'message 4', 'message 5', 'message 6', 'message 7']);
  });

  it('stores a message sent twice with one client key once, and answers the stored one again', async () => {
    const { tenant, key } = await setup();
    const first = await send(tenant, key, 'Only once please', { clientKey: 'k-123' });
    const again = await send(tenant, key, 'Only once please', { clientKey: 'k-123' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().message.id).toBe(first.json().message.id);
    expect(again.json().message.client_key).toBe('k-123');
    const other = await send(tenant, key, 'Only once please', { clientKey: 'k-124' });
    expect(other.statusCode).toBe(201);
    expect((await conversation(tenant, key)).json().messages).toHaveLength(2);
    expect(
      (await summary(tenant)).json().conversations.find((c: ConversationSummary) => c.property_id === key.propertyId),
    ).toBeDefined();
    const elsewhere = await setup();
    const reused = await send(tenant, { ...elsewhere.key, tenantId: tenant.id }, 'hi', { clientKey: 'k-123' });
    expect(reused.statusCode).toBe(409);
    expect((await send(tenant, key, 'bad key', { clientKey: 'has spaces' })).statusCode).toBe(400);
  });

  it('refuses an empty, whitespace-only or too long message and stores nothing', async () => {
    const { tenant, key } = await setup();
    for (const message of ['', '   \n\t ', 'x'.repeat(2001)]) {
      const res = await send(tenant, key, message);
      expect(res.statusCode, JSON.stringify(message.slice(0, 5))).toBe(400);
      expect(res.json().details.message).toBe(message.length > 2000 ? chatTexts.messageTooLong : chatTexts.messageEmpty);
    }
    expect((await send(tenant, key, 'x'.repeat(2000))).statusCode).toBe(201);
    expect((await conversation(tenant, key)).json().messages).toHaveLength(1);
  });

  it('is only for its tenant and landlord: a third person cannot read, write or pose as the sender', async () => {
    const { tenant, landlord, key } = await setup();
    await send(tenant, key, 'hello');
    const stranger = await buildTenant(t.db);
    const otherLandlord = await buildLandlord(t.db);
    const admin = await buildAdmin(t.db);
    for (const outsider of [stranger, otherLandlord]) {
      expect((await conversation(outsider, key)).statusCode).toBe(403);
      expect((await send(outsider, key, 'let me in')).statusCode).toBe(403);
    }
    expect((await conversation(admin, key)).statusCode).toBe(403);
    expect((await conversation(undefined, key)).statusCode).toBe(401);
    // Writing "as" the other party is refused: the sender is always the signed-in user.
    expect((await send(tenant, key, 'spoof', { senderId: landlord.id })).statusCode).toBe(403);
    expect((await conversation(tenant, key)).json().messages.map((m: ChatMessage) => m.message)).toEqual(['hello']);
  });

  it('starts only about a live listing with its real owner, and only from the tenant', async () => {
    const { tenant, landlord, key } = await setup();
    const impostor = await buildLandlord(t.db);
    const wrongOwner = { ...key, landlordId: impostor.id };
    const asTenant = await send(tenant, wrongOwner, 'hi');
    expect(asTenant.statusCode).toBe(403);
    expect(asTenant.json().error).toBe(chatTexts.wrongOwner);
    expect((await send(impostor, wrongOwner, 'hi')).statusCode).toBe(403);
    // A landlord does not write to tenants out of the blue; they answer.
    expect((await send(landlord, key, 'Interested in my flat?')).statusCode).toBe(403);
    const unknown = { ...key, propertyId: '00000000-0000-4000-8000-000000000000' };
    expect((await send(tenant, unknown, 'hi')).statusCode).toBe(404);
    expect((await send(tenant, { ...key, propertyId: 'nope' }, 'hi')).statusCode).toBe(404);
  });

  it("may be started by the landlord with a tenant who booked the listing, even once it is hidden, and by no one else's booking", async () => {
    const { tenant, landlord, property, key } = await setup();
    const stranger = await buildTenant(t.db);
    await buildBooking(t.db, property, tenant, { moveInDate: t.clock.today(), months: 2 });
    // An unpaid checkout is no stay: that tenant is still someone the landlord has not heard from.
    await buildBooking(t.db, property, stranger, { moveInDate: t.clock.today(), months: 1, status: 'pending_payment' });
    expect((await send(landlord, { ...key, tenantId: stranger.id }, 'Hello?')).statusCode).toBe(403);

    await t.db.update(properties).set({ hiddenAt: t.clock.now() }).where(eq(properties.id, property.id));
    expect((await send(landlord, key, 'Welcome! The keys are with the guard.')).statusCode).toBe(201);
    const theirs = (await summary(tenant)).json().conversations as ConversationSummary[];
    expect(theirs).toEqual([expect.objectContaining({ property_id: property.id, landlord_id: landlord.id })]);
  });
});

describe('rate limit', () => {
  it('slows down one sender flooding messages, not the other side', async () => {
    const limited = await createTestApp({ rateLimits: defaultRateLimits });
    try {
      const landlord = await buildLandlord(limited.db);
      const tenant = await buildTenant(limited.db);
      const property = await buildProperty(limited.db, landlord);
      const key = { tenantId: tenant.id, landlordId: landlord.id, propertyId: property.id };
      const post = (user: TestUser, message: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/messages/send',
          headers: bearer(limited.app, user),
          payload: { ...key, message },
        });
      for (let i = 0; i < defaultRateLimits.chat.max; i++) expect((await post(tenant, `m${i}`)).statusCode).toBe(201);
      const refused = await post(tenant, 'one too many');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: expect.any(String), code: 'RATE_LIMITED' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(defaultRateLimits.chat.timeWindowMs / 1000);
      expect((await post(landlord, 'still fine')).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('read state', () => {
  it('lets only the receiver mark a message read', async () => {
    const { tenant, landlord, key } = await setup();
    const sent = (await send(tenant, key, 'ping')).json().message as ChatMessage;
    const patch = (user: TestUser) =>
      t.app.inject({ method: 'PATCH', url: `/api/messages/read/${sent.id}`, headers: bearer(t.app, user) });
    const bySender = await patch(tenant);
    expect(bySender.statusCode).toBe(403);
    expect(bySender.json().error).toBe(chatTexts.onlyReceiver);
    expect((await patch(await buildLandlord(t.db))).statusCode).toBe(403);
    const byReceiver = await patch(landlord);
    expect(byReceiver.json()).toEqual({ success: true, updated: 1 });
    expect((await patch(landlord)).json()).toEqual({ success: true, updated: 0 });
    const [message] = (await conversation(tenant, key)).json().messages as ChatMessage[];
    expect(message?.is_read).toBe(true);
    expect(message?.read_at).toBe(t.clock.now().toISOString());
    const badId = await t.app.inject({ method: 'PATCH', url: '/api/messages/read/nope', headers: bearer(t.app, landlord) });
    expect(badId.statusCode).toBe(404);
  });

  it("marks read only the messages addressed to the user, in that property's conversations with them", async () => {
    const { tenant, landlord, property, key } = await setup();
    const otherTenant = await buildTenant(t.db);
    const otherKey = { ...key, tenantId: otherTenant.id };
    const otherProperty = await buildProperty(t.db, landlord);
    const elsewhere = { ...key, propertyId: otherProperty.id };
    await send(tenant, key, 'from tenant');
    await send(landlord, key, 'from landlord');
    await send(otherTenant, otherKey, 'from another tenant');
    await send(tenant, elsewhere, 'about another flat');

    const res = await markRead(tenant, property.id);
    expect(res.json()).toEqual({ success: true, updated: 1 });
    const messages = (await conversation(tenant, key)).json().messages as ChatMessage[];
    expect(messages.map((m) => [m.message, m.is_read])).toEqual([
      ['from tenant', false],
      ['from landlord', true],
    ]);
    // The landlord's side: both tenants' messages about this property, not the other flat's.
    expect((await markRead(landlord, property.id)).json().updated).toBe(2);
    expect((await conversation(landlord, elsewhere)).json().messages[0].is_read).toBe(false);
    expect((await conversation(otherTenant, otherKey)).json().messages[0].is_read).toBe(true);
  });

  it('marks read only as oneself', async () => {
    const { tenant, landlord, property } = await setup();
    expect((await markRead(tenant, property.id, 'tenant', landlord.id)).statusCode).toBe(403);
    expect((await markRead(tenant, property.id, 'landlord')).statusCode).toBe(403);
    expect((await markRead(tenant, property.id, 'admin')).statusCode).toBe(403);
  });
});

describe('GET /api/messages/summary/{userId}/{role}', () => {
  it("lists a user's conversations newest first with the latest message, unread state and the other party", async () => {
    const { tenant, landlord, key } = await setup();
    const second = await buildProperty(t.db, landlord, { title: 'Second flat' });
    const secondKey = { ...key, propertyId: second.id };
    await send(tenant, key, 'first question');
    t.clock.advance(1000);
    await send(tenant, secondKey, 'second question');
    t.clock.advance(1000);
    await send(landlord, key, 'an answer');

    const tenantView = (await summary(tenant)).json().conversations as ConversationSummary[];
    expect(tenantView.map((c) => [c.title, c.latest_message, c.has_unread, c.unread_count])).toEqual([
      ['Chat flat', 'an answer', true, 1],
      ['Second flat', 'second question', false, 0],
    ]);
    expect(tenantView[0]).toMatchObject({
      property_id: key.propertyId,
      landlord_id: landlord.id,
      tenant_id: tenant.id,
      location: '1 Test Road, Testpur',
      other_party_name: `${landlord.firstName} ${landlord.lastName}`,
      latest_sender_id: landlord.id,
    });
    const landlordView = (await summary(landlord)).json().conversations as ConversationSummary[];
    expect(landlordView.map((c) => [c.title, c.has_unread, c.unread_count])).toEqual([
      ['Chat flat', true, 1],
      ['Second flat', true, 1],
    ]);
    await markRead(landlord, key.propertyId);
    const after = (await summary(landlord)).json().conversations as ConversationSummary[];
    expect(after.map((c) => c.unread_count)).toEqual([0, 1]);
  });

  it("is empty for someone without conversations, and only ever one's own", async () => {
    const loner = await buildTenant(t.db);
    expect((await summary(loner)).json()).toEqual({ success: true, conversations: [] });
    const other = await buildTenant(t.db);
    const res = await t.app.inject({ url: `/api/messages/summary/${other.id}/tenant`, headers: bearer(t.app, loner) });
    expect(res.statusCode).toBe(403);
    expect((await summary(loner, 'landlord')).statusCode).toBe(403);
  });

  it('pages a long list with Link headers, each conversation once', async () => {
    const tenant = await buildTenant(t.db);
    const landlords = await Promise.all(Array.from({ length: 5 }, () => buildLandlord(t.db)));
    for (const landlord of landlords) {
      const property = await buildProperty(t.db, landlord);
      await send(tenant, { tenantId: tenant.id, landlordId: landlord.id, propertyId: property.id }, 'hi');
    }
    const seen: string[] = [];
    const page = (url: string) => t.app.inject({ url, headers: bearer(t.app, tenant) });
    let url: string | undefined = `/api/messages/summary/${tenant.id}/tenant?limit=2`;
    while (url) {
      const res = await page(url);
      seen.push(...res.json().conversations.map((c: ConversationSummary) => c.landlord_id));
      url = /<([^>]+)>; rel="next"/.exec(String(res.headers.link ?? ''))?.[1];
    }
    expect(seen.sort()).toEqual(landlords.map((l) => l.id).sort());
  });
});
