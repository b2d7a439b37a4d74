import type { LiveServerEvent } from '@rentease/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { users } from '../../db/schema/index.js';
import { bookAndPay } from '../../test/checkout.js';
import { buildLandlord, buildProperty, buildTenant, tokenFor } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let t: TestContext;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  base = `ws://127.0.0.1:${address.port}/api/ws`;
});
afterAll(() => t.close());

it('a connected person is seen (last_seen_at) and hears a new notification over the chat socket', async () => {
  const landlord = await buildLandlord(t.db);
  const tenant = await buildTenant(t.db);
  const listing = await buildProperty(t.db, landlord, { images: 0, title: 'Socket Suite' });
  const events: LiveServerEvent[] = [];
  const socket = new WebSocket(`${base}?token=${tokenFor(t.app, landlord)}`);
  socket.on('message', (data) => events.push(JSON.parse(String(data)) as LiveServerEvent));
  try {
    await expect.poll(() => events.some((e) => e.type === 'ready')).toBe(true);
    await expect
      .poll(async () => (await t.db.select({ at: users.lastSeenAt }).from(users).where(eq(users.id, landlord.id)))[0]?.at)
      .not.toBeNull();

    await bookAndPay(t, tenant, listing, { moveInDate: t.clock.today(), months: 1 });
    await expect
      .poll(() => events.find((e) => e.type === 'notification.new'))
      .toMatchObject({
        type: 'notification.new',
        unread_count: 1,
        notification: { title: `${tenant.firstName} booked Socket Suite`, link: '/landlord/bookings' },
      });
  } finally {
    socket.close();
  }
});
