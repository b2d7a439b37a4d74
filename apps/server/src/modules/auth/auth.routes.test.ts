import { accountMessages, emailTakenMessage, messages } from '@rentease/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { bearer, buildAdmin, buildLandlord, buildTenant, type TestUser, uniqueEmail } from '../../test/factories.js';
import { createTestApp, defaultRateLimits, type TestContext } from '../../test/test-app.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const validRegistration = () => ({
  firstName: 'Asha',
  lastName: 'Rao',
  email: uniqueEmail('asha'),
  password: 'pass',
  phone: '98765432',
  role: 'tenant',
});

function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url, payload: payload as object, headers });
}

describe('POST /api/auth/register', () => {
  it('creates an account and answers 201 with the success message', async () => {
    const body = validRegistration();
    const res = await post('/api/auth/register', body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: messages.registered });
    const [row] = await t.db.select().from(users).where(eq(users.email, body.email));
    expect(row).toMatchObject({ firstName: 'Asha', lastName: 'Rao', role: 'tenant', phone: '98765432', blocked: false });
  });

  it("keeps the language the person chose, else their browser's, else English", async () => {
    const languageOf = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0]?.language;
    const chosen = validRegistration();
    expect((await post('/api/auth/register', { ...chosen, language: 'hi' }, { 'accept-language': 'en' })).statusCode).toBe(201);
    expect(await languageOf(chosen.email)).toBe('hi');
    const browser = validRegistration();
    expect((await post('/api/auth/register', browser, { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' })).statusCode).toBe(201);
    expect(await languageOf(browser.email)).toBe('hi');
    const unknown = validRegistration();
    expect((await post('/api/auth/register', unknown, { 'accept-language': 'fr-FR,de;q=0.5' })).statusCode).toBe(201);
    expect(await languageOf(unknown.email)).toBe('en');
    const bad = await post('/api/auth/register', { ...validRegistration(), language: 'fr' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual({ language: accountMessages.languageInvalid });
  });

  it('stores a case-normalised email and never the plain password', async () => {
    const email = uniqueEmail('MiXeD').toUpperCase();
    const res = await post('/api/auth/register', { ...validRegistration(), email: `  ${email} `, password: 'plain-secret' });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.passwordHash).not.toContain('plain-secret');
  });

  it.each([
    ['firstName', { firstName: '   ' }, messages.firstNameRequired],
    ['lastName', { lastName: '' }, messages.lastNameRequired],
    ['email', { email: 'no-at-sign' }, messages.emailInvalid],
    ['password', { password: 'abc' }, messages.passwordTooShort],
    ['phone', { phone: '1234567' }, messages.phoneTooShort],
    ['role', { role: 'admin' }, messages.roleInvalid],
  ])('refuses an invalid %s with 400 and a field message', async (field, change, fieldMessage) => {
    const body = { ...validRegistration(), ...change };
    const res = await post('/api/auth/register', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: messages.fillAllFields,
      code: 'VALIDATION_ERROR',
      details: { [field]: fieldMessage },
    });
    const rows = await t.db
      .select()
      .from(users)
      .where(eq(users.email, String(body.email).toLowerCase()));
    expect(rows).toHaveLength(0);
  });

  it('accepts the minimum lengths: password of 4 and phone of 8 characters', async () => {
    const res = await post('/api/auth/register', { ...validRegistration(), password: 'abcd', phone: '12345678' });
    expect(res.statusCode).toBe(201);
  });

  it('names every missing field when the body is empty', async () => {
    const res = await post('/api/auth/register', {});
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().details).sort()).toEqual(['email', 'firstName', 'lastName', 'password', 'phone', 'role']);
  });

  it('refuses a second account with the same email and role with 409, whatever the case', async () => {
    const body = validRegistration();
    expect((await post('/api/auth/register', body)).statusCode).toBe(201);
    const res = await post('/api/auth/register', { ...body, email: body.email.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: emailTakenMessage('tenant'), code: 'EMAIL_TAKEN' });
  });

  it('lets the same email hold a tenant and a landlord account', async () => {
    const body = validRegistration();
    expect((await post('/api/auth/register', body)).statusCode).toBe(201);
    expect((await post('/api/auth/register', { ...body, role: 'landlord' })).statusCode).toBe(201);
  });

  it('ignores unknown JSON fields instead of storing or rejecting them', async () => {
    const body = { ...validRegistration(), blocked: true, isAdmin: true };
    expect((await post('/api/auth/register', body)).statusCode).toBe(201);
    const [row] = await t.db.select().from(users).where(eq(users.email, body.email));
    expect(row?.blocked).toBe(false);
    expect(row?.role).toBe('tenant');
  });
});

describe('POST /api/auth/login', () => {
  it('returns the token and profile fields of the spec', async () => {
    const landlord = await buildLandlord(t.db);
    const res = await post('/api/auth/login', {
      email: landlord.email.toUpperCase(),
      password: landlord.password,
      role: 'landlord',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      message: messages.loginSuccessful,
      token: expect.any(String),
      id: landlord.id,
      role: 'landlord',
      email: landlord.email,
      firstName: landlord.firstName,
      lastName: landlord.lastName,
      email_verified: true,
    });
    const me = await t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${body.token}` } });
    expect(me.json()).toMatchObject({ id: landlord.id, role: 'landlord', language: 'en' });
  });

  it('says at sign-in when the address is not verified yet, so the app can say so on its first paint', async () => {
    const tenant = await buildTenant(t.db, { emailVerified: false });
    const res = await post('/api/auth/login', { email: tenant.email, password: tenant.password, role: 'tenant' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: tenant.id, email_verified: false });
  });

  it('gives an unknown email and a wrong password the same 401 answer', async () => {
    const tenant = await buildTenant(t.db);
    const wrongPassword = await post('/api/auth/login', { email: tenant.email, password: 'nope', role: 'tenant' });
    const unknownEmail = await post('/api/auth/login', { email: uniqueEmail('ghost'), password: 'nope', role: 'tenant' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ error: messages.invalidCredentials, code: 'INVALID_CREDENTIALS' });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });

  it('does not log a tenant into the landlord role', async () => {
    const tenant = await buildTenant(t.db);
    const res = await post('/api/auth/login', { email: tenant.email, password: tenant.password, role: 'landlord' });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a blocked account with 403 and says it is blocked', async () => {
    const tenant = await buildTenant(t.db, { blocked: true });
    const res = await post('/api/auth/login', { email: tenant.email, password: tenant.password, role: 'tenant' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: messages.accountBlocked, code: 'ACCOUNT_BLOCKED' });
  });

  it('requires every field', async () => {
    const res = await post('/api/auth/login', { email: '', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toMatchObject({
      email: messages.emailRequired,
      password: messages.passwordRequired,
      role: messages.roleInvalid,
    });
  });

  it('slows down password guessing: the 11th attempt in a minute gets 429 with Retry-After, for that address and account only', async () => {
    const limited = await createTestApp({ rateLimits: defaultRateLimits });
    try {
      const tenant = await buildTenant(limited.db);
      const other = await buildTenant(limited.db);
      const attempt = (user: TestUser, password: string, remoteAddress = '203.0.113.1') =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress,
          payload: { email: user.email, password, role: 'tenant' },
        });
      for (let i = 0; i < defaultRateLimits.login.max; i++) expect((await attempt(tenant, 'wrong')).statusCode).toBe(401);
      const res = await attempt(tenant, tenant.password);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ error: messages.tooManyRequests, code: 'RATE_LIMITED' });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(defaultRateLimits.login.timeWindowMs / 1000);
      // The key is address and account: the owner elsewhere, and other accounts, still log in.
      expect((await attempt(tenant, tenant.password, '203.0.113.2')).statusCode).toBe(200);
      expect((await attempt(other, other.password)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/auth/login-admin', () => {
  it('returns name, email, role and token for the admin', async () => {
    const admin = await buildAdmin(t.db);
    const res = await post('/api/auth/login-admin', { email: admin.email, password: admin.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: messages.adminLoginSuccessful,
      name: `${admin.firstName} ${admin.lastName}`,
      email: admin.email,
      role: 'admin',
      token: expect.any(String),
    });
  });

  it('does not accept tenant or landlord credentials', async () => {
    const landlord = await buildLandlord(t.db);
    const res = await post('/api/auth/login-admin', { email: landlord.email, password: landlord.password });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe(messages.invalidCredentials);
  });

  it('refuses a wrong admin password', async () => {
    const admin = await buildAdmin(t.db);
    const res = await post('/api/auth/login-admin', { email: admin.email, password: 'wrong' });
    expect(res.statusCode).toBe(401);
  });

  it('requires both fields', async () => {
    const empty = await post('/api/auth/login-admin', { email: '', password: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { email: messages.emailRequired, password: messages.passwordRequired },
    });
    const missing = await post('/api/auth/login-admin', {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().details).sort()).toEqual(['email', 'password']);
  });
});

describe('bearer tokens', () => {
  const me = (authorization?: string) => t.app.inject({ url: '/api/auth/me', headers: authorization ? { authorization } : {} });

  it('is required on private routes', async () => {
    const res = await me();
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  it('refuses a token whose payload was altered', async () => {
    const tenant = await buildTenant(t.db);
    const admin = await buildAdmin(t.db);
    const [header, , signature] = bearer(t.app, tenant).authorization.slice(7).split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ sub: admin.id, role: 'admin', iat: 1, exp: 4_102_444_800 })).toString(
      'base64url',
    );
    const res = await me(`Bearer ${header}.${forgedPayload}.${signature}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: messages.sessionExpired, code: 'INVALID_TOKEN' });
  });

  it('refuses a token signed with another key, an expired token and garbage', async () => {
    const tenant = await buildTenant(t.db);
    const other = await createTestApp({ jwtSecret: 'a-completely-different-secret-of-enough-length!!' });
    try {
      const foreign = other.app.jwt.sign({ sub: tenant.id, role: 'tenant' });
      expect((await me(`Bearer ${foreign}`)).statusCode).toBe(401);
    } finally {
      await other.close();
    }
    const expired = t.app.jwt.sign({ sub: tenant.id, role: 'tenant', exp: Math.floor(Date.now() / 1000) - 60 });
    expect((await me(`Bearer ${expired}`)).statusCode).toBe(401);
    expect((await me('Bearer not.a.jwt')).statusCode).toBe(401);
    expect((await me('Basic dXNlcjpwYXNz')).statusCode).toBe(401);
  });

  it('stops working at once when the account is blocked', async () => {
    const tenant = await buildTenant(t.db);
    const { authorization } = bearer(t.app, tenant);
    expect((await me(authorization)).statusCode).toBe(200);
    await t.db.update(users).set({ blocked: true }).where(eq(users.id, tenant.id));
    const res = await me(authorization);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: messages.accountBlocked, code: 'ACCOUNT_BLOCKED' });
  });

  it('stops working when the account is deleted', async () => {
    const tenant = await buildTenant(t.db);
    const { authorization } = bearer(t.app, tenant);
    await t.db.delete(users).where(eq(users.id, tenant.id));
    expect((await me(authorization)).statusCode).toBe(401);
  });

  it('does not let a token claim another role than the account has', async () => {
    const tenant = await buildTenant(t.db);
    const token = t.app.jwt.sign({ sub: tenant.id, role: 'landlord' });
    expect((await me(`Bearer ${token}`)).statusCode).toBe(401);
  });

  it('is ignored on public routes when it is stale', async () => {
    const res = await post(
      '/api/notification',
      { name: 'A', email: 'a@example.com', message: 'hi' },
      { authorization: 'Bearer stale' },
    );
    expect(res.statusCode).toBe(201);
  });
});
