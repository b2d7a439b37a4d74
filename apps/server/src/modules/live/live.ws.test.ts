import { type ChatMessage, type LiveServerEvent, WS_CLOSE } from '@rentease/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { bearer, buildLandlord, buildProperty, buildTenant, type TestUser, tokenFor } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { LIVE_CHANNEL } from './live.events.js';

let t: TestContext;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = addressOf(t.app);
});
afterAll(() => t.close());

function addressOf(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `ws://127.0.0.1:${address.port}/api/ws`;
}

/** A socket that records every event, with a way to wait for the next one matching a test. */
class Client {
  readonly events: LiveServerEvent[] = [];
  private waiters: { test: (e: LiveServerEvent) => boolean; resolve: (e: LiveServerEvent) => void }[] = [];
  closed: Promise<{ code: number }>;

  constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const event = JSON.parse(String(data)) as LiveServerEvent;
      this.events.push(event);
      this.waiters = this.waiters.filter((w) => {
        if (!w.test(event)) return true;
        w.resolve(event);
        return false;
      });
    });
    this.closed = new Promise((resolve) => socket.on('close', (code) => resolve({ code })));
  }

  next<T extends LiveServerEvent['type']>(type: T, test: (e: Extract<LiveServerEvent, { type: T }>) => boolean = () => true) {
    const seen = this.events.find((e) => e.type === type && test(e as Extract<LiveServerEvent, { type: T }>));
    if (seen) return Promise.resolve(seen as Extract<LiveServerEvent, { type: T }>);
    return new Promise<Extract<LiveServerEvent, { type: T }>>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${type} within 5 s; got ${JSON.stringify(this.events)}`)), 5000);
      this.waiters.push({
        test: (e) => e.type === type && test(e as Extract<LiveServerEvent, { type: T }>),
        resolve: (e) => {
          clearTimeout(timer);
          resolve(e as Extract<LiveServerEvent, { type: T }>);
        },
      });
    });
  }

  close() {
    this.socket.close();
    return this.closed;
  }
}

/** Connects and authenticates with the token in the first message, as the browser does. */
async function connect(user: TestUser, url = base): Promise<Client> {
  const socket = new WebSocket(url);
  const client = new Client(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ type: 'auth', token: tokenFor(t.app, user) }));
  await client.next('ready');
  return client;
}

async function conversationOf() {
  const landlord = await buildLandlord(t.db);
  const tenant = await buildTenant(t.db);
  const property = await buildProperty(t.db, landlord, { title: 'Live flat' });
  return { landlord, tenant, key: { tenantId: tenant.id, landlordId: landlord.id, propertyId: property.id } };
}

const send = (app: FastifyInstance, user: TestUser, key: object, message: string) =>
  app.inject({ method: 'POST', url: '/api/messages/send', headers: bearer(t.app, user), payload: { ...key, message } });

describe('/api/ws', () => {
  it('pushes each message to both participants, and the read receipt when the receiver opens it', async () => {
    const { tenant, landlord, key } = await conversationOf();
    const [tenantSocket, landlordSocket] = [await connect(tenant), await connect(landlord)];
    try {
      const sent = (await send(t.app, tenant, key, 'Can I visit tomorrow?')).json().message as ChatMessage;
      const received = await landlordSocket.next('message.new', (e) => e.message.id === sent.id);
      expect(received.message).toMatchObject({ message: 'Can I visit tomorrow?', sender_id: tenant.id, is_read: false });
      await tenantSocket.next('message.new', (e) => e.message.id === sent.id);
      const summary = await landlordSocket.next(
        'conversation.updated',
        (e) => e.conversation.latest_message === 'Can I visit tomorrow?',
      );
      expect(summary.conversation).toMatchObject({ has_unread: true, unread_count: 1, title: 'Live flat' });

      await t.app.inject({
        method: 'PATCH',
        url: `/api/messages/mark-read/${key.propertyId}/${landlord.id}/landlord`,
        headers: bearer(t.app, landlord),
      });
      const receipt = await tenantSocket.next('message.read');
      expect(receipt).toMatchObject({ reader_id: landlord.id, property_id: key.propertyId, message_ids: null });
      const cleared = await landlordSocket.next('conversation.updated', (e) => e.conversation.unread_count === 0);
      expect(cleared.conversation.has_unread).toBe(false);
    } finally {
      await tenantSocket.close();
      await landlordSocket.close();
    }
  });

  it('sends nothing about a conversation to anyone else', async () => {
    const { tenant, key } = await conversationOf();
    const outsider = await connect(await buildTenant(t.db));
    const insider = await connect(tenant);
    try {
      await send(t.app, tenant, key, 'private');
      await insider.next('message.new');
      await insider.next('conversation.updated');
      expect(outsider.events.filter((e) => e.type !== 'ready')).toEqual([]);
    } finally {
      await outsider.close();
      await insider.close();
    }
  });

  it('reaches a client connected to another server process', async () => {
    const other = await t.startAnotherProcess();
    await other.listen({ port: 0, host: '127.0.0.1' });
    const { tenant, landlord, key } = await conversationOf();
    const landlordOnB = await connect(landlord, addressOf(other));
    try {
      const sent = (await send(t.app, tenant, key, 'sent through process A')).json().message as ChatMessage;
      const received = await landlordOnB.next('message.new', (e) => e.message.id === sent.id);
      expect(received.message.message).toBe('sent through process A');
    } finally {
      await landlordOnB.close();
    }
  });

  it('delivers a long message in a multi-byte script, too big for one NOTIFY, by reference', async () => {
    const { tenant, landlord, key } = await conversationOf();
    const landlordSocket = await connect(landlord);
    try {
      // 2,000 characters, 7,000 bytes: the envelope (message and summaries for both sides) is far over 8,000.
      const long = '🏠'.repeat(1000) + 'घर'.repeat(500);
      const res = await send(t.app, tenant, key, long);
      expect(res.statusCode).toBe(201);
      const sent = res.json().message as ChatMessage;
      const received = await landlordSocket.next('message.new', (e) => e.message.id === sent.id);
      expect(received.message.message).toBe(long);
    } finally {
      await landlordSocket.close();
    }
  });

  it('refuses a socket without a valid token, and one that stays silent', async () => {
    const garbage = new Client(new WebSocket(base));
    garbage.socket.on('open', () => garbage.socket.send(JSON.stringify({ type: 'auth', token: 'not-a-token' })));
    expect((await garbage.closed).code).toBe(WS_CLOSE.unauthenticated);

    const blocked = await buildTenant(t.db, { blocked: true });
    const refused = new Client(new WebSocket(`${base}?token=${tokenFor(t.app, blocked)}`));
    expect((await refused.closed).code).toBe(WS_CLOSE.blocked);
  });

  it('accepts the token as a query parameter and answers pings', async () => {
    const tenant = await buildTenant(t.db);
    const client = new Client(new WebSocket(`${base}?token=${tokenFor(t.app, tenant)}`));
    await client.next('ready');
    client.socket.send(JSON.stringify({ type: 'ping' }));
    await client.next('pong');
    await client.close();
  });

  it("closes a user's sockets in every process when their sessions are revoked", async () => {
    const tenant = await buildTenant(t.db);
    const client = await connect(tenant);
    await t.database.pubsub.publish(LIVE_CHANNEL, JSON.stringify({ kind: 'revoke', userId: tenant.id, code: WS_CLOSE.blocked }));
    expect((await client.closed).code).toBe(WS_CLOSE.blocked);
  });

  it('lets a client that was offline catch up from the API', async () => {
    const { tenant, landlord, key } = await conversationOf();
    const landlordSocket = await connect(landlord);
    await landlordSocket.close();
    await send(t.app, tenant, key, 'while you were away');
    const again = await connect(landlord);
    try {
      const res = await t.app.inject({
        url: `/api/messages/conversation/${key.tenantId}/${key.landlordId}/${key.propertyId}`,
        headers: bearer(t.app, landlord),
      });
      expect(res.json().messages.map((m: ChatMessage) => m.message)).toEqual(['while you were away']);
    } finally {
      await again.close();
    }
  });
});
