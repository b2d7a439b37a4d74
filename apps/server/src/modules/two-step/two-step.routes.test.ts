import { messages, TOTP_PERIOD_SECONDS, type TwoStepSetupResponse, twoStepMessages } from '@rentease/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { SecretBox } from '../../lib/secret-box.js';
import { bearer, buildAdmin, buildTenant, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestContext, testConfig } from '../../test/test-app.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const STEP_MS = TOTP_PERIOD_SECONDS * 1000;

/** The code an authenticator app holding `secret` shows at `at` (default: the test clock's now). */
const codeAt = (secret: string, at: Date = t.clock.now()) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at.getTime() });

/** Starts each test at the beginning of a fresh time step, so 'the next step' is unambiguous. */
function startOfFreshStep() {
  const now = t.clock.now().getTime();
  t.clock.set(new Date((Math.floor(now / STEP_MS) + 10) * STEP_MS));
}

async function setUp(user: TestUser, app: FastifyInstance = t.app): Promise<TwoStepSetupResponse> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/me/two-step/setup',
    headers: bearer(app, user),
    payload: { password: user.password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Enrols the user; returns the secret and the recovery codes. */
async function enrol(user: TestUser, app: FastifyInstance = t.app) {
  const { secret } = await setUp(user, app);
  const res = await app.inject({
    method: 'POST',
    url: '/api/me/two-step/enable',
    headers: bearer(app, user),
    payload: { code: codeAt(secret) },
  });
  expect(res.statusCode, res.body).toBe(200);
  // The enrolment spent this step's code: later logins in the test use the next step.
  t.clock.advance(STEP_MS);
  return { secret, recoveryCodes: res.json().recovery_codes as string[] };
}

const login = (user: TestUser, app: FastifyInstance = t.app) =>
  app.inject({
    method: 'POST',
    url: user.role === 'admin' ? '/api/auth/login-admin' : '/api/auth/login',
    payload: { email: user.email, password: user.password, ...(user.role === 'admin' ? {} : { role: user.role }) },
  });

async function challengeOf(user: TestUser, app: FastifyInstance = t.app): Promise<string> {
  const res = await login(user, app);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(body).toEqual({ mfa_required: true, challenge: expect.any(String) });
  return body.challenge;
}

const verify = (challenge: string, code: string, app: FastifyInstance = t.app) =>
  app.inject({ method: 'POST', url: '/api/auth/login/verify', payload: { challenge, code } });

const status = async (user: TestUser) => (await t.app.inject({ url: '/api/me/two-step', headers: bearer(t.app, user) })).json();

describe('when the stored secret cannot be opened (the server key changed)', () => {
  it('answers 503 with a message that it is not the person’s code, never a 500', async () => {
    startOfFreshStep();
    const tenant = await buildTenant(t.db);
    const { secret } = await enrol(tenant);
    const otherKey = new SecretBox('a-different-server-secret-after-a-key-change!!', 'two-step');
    await t.db
      .update(users)
      .set({ totpSecret: otherKey.seal(secret) })
      .where(eq(users.id, tenant.id));
    const res = await verify(await challengeOf(tenant), codeAt(secret));
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'INTERNAL_ERROR', error: twoStepMessages.secretUnreadable });
  });
});

describe('two-step sign-in enrolment', () => {
  it('shows a QR code and the secret after the password, and turns on only with a right code', async () => {
    startOfFreshStep();
    const tenant = await buildTenant(t.db);
    const wrongPassword = await t.app.inject({
      method: 'POST',
      url: '/api/me/two-step/setup',
      headers: bearer(t.app, tenant),
      payload: { password: 'not-the-password' },
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().details).toEqual({ password: 'Current password is incorrect' });

    const setup = await setUp(tenant);
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauth_url).toContain('otpauth://totp/RentEase:');
    expect(setup.otpauth_url).toContain(`secret=${setup.secret}`);
    expect(setup.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(setup.qr_code.split(',')[1] ?? '', 'base64').toString()).toContain('<svg');
    // Kept encrypted: the table alone cannot produce codes.
    const [row] = await t.db.select().from(users).where(eq(users.id, tenant.id));
    expect(row?.totpSecret).toBeTruthy();
    expect(row?.totpSecret).not.toContain(setup.secret);
    expect(await status(tenant)).toEqual({ enabled: false, enabled_at: null, recovery_codes_left: 0 });
    // Until confirmed, logging in is as before.
    expect((await login(tenant)).json().token).toEqual(expect.any(String));

    const enable = (code: string) =>
      t.app.inject({ method: 'POST', url: '/api/me/two-step/enable', headers: bearer(t.app, tenant), payload: { code } });
    const wrong = await enable(codeAt(setup.secret, new Date(t.clock.now().getTime() + 5 * STEP_MS)));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details.code).toMatch(/not right/);
    const res = await enable(codeAt(setup.secret));
    expect(res.statusCode).toBe(200);
    const codes = res.json().recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(await status(tenant)).toMatchObject({ enabled: true, recovery_codes_left: 10 });
    // Once on, a new QR code is refused (turning it off comes first).
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/me/two-step/setup',
      headers: bearer(t.app, tenant),
      payload: { password: tenant.password },
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('logging in with two-step sign-in on', () => {
  it('asks for a code instead of answering with a token; the challenge is not a session', async () => {
    startOfFreshStep();
    const tenant = await buildTenant(t.db);
    const { secret } = await enrol(tenant);
    const challenge = await challengeOf(tenant);
    expect((await t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${challenge}` } })).statusCode).toBe(401);
    const res = await verify(challenge, codeAt(secret));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: messages.loginSuccessful, id: tenant.id, role: 'tenant', email: tenant.email });
    const me = await t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${res.json().token}` } });
    expect(me.statusCode).toBe(200);
  });

  it('accepts a code from the step before or after, refuses one further off, and never the same step twice', async () => {
    startOfFreshStep();
    const tenant = await buildTenant(t.db);
    const { secret } = await enrol(tenant);
    // Well past the step the enrolment used.
    t.clock.advance(3 * STEP_MS);
    const at = (steps: number) => new Date(t.clock.now().getTime() + steps * STEP_MS);

    expect((await verify(await challengeOf(tenant), codeAt(secret, at(-1)))).statusCode).toBe(200);
    // The same code again, inside its window: refused.
    expect((await verify(await challengeOf(tenant), codeAt(secret, at(-1)))).statusCode).toBe(401);
    // An earlier step than the last accepted one: refused too.
    t.clock.advance(5 * STEP_MS);
    expect((await verify(await challengeOf(tenant), codeAt(secret, at(-2)))).statusCode).toBe(401);
    expect((await verify(await challengeOf(tenant), codeAt(secret, at(2)))).statusCode).toBe(401);
    expect((await verify(await challengeOf(tenant), codeAt(secret, at(1)))).statusCode).toBe(200);
    // The current step is older than the step just used: the next one is needed now.
    expect((await verify(await challengeOf(tenant), codeAt(secret))).statusCode).toBe(401);
    t.clock.advance(2 * STEP_MS);
    const wrong = await verify(await challengeOf(tenant), '000000' === codeAt(secret) ? '111111' : '000000');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', error: expect.stringMatching(/not right/) });
    expect((await verify(await challengeOf(tenant), codeAt(secret))).statusCode).toBe(200);
  });

  it('takes a recovery code instead of a code, each once', async () => {
    startOfFreshStep();
    const tenant = await buildTenant(t.db);
    const { recoveryCodes } = await enrol(tenant);
    const [first] = recoveryCodes;
    // Typed in capitals and without the dash: still the same code.
    const typed = String(first).toUpperCase().replace('-', ' ');
    expect((await verify(await challengeOf(tenant), typed)).statusCode).toBe(200);
    expect((await verify(await challengeOf(tenant), String(first))).statusCode).toBe(401);
    expect((await status(tenant)).recovery_codes_left).toBe(9);
  });

  it('gives the admin the admin login answer after the second step', async () => {
    startOfFreshStep();
    const admin = await buildAdmin(t.db);
    const { secret } = await enrol(admin);
    const res = await verify(await challengeOf(admin), codeAt(secret));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: messages.adminLoginSuccessful,
      role: 'admin',
      email: admin.email,
      token: expect.any(String),
    });
  });

  it('refuses an expired or forged challenge, and one issued before the password changed', async () => {
    startOfFreshStep();
    const tenant = await buildTenant(t.db);
    const { secret } = await enrol(tenant);
    const nowSeconds = Math.floor(Date.now() / 1000);
    const expired = t.app.jwt.sign({
      sub: tenant.id,
      role: 'tenant',
      ver: 0,
      purpose: 'mfa',
      iat: nowSeconds - 600,
      exp: nowSeconds - 1,
    });
    const res = await verify(expired, codeAt(secret));
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('Your sign-in took too long. Please log in again.');
    // A session token is not a challenge.
    const session = bearer(t.app, tenant).authorization.replace('Bearer ', '');
    expect((await verify(session, codeAt(secret))).statusCode).toBe(401);

    const challenge = await challengeOf(tenant);
    await t.db.update(users).set({ tokenVersion: 1 }).where(eq(users.id, tenant.id));
    expect((await verify(challenge, codeAt(secret))).statusCode).toBe(401);
  });
});

describe('new recovery codes', () => {
  it('need the password and a code; the new set works and the old set, used or not, no longer does', async () => {
    startOfFreshStep();
    const tenant = await buildTenant(t.db);
    const { secret, recoveryCodes: old } = await enrol(tenant);
    expect((await verify(await challengeOf(tenant), String(old[0]))).statusCode).toBe(200);
    const renew = (password: string, code: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/me/two-step/recovery-codes',
        headers: bearer(t.app, tenant),
        payload: { password, code },
      });

    expect((await renew('wrong-password', codeAt(secret))).statusCode).toBe(400);
    expect(
      (
        await renew(
          tenant.password,
          String(old[1]).replace(/./, (c) => (c === 'a' ? 'b' : 'a')),
        )
      ).statusCode,
    ).toBe(400);
    const res = await renew(tenant.password, codeAt(secret));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const fresh: string[] = res.json().recovery_codes;
    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => old.includes(code))).toBe(false);
    expect((await status(tenant)).recovery_codes_left).toBe(10);
    expect((await verify(await challengeOf(tenant), String(old[2]))).statusCode).toBe(401);
    expect((await verify(await challengeOf(tenant), String(fresh[0]))).statusCode).toBe(200);
  });

  it('are only for an account with two-step sign-in on', async () => {
    const tenant = await buildTenant(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/me/two-step/recovery-codes',
      headers: bearer(t.app, tenant),
      payload: { password: tenant.password, code: '123456' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(twoStepMessages.notOn);
  });
});

describe('turning two-step sign-in off', () => {
  it('needs the password and a code; then logging in answers with a token again', async () => {
    startOfFreshStep();
    const tenant = await buildTenant(t.db);
    const { secret } = await enrol(tenant);
    const disable = (password: string, code: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/me/two-step/disable',
        headers: bearer(t.app, tenant),
        payload: { password, code },
      });
    expect((await disable('wrong-password', codeAt(secret))).statusCode).toBe(400);
    expect((await disable(tenant.password, '000000' === codeAt(secret) ? '111111' : '000000')).statusCode).toBe(400);
    const res = await disable(tenant.password, codeAt(secret));
    expect(res.statusCode, res.body).toBe(200);
    expect(await status(tenant)).toEqual({ enabled: false, enabled_at: null, recovery_codes_left: 0 });
    const [row] = await t.db.select().from(users).where(eq(users.id, tenant.id));
    expect(row?.totpSecret).toBeNull();
    expect((await login(tenant)).json().token).toEqual(expect.any(String));
  });
});

describe('the admin', () => {
  it('keeps two-step sign-in once it is on, and may still get new recovery codes', async () => {
    startOfFreshStep();
    const admin = await buildAdmin(t.db);
    const { secret } = await enrol(admin);
    const call = (url: string) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: bearer(t.app, admin),
        payload: { password: admin.password, code: codeAt(secret) },
      });
    const off = await call('/api/me/two-step/disable');
    expect(off.statusCode).toBe(403);
    expect(off.json().error).toBe(twoStepMessages.adminKeepsIt);
    expect((await status(admin)).enabled).toBe(true);
    expect((await call('/api/me/two-step/recovery-codes')).statusCode).toBe(200);
  });
});

describe('wrong codes and the login rate limit', () => {
  it('counts a wrong code as a failed login of that account', async () => {
    const limited = await createTestApp({
      rateLimits: { ...testConfig(t.config.dataDir).rateLimits, login: { max: 4, timeWindowMs: 60_000 } },
    });
    try {
      startOfFreshStep();
      limited.clock.set(t.clock.now());
      const tenant = await buildTenant(limited.db);
      const { secret } = await setUpAndEnableOn(limited, tenant);
      const wrong = '000000' === codeAt(secret, limited.clock.now()) ? '111111' : '000000';
      // Login 1 and a wrong code (2), login 3 and a wrong code (4): the allowance is spent.
      const first = await challengeOf(tenant, limited.app);
      expect((await verify(first, wrong, limited.app)).statusCode).toBe(401);
      const second = await challengeOf(tenant, limited.app);
      expect((await verify(second, wrong, limited.app)).statusCode).toBe(401);
      const refused = await login(tenant, limited.app);
      expect(refused.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

/** Enrols on another app, whose clock is its own. */
async function setUpAndEnableOn(ctx: TestContext, user: TestUser) {
  const setup = await ctx.app.inject({
    method: 'POST',
    url: '/api/me/two-step/setup',
    headers: bearer(ctx.app, user),
    payload: { password: user.password },
  });
  const { secret } = setup.json() as TwoStepSetupResponse;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/me/two-step/enable',
    headers: bearer(ctx.app, user),
    payload: { code: codeAt(secret, ctx.clock.now()) },
  });
  expect(res.statusCode, res.body).toBe(200);
  ctx.clock.advance(STEP_MS);
  return { secret };
}
