import { readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../../db/schema/index.js';
import { bookAndPay, openCheckout, payCheckout } from '../../test/checkout.js';
import { bearer, buildLandlord, buildProperty, buildTenant, buildUpload, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { sweepDueEmails } from './email-delivery.service.js';

/** A real SMTP server in this process: it records what arrives, and can refuse the next message. */
class TestSmtp {
  readonly received: ParsedMail[] = [];
  refuseNext = 0;
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, _session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (this.refuseNext > 0) {
          this.refuseNext--;
          const error = Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 });
          return callback(error);
        }
        simpleParser(Buffer.concat(chunks)).then((mail) => {
          this.received.push(mail);
          callback();
        }, callback);
      });
    },
  });

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  to(address: string): ParsedMail[] {
    return this.received.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.value[0]?.address === address);
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** Waits for a condition the queue's worker makes true (it polls every 0.5 s in tests). */
async function eventually<T>(read: () => T | Promise<T>, ok: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > end) throw new Error(`condition not met in ${timeoutMs} ms; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const smtp = new TestSmtp();
let t: TestContext;
beforeAll(async () => {
  const smtpUrl = await smtp.listen();
  t = await createTestApp({
    email: {
      smtpUrl,
      outboxDir: '/nonexistent',
      from: 'RentEase <no-reply@test.local>',
      sweepCron: undefined,
      retryLimit: 3,
      retryDelaySeconds: 1,
      pollingIntervalSeconds: 0.5,
    },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
afterEach(() => {
  smtp.refuseNext = 0;
});

const sweep = () => sweepDueEmails({ db: t.db, clock: t.clock, queue: t.emailQueue });

describe('booking confirmed email', () => {
  it('reaches both people with a text and an HTML part, ₹ and en-IN dates, escaped listing text and a settings link', async () => {
    const landlord = await buildLandlord(t.db);
    const tenant = await buildTenant(t.db);
    const listing = await buildProperty(t.db, landlord, {
      images: 0,
      rupees: 125_000,
      title: '<b>Sea & Sun</b> <script>x()</script>',
    });
    const moveIn = t.clock.today();
    await bookAndPay(t, tenant, listing, { moveInDate: moveIn, months: 1 });

    await sweep();
    const [mail] = await eventually(
      () => smtp.to(tenant.email),
      (mails) => mails.length === 1,
    );
    expect(mail?.subject).toBe('Your booking of <b>Sea & Sun</b> <script>x()</script> is confirmed');
    const [y, m, d] = moveIn.split('-');
    expect(mail?.text).toContain(`Move-in ${d}/${m}/${y}`);
    expect(mail?.text).toContain('₹1,25,000 paid');
    expect(mail?.text).toContain('http://localhost:3000/tenant/profile#notifications');
    expect(mail?.text).toContain('http://localhost:3000/tenant/bookings');
    const html = String(mail?.html);
    expect(html).toContain('&lt;b&gt;Sea &amp; Sun&lt;/b&gt; &lt;script&gt;x()&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>Sea');
    expect(html).toContain('₹1,25,000');
    expect(html).toContain('href="http://localhost:3000/tenant/profile#notifications"');
    await eventually(
      () => smtp.to(landlord.email),
      (mails) => mails.length === 1,
    );
    // Recorded as sent: the sweep has nothing more to queue for them.
    const rows = await t.db.select().from(notifications).where(eq(notifications.userId, tenant.id));
    expect(rows[0]?.emailedAt).not.toBeNull();
  });

  it('is not sent to someone who turned that email off, in the app it still shows', async () => {
    const landlord = await buildLandlord(t.db);
    const tenant = await buildTenant(t.db);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/me/notification-settings',
      headers: bearer(t.app, landlord),
      payload: { email: { booking_confirmed: false } },
    });
    expect(put.statusCode).toBe(200);
    const listing = await buildProperty(t.db, landlord, { images: 0 });
    await bookAndPay(t, tenant, listing, { moveInDate: t.clock.today(), months: 1 });
    await eventually(
      () => smtp.to(tenant.email),
      (mails) => mails.length === 1,
    );
    // Later, the sweep does not queue it either.
    t.clock.advance(5 * 60_000);
    await sweep();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.to(landlord.email)).toHaveLength(0);
    const bell = await t.app.inject({ method: 'GET', url: '/api/me/notifications', headers: bearer(t.app, landlord) });
    expect(bell.json().unread_count).toBe(1);
  });

  it('is retried after the mail server refuses it once', async () => {
    const landlord = await buildLandlord(t.db);
    const tenant = await buildTenant(t.db);
    const listing = await buildProperty(t.db, landlord, { images: 0 });
    smtp.refuseNext = 1;
    await bookAndPay(t, tenant, listing, { moveInDate: t.clock.today(), months: 1 });
    await eventually(
      () => [...smtp.to(tenant.email), ...smtp.to(landlord.email)],
      (mails) => mails.length === 2,
    );
    expect(smtp.refuseNext).toBe(0);
  });
});

describe('when the mail server is down', () => {
  let down: TestContext;
  beforeAll(async () => {
    // Nothing listens on port 9 (discard) here: every send fails to connect.
    down = await createTestApp({ email: { ...t.config.email, smtpUrl: 'smtp://127.0.0.1:9', retryLimit: 1 } });
  });
  afterAll(() => down.close());

  it('still confirms the booking at once, and keeps the email due', async () => {
    const landlord = await buildLandlord(down.db);
    const tenant = await buildTenant(down.db);
    const listing = await buildProperty(down.db, landlord, { images: 0 });
    const { sessionId } = await openCheckout(down, tenant, listing, { moveInDate: down.clock.today(), months: 1 });
    const started = Date.now();
    const paid = await payCheckout(down, sessionId);
    expect(paid.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(3000);
    const bell = await down.app.inject({ method: 'GET', url: '/api/me/notifications', headers: bearer(down.app, tenant) });
    expect(bell.json().unread_count).toBe(1);
    const rows = await down.db.select().from(notifications).where(eq(notifications.userId, tenant.id));
    expect(rows[0]?.emailedAt).toBeNull();
  });
});

describe('without SMTP_URL', () => {
  let local: TestContext;
  beforeAll(async () => {
    local = await createTestApp();
  });
  afterAll(() => local.close());

  it('writes each email as an .eml file into the outbox', async () => {
    const landlord = await buildLandlord(local.db);
    const tenant = await buildTenant(local.db);
    const listing = await buildProperty(local.db, landlord, { images: 0, title: 'Outbox Villa' });
    await bookAndPay(local, tenant, listing, { moveInDate: local.clock.today(), months: 1 });
    const outbox = local.config.email.outboxDir;
    const files = await eventually(
      () => {
        try {
          return readdirSync(outbox).filter((name) => name.endsWith('.eml'));
        } catch {
          return [];
        }
      },
      (names) => names.length === 2,
    );
    const parsed = await Promise.all(files.map((name) => simpleParser(readFileSync(path.join(outbox, name)))));
    expect(parsed.map((mail) => mail.subject).sort()).toEqual(
      [`${tenant.firstName} booked Outbox Villa`, 'Your booking of Outbox Villa is confirmed'].sort(),
    );
    expect(parsed.every((mail) => mail.html && mail.text)).toBe(true);
  });
});

describe('chat emails', () => {
  async function send(from: TestUser, key: { tenantId: string; landlordId: string; propertyId: string }, message: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/messages/send',
      headers: bearer(t.app, from),
      payload: { ...key, message },
    });
    expect(res.statusCode).toBe(201);
  }
  const seenNow = (user: TestUser) => t.db.update(users).set({ lastSeenAt: t.clock.now() }).where(eq(users.id, user.id));

  it('wait until the receiver has been away 10 minutes, then carry every unread message since the last email', async () => {
    const landlord = await buildLandlord(t.db);
    const tenant = await buildTenant(t.db);
    const listing = await buildProperty(t.db, landlord, { images: 0 });
    const key = { tenantId: tenant.id, landlordId: landlord.id, propertyId: listing.id };
    await seenNow(landlord);
    await send(tenant, key, 'First <question>');
    await send(tenant, key, 'Second & last');
    // The landlord is around: the after-commit job sends nothing, nor does a sweep a minute later.
    t.clock.advance(2 * 60_000);
    await sweep();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.to(landlord.email)).toHaveLength(0);

    t.clock.advance(9 * 60_000);
    await sweep();
    const [mail] = await eventually(
      () => smtp.to(landlord.email),
      (mails) => mails.length === 1,
    );
    expect(mail?.subject).toBe(`2 new messages from ${tenant.firstName}`);
    expect(mail?.text).toContain('First <question>');
    expect(mail?.text).toContain('Second & last');
    expect(String(mail?.html)).toContain('First &lt;question&gt;');

    // A later message: the next email carries only it.
    t.clock.advance(1000);
    await send(tenant, key, 'Third, after the email');
    t.clock.advance(11 * 60_000);
    await sweep();
    const mails = await eventually(
      () => smtp.to(landlord.email),
      (all) => all.length === 2,
    );
    expect(mails[1]?.text).toContain('Third, after the email');
    expect(mails[1]?.text).not.toContain('Second & last');
    // One unread row on the bell, with the whole count.
    const bell = await t.app.inject({ method: 'GET', url: '/api/me/notifications', headers: bearer(t.app, landlord) });
    expect(bell.json().unread_count).toBe(1);
    expect(bell.json().notifications[0].title).toBe(`3 new messages from ${tenant.firstName}`);
  });

  it('are not sent when the receiver read the messages in the app meanwhile', async () => {
    const landlord = await buildLandlord(t.db);
    const tenant = await buildTenant(t.db);
    const listing = await buildProperty(t.db, landlord, { images: 0 });
    const key = { tenantId: tenant.id, landlordId: landlord.id, propertyId: listing.id };
    await send(tenant, key, 'When can I pick up the keys?');
    await seenNow(tenant);
    await send(landlord, key, 'Your keys are ready');
    const read = await t.app.inject({
      method: 'PATCH',
      url: `/api/messages/mark-read/${listing.id}/${tenant.id}/tenant`,
      headers: bearer(t.app, tenant),
    });
    expect(read.statusCode).toBe(200);
    t.clock.advance(11 * 60_000);
    await sweep();
    const [row] = await eventually(
      () =>
        t.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, tenant.id))),
      (rows) => rows[0]?.emailedAt !== null && rows[0]?.emailedAt !== undefined,
    );
    expect(row?.type).toBe('chat_message');
    expect(smtp.to(tenant.email)).toHaveLength(0);
  });
});

describe('saved-search digest emails', () => {
  async function addListing(landlord: TestUser, title: string, city: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/property/add',
      headers: bearer(t.app, landlord),
      payload: { title, city, price: 25_000, bedrooms: 2, bathrooms: 1, area: 800, images: [await buildUpload(t.db, landlord)] },
    });
    expect(res.statusCode).toBe(201);
    return res.json().id as string;
  }

  it('sends at most one a day per saved search, each listing the homes new since the last one', async () => {
    const landlord = await buildLandlord(t.db);
    const tenant = await buildTenant(t.db);
    const city = `Digest${Math.random().toString(36).slice(2, 8)}`;
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: bearer(t.app, tenant),
      payload: { q: city, bedrooms: 2 },
    });
    expect(saved.statusCode).toBe(201);

    t.clock.advance(1000);
    const first = await addListing(landlord, 'Quiet <2BHK>', city);
    const [mail] = await eventually(
      () => smtp.to(tenant.email),
      (mails) => mails.length === 1,
    );
    expect(mail?.subject).toBe(`A new home matches your saved search: ${city} · 2+ bedrooms`);
    expect(mail?.text).toContain(`Quiet <2BHK>, ${city}, ₹25,000 a month`);
    expect(mail?.text).toContain(`http://localhost:3000/homes/${first}`);
    expect(String(mail?.html)).toContain('Quiet &lt;2BHK&gt;');

    // Later the same day: in the app at once, by email only when the day is over.
    t.clock.advance(3 * 3_600_000);
    const second = await addListing(landlord, 'Sunny flat', city);
    t.clock.advance(2 * 60_000);
    await sweep();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.to(tenant.email)).toHaveLength(1);
    const bell = await t.app.inject({ url: '/api/me/notifications', headers: bearer(t.app, tenant) });
    expect(bell.json().notifications[0]).toMatchObject({ type: 'saved_search_match', link: `/homes/${second}` });

    t.clock.advance(22 * 3_600_000);
    await sweep();
    const mails = await eventually(
      () => smtp.to(tenant.email),
      (all) => all.length === 2,
    );
    expect(mails[1]?.text).toContain('Sunny flat');
    expect(mails[1]?.text).not.toContain('Quiet <2BHK>');
  });
});
