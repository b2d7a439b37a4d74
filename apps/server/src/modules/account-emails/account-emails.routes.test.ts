import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  accountEmailMessages,
  accountMessages,
  emailChangeSentMessage,
  emailTakenMessage,
  messages,
  WS_CLOSE,
} from '@rentease/contract';
import { and, eq, sql } from 'drizzle-orm';
import { type ParsedMail, simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, auditLog, notifications, users } from '../../db/schema/index.js';
import { queryRows } from '../../db/sql.js';
import { requestCheckout } from '../../test/checkout.js';
import {
  bearer,
  buildAdmin,
  buildLandlord,
  buildProperty,
  buildTenant,
  buildUpload,
  insertStandingSession,
  type TestUser,
  uniqueEmail,
} from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { LIVE_CHANNEL } from '../live/live.events.js';
import { ACCOUNT_EMAIL_JOB, hashAccountToken } from './account-emails.service.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every email in an outbox, parsed (the queue's worker writes them there). */
async function outbox(context: TestContext = t): Promise<ParsedMail[]> {
  let files: string[];
  try {
    files = readdirSync(context.config.email.outboxDir).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return Promise.all(files.sort().map((name) => simpleParser(readFileSync(path.join(context.config.email.outboxDir, name)))));
}

function recipient(mail: ParsedMail): string | undefined {
  return mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : undefined;
}

async function emailsTo(address: string, context: TestContext = t): Promise<ParsedMail[]> {
  return (await outbox(context)).filter((mail) => recipient(mail) === address);
}

/** Waits until `count` emails reached `address` (the worker polls every 0.5 s in tests). */
async function waitForEmails(address: string, count = 1, context: TestContext = t): Promise<ParsedMail[]> {
  await expect.poll(async () => (await emailsTo(address, context)).length, { timeout: 20_000, interval: 100 }).toBe(count);
  return emailsTo(address, context);
}

/** The one-time token of a link in an email's text. */
function tokenIn(mail: ParsedMail | undefined, page: 'reset-password' | 'verify-email'): string {
  const match = new RegExp(`http://localhost:3000/${page}\\?token=([A-Za-z0-9_-]+)`).exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error(`no ${page} link in: ${mail?.text}`);
  return match[1];
}

function post(url: string, payload?: object, headers: Record<string, string> = {}, context: TestContext = t) {
  return context.app.inject({ method: 'POST', url, ...(payload ? { payload } : {}), headers });
}

const login = (user: TestUser, password = user.password) =>
  post('/api/auth/login', { email: user.email, password, role: user.role });

async function queuedAccountEmails(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.db,
    sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${ACCOUNT_EMAIL_JOB}`,
  );
  return Number(row?.n ?? 0);
}

async function resetLinkFor(user: TestUser, count = 1): Promise<string> {
  expect((await post('/api/auth/forgot-password', { email: user.email, role: user.role })).statusCode).toBe(200);
  const mails = await waitForEmails(user.email, count);
  return tokenIn(mails.at(-1), 'reset-password');
}

describe('POST /api/auth/forgot-password', () => {
  it('emails an existing account a one-hour reset link, storing only a hash of its token', async () => {
    const tenant = await buildTenant(t.db);
    const res = await post('/api/auth/forgot-password', { email: tenant.email.toUpperCase(), role: 'tenant' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: accountEmailMessages.forgotPasswordSent });
    const [mail] = await waitForEmails(tenant.email);
    expect(mail?.subject).toBe('Reset your RentEase password');
    const token = tokenIn(mail, 'reset-password');
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const stored = await t.db.select().from(accountTokens).where(eq(accountTokens.userId, tenant.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).toBe(hashAccountToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored[0]?.expiresAt.getTime()).toBe(t.clock.now().getTime() + 60 * 60_000);
  });

  it('answers an unknown address exactly as a known one, doing the same work, and sends nothing', async () => {
    const tenant = await buildTenant(t.db);
    const unknown = uniqueEmail('nobody');
    const answer = async (email: string) => {
      const queuedBefore = await queuedAccountEmails();
      const started = performance.now();
      const res = await post('/api/auth/forgot-password', { email, role: 'tenant' });
      const ms = performance.now() - started;
      return { status: res.statusCode, body: res.body, ms, queued: (await queuedAccountEmails()) - queuedBefore };
    };
    const known: number[] = [];
    const unknowns: number[] = [];
    for (let round = 0; round < 5; round++) {
      const a = await answer(unknown);
      const b = await answer(tenant.email);
      expect({ status: a.status, body: a.body, queued: a.queued }).toEqual({ status: b.status, body: b.body, queued: b.queued });
      expect(a.queued).toBe(1);
      unknowns.push(a.ms);
      known.push(b.ms);
    }
    // The same statements either way (one job queued), so the times differ only by noise.
    const median = (values: number[]) => [...values].sort((x, y) => x - y)[2] ?? 0;
    expect(Math.abs(median(unknowns) - median(known))).toBeLessThan(250);
    // The known address's emails arrived after the unknown one's jobs ran (one worker, in order).
    await waitForEmails(tenant.email, 5);
    expect(await emailsTo(unknown)).toEqual([]);
  });

  it('sends nothing to a blocked account, or for the other role of an address', async () => {
    const blocked = await buildTenant(t.db, { blocked: true });
    const landlord = await buildLandlord(t.db);
    const tenant = await buildTenant(t.db);
    expect((await post('/api/auth/forgot-password', { email: blocked.email, role: 'tenant' })).statusCode).toBe(200);
    expect((await post('/api/auth/forgot-password', { email: landlord.email, role: 'tenant' })).statusCode).toBe(200);
    await resetLinkFor(tenant);
    expect(await emailsTo(blocked.email)).toEqual([]);
    expect(await emailsTo(landlord.email)).toEqual([]);
  });

  it('refuses a malformed request with 400 and field messages', async () => {
    const res = await post('/api/auth/forgot-password', { email: 'not-an-email', role: 'admin' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toMatchObject({ email: messages.emailInvalid, role: messages.roleInvalid });
  });

  it('limits requests per address and per client address', async () => {
    const limited = await createTestApp({
      rateLimits: {
        ...t.config.rateLimits,
        accountEmail: { max: 2, timeWindowMs: 60_000 },
        accountEmailPerIp: { max: 4, timeWindowMs: 60_000 },
      },
    });
    try {
      const ask = (email: string) => post('/api/auth/forgot-password', { email, role: 'tenant' }, {}, limited);
      const same = uniqueEmail('limited');
      expect((await ask(same)).statusCode).toBe(200);
      expect((await ask(same.toUpperCase())).statusCode).toBe(200);
      const third = await ask(same);
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ code: 'RATE_LIMITED', error: messages.tooManyRequests });
      // Another address from the same client still gets through, until the client's own limit.
      expect((await ask(uniqueEmail('other'))).statusCode).toBe(200);
      expect((await ask(uniqueEmail('another'))).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/auth/reset-password', () => {
  it('changes the password once, ends every session and socket, and the spent link is refused', async () => {
    const tenant = await buildTenant(t.db);
    const session = (await login(tenant)).json().token as string;
    const token = await resetLinkFor(tenant);
    const revoked: string[] = [];
    const stop = await t.database.pubsub.subscribe(LIVE_CHANNEL, (payload) => revoked.push(payload));
    try {
      const res = await post('/api/auth/reset-password', { token, newPassword: 'brand-new-password' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: accountEmailMessages.passwordReset });
      await expect
        .poll(() => revoked.map((p) => JSON.parse(p)))
        .toContainEqual({ kind: 'revoke', userId: tenant.id, code: WS_CLOSE.unauthenticated });
    } finally {
      await stop();
    }
    const me = await t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${session}` } });
    expect(me.statusCode).toBe(401);
    expect((await login(tenant)).statusCode).toBe(401);
    expect((await login(tenant, 'brand-new-password')).statusCode).toBe(200);
    const [event] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, tenant.id));
    expect(event).toMatchObject({ actorId: tenant.id, action: 'user.password_reset', details: { ip: '127.0.0.1' } });

    const again = await post('/api/auth/reset-password', { token, newPassword: 'third-password' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'LINK_INVALID', error: accountEmailMessages.resetLinkInvalid });
    expect((await login(tenant, 'brand-new-password')).statusCode).toBe(200);
  });

  it('refuses a link after its hour with a clear message, and an unknown one', async () => {
    const tenant = await buildTenant(t.db);
    const token = await resetLinkFor(tenant);
    t.clock.advance(60 * 60_000);
    const expired = await post('/api/auth/reset-password', { token, newPassword: 'brand-new-password' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ code: 'LINK_EXPIRED', error: accountEmailMessages.resetLinkExpired });
    expect((await login(tenant)).statusCode).toBe(200);

    const unknown = await post('/api/auth/reset-password', { token: 'x'.repeat(43), newPassword: 'brand-new-password' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'LINK_INVALID', error: accountEmailMessages.resetLinkInvalid });
  });

  it('a newer link spends the older one', async () => {
    const tenant = await buildTenant(t.db);
    const first = await resetLinkFor(tenant, 1);
    const second = await resetLinkFor(tenant, 2);
    expect((await post('/api/auth/reset-password', { token: first, newPassword: 'first-password' })).statusCode).toBe(400);
    expect((await post('/api/auth/reset-password', { token: second, newPassword: 'second-password' })).statusCode).toBe(200);
    expect((await login(tenant, 'second-password')).statusCode).toBe(200);
  });

  it('holds the new password to the registration rules', async () => {
    const res = await post('/api/auth/reset-password', { token: 'anything', newPassword: 'abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({ newPassword: messages.passwordTooShort });
  });

  it('refuses a blocked account, leaving the password as it was', async () => {
    const tenant = await buildTenant(t.db);
    const token = await resetLinkFor(tenant);
    await t.db.update(users).set({ blocked: true }).where(eq(users.id, tenant.id));
    const res = await post('/api/auth/reset-password', { token, newPassword: 'brand-new-password' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ACCOUNT_BLOCKED');
    const [row] = await t.db.select().from(users).where(eq(users.id, tenant.id));
    expect(row?.tokenVersion).toBe(tenant.tokenVersion);
  });
});

describe('verified email', () => {
  const register = async (role: 'tenant' | 'landlord' = 'tenant') => {
    const email = uniqueEmail('fresh');
    const res = await post('/api/auth/register', {
      firstName: 'Asha',
      lastName: 'Rao',
      email,
      password: 'secret-password',
      phone: '98765432',
      role,
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db
      .select()
      .from(users)
      .where(and(eq(users.email, email), eq(users.role, role)));
    if (!row) throw new Error('registration made no account');
    await insertStandingSession(t.db, row.id);
    return { ...row, password: 'secret-password' } satisfies TestUser;
  };
  const me = async (user: TestUser) =>
    (await t.app.inject({ url: '/api/auth/me', headers: bearer(t.app, user) })).json() as { email_verified: boolean };
  const profile = async (user: TestUser) =>
    (await t.app.inject({ url: '/api/user/profile', headers: bearer(t.app, user) })).json() as {
      email: string;
      email_verified: boolean;
      pending_email: string;
    };

  it('registration sends a 24-hour link that verifies the address once', async () => {
    const person = await register();
    expect(await me(person)).toMatchObject({ email_verified: false });
    const [mail] = await waitForEmails(person.email);
    expect(mail?.subject).toBe('Verify your email address for RentEase');
    const token = tokenIn(mail, 'verify-email');
    t.clock.advance(24 * 3_600_000 - 1000);
    const res = await post('/api/auth/verify-email', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: accountEmailMessages.emailVerified });
    expect(await me(person)).toMatchObject({ email_verified: true });
    expect(await profile(person)).toMatchObject({ email_verified: true, pending_email: '' });
    const again = await post('/api/auth/verify-email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'LINK_INVALID', error: accountEmailMessages.verifyLinkInvalid });
  });

  it('an expired link is refused; Resend sends a new one and spends the old', async () => {
    const person = await register('landlord');
    const first = tokenIn((await waitForEmails(person.email))[0], 'verify-email');
    const resend = await post('/api/auth/resend-verification', undefined, bearer(t.app, person));
    expect(resend.statusCode).toBe(200);
    expect(resend.json()).toEqual({ message: accountEmailMessages.verificationSent });
    const second = tokenIn((await waitForEmails(person.email, 2))[1], 'verify-email');
    expect((await post('/api/auth/verify-email', { token: first })).json().code).toBe('LINK_INVALID');
    t.clock.advance(24 * 3_600_000);
    const expired = await post('/api/auth/verify-email', { token: second });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ code: 'LINK_EXPIRED', error: accountEmailMessages.verifyLinkExpired });
    expect(await me(person)).toMatchObject({ email_verified: false });
  });

  it('Resend is refused once verified, and limited per account', async () => {
    const verified = await buildTenant(t.db);
    const res = await post('/api/auth/resend-verification', undefined, bearer(t.app, verified));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(accountEmailMessages.alreadyVerified);

    const limited = await createTestApp({
      rateLimits: { ...t.config.rateLimits, accountEmail: { max: 1, timeWindowMs: 60_000 } },
    });
    try {
      const person = await buildTenant(limited.db, { emailVerified: false });
      const resend = () => post('/api/auth/resend-verification', undefined, bearer(limited.app, person), limited);
      expect((await resend()).statusCode).toBe(200);
      expect((await resend()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('a reset link proves the address too', async () => {
    const person = await buildTenant(t.db, { emailVerified: false });
    const token = await resetLinkFor(person);
    expect((await post('/api/auth/reset-password', { token, newPassword: 'brand-new-password' })).statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, person.id));
    expect(row?.emailVerifiedAt).not.toBeNull();
  });

  it('an unverified address gets no notification emails; the notification stays in the app', async () => {
    const admin = await buildAdmin(t.db);
    const unverified = await buildTenant(t.db, { emailVerified: false });
    const verified = await buildTenant(t.db);
    for (const person of [unverified, verified]) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/user/block',
        headers: bearer(t.app, admin),
        payload: { email: person.email, role: 'tenant', blocked: true },
      });
      expect(res.statusCode).toBe(200);
    }
    // One worker, in order: by the time the verified person's email is out, the other's job ran.
    await waitForEmails(verified.email);
    expect(await emailsTo(unverified.email)).toEqual([]);
    const [held] = await t.db.select().from(notifications).where(eq(notifications.userId, unverified.id));
    expect(held?.type).toBe('account_blocked');
    // Settled: verifying later does not send a backlog.
    expect(held?.emailedAt).not.toBeNull();
  });
});

describe('PUT /api/user/email', () => {
  const change = (user: TestUser, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/user/email', headers: bearer(t.app, user), payload });
  const readProfile = async (user: TestUser) =>
    (await t.app.inject({ url: '/api/user/profile', headers: bearer(t.app, user) })).json() as {
      email: string;
      email_verified: boolean;
      pending_email: string;
    };

  it('checks the current password, the address itself and whether the role already has it', async () => {
    const tenant = await buildTenant(t.db);
    const other = await buildTenant(t.db);
    const wrong = await change(tenant, { email: uniqueEmail('new'), currentPassword: 'not-it' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details).toEqual({ currentPassword: accountMessages.currentPasswordWrong });
    const same = await change(tenant, { email: tenant.email, currentPassword: tenant.password });
    expect(same.statusCode).toBe(400);
    expect(same.json().error).toBe(accountEmailMessages.sameEmail);
    const taken = await change(tenant, { email: other.email, currentPassword: tenant.password });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'EMAIL_TAKEN', error: emailTakenMessage('tenant') });
  });

  it('keeps the old address until the new one is confirmed, then tells the old one', async () => {
    const tenant = await buildTenant(t.db);
    const next = uniqueEmail('next');
    const res = await change(tenant, { email: next.toUpperCase(), currentPassword: tenant.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: emailChangeSentMessage(next), pending_email: next });
    const [mail] = await waitForEmails(next);
    expect(mail?.subject).toBe('Confirm your new email address for RentEase');
    expect(await readProfile(tenant)).toMatchObject({ email: tenant.email, email_verified: true, pending_email: next });
    expect((await login(tenant)).statusCode).toBe(200);

    const verified = await post('/api/auth/verify-email', { token: tokenIn(mail, 'verify-email') });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ message: accountEmailMessages.emailChanged });
    expect(await readProfile(tenant)).toMatchObject({ email: next, email_verified: true, pending_email: '' });
    expect((await post('/api/auth/login', { email: next, password: tenant.password, role: 'tenant' })).statusCode).toBe(200);
    const [notice] = await waitForEmails(tenant.email);
    expect(notice?.subject).toBe('Your RentEase email address was changed');
    expect(notice?.text).toContain(next);
  });

  it('checks again at confirmation that no other account of the role took the address', async () => {
    const tenant = await buildTenant(t.db);
    const next = uniqueEmail('contested');
    expect((await change(tenant, { email: next, currentPassword: tenant.password })).statusCode).toBe(200);
    const [mail] = await waitForEmails(next);
    const [taker] = await t.db
      .select()
      .from(users)
      .where(eq(users.id, (await buildTenant(t.db)).id));
    await t.db
      .update(users)
      .set({ email: next })
      .where(eq(users.id, String(taker?.id)));
    const res = await post('/api/auth/verify-email', { token: tokenIn(mail, 'verify-email') });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'EMAIL_TAKEN', error: emailTakenMessage('tenant') });
    expect(await readProfile(tenant)).toMatchObject({ email: tenant.email });
  });
});

describe('REQUIRE_VERIFIED_EMAIL', () => {
  it('off (the default): an unverified tenant can still open a checkout', async () => {
    const landlord = await buildLandlord(t.db);
    const property = await buildProperty(t.db, landlord);
    const tenant = await buildTenant(t.db, { emailVerified: false });
    const res = await requestCheckout(t, tenant, property, { moveInDate: t.clock.today(), months: 1 });
    expect(res.statusCode).toBe(200);
  });

  it('on: an unverified tenant cannot pay and an unverified landlord cannot publish, with a clear 403', async () => {
    const strict = await createTestApp({ requireVerifiedEmail: true });
    try {
      const landlord = await buildLandlord(strict.db);
      const property = await buildProperty(strict.db, landlord);
      const unverifiedTenant = await buildTenant(strict.db, { emailVerified: false });
      const verifiedTenant = await buildTenant(strict.db);
      const stay = { moveInDate: strict.clock.today(), months: 1 };
      const refused = await requestCheckout(strict, unverifiedTenant, property, stay);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ code: 'EMAIL_NOT_VERIFIED', error: accountEmailMessages.emailNotVerified });
      const rent = await strict.app.inject({
        method: 'POST',
        url: `/api/bookings/${property.id}/rent/2026-01-01/checkout`,
        headers: bearer(strict.app, unverifiedTenant),
      });
      expect(rent.json().code).toBe('EMAIL_NOT_VERIFIED');
      expect((await requestCheckout(strict, verifiedTenant, property, stay)).statusCode).toBe(200);

      const listing = async (owner: TestUser) =>
        strict.app.inject({
          method: 'POST',
          url: '/api/property/add',
          headers: bearer(strict.app, owner),
          payload: {
            userId: owner.id,
            title: 'Sunny 2BHK near the metro',
            description: 'Bright flat.',
            city: 'Testpur',
            address: '12 MG Road',
            price: 32000,
            bedrooms: 2,
            bathrooms: 2,
            area: 1050,
            propertyType: 'Apartment',
            images: [await buildUpload(strict.db, owner), await buildUpload(strict.db, owner)],
          },
        });
      const unverifiedLandlord = await buildLandlord(strict.db, { emailVerified: false });
      const notPublished = await listing(unverifiedLandlord);
      expect(notPublished.statusCode).toBe(403);
      expect(notPublished.json().code).toBe('EMAIL_NOT_VERIFIED');
      expect((await listing(landlord)).statusCode).toBe(201);
    } finally {
      await strict.close();
    }
  });
});
