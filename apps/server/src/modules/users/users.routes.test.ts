import { type AdminUser, accountMessages, messages, WS_CLOSE } from '@rentease/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, chatMessages, properties, users } from '../../db/schema/index.js';
import { bookAndPay, openCheckout } from '../../test/checkout.js';
import { bearer, buildAdmin, buildLandlord, buildProperty, buildTenant, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { LIVE_CHANNEL } from '../live/live.events.js';

let t: TestContext;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await buildAdmin(t.db);
});
afterAll(() => t.close());

type Call = { method?: 'GET' | 'PUT' | 'PATCH' | 'DELETE' | 'POST'; url: string; payload?: object; token?: string };
const call = (user: TestUser | undefined, { method = 'GET', url, payload, token }: Call) =>
  t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : user ? bearer(t.app, user) : {},
  });

const login = async (user: TestUser, password = user.password) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password, role: user.role } });

describe('profile', () => {
  it('reads the signed-in account, also when asked by its email and role', async () => {
    const tenant = await buildTenant(t.db);
    const own = await call(tenant, { url: `/api/user/profile?email=${tenant.email}&role=tenant` });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({
      firstName: 'Test',
      lastName: 'tenant',
      email: tenant.email,
      phone: '+91 90000 00000',
      role: 'tenant',
      email_verified: true,
      pending_email: '',
      language: 'en',
    });
    expect((await call(tenant, { url: '/api/user/profile' })).json().email).toBe(tenant.email);
  });

  it("is never someone else's, except for the admin", async () => {
    const tenant = await buildTenant(t.db);
    const other = await buildTenant(t.db);
    expect((await call(tenant, { url: `/api/user/profile?email=${other.email}&role=tenant` })).statusCode).toBe(403);
    expect((await call(tenant, { url: `/api/user/profile?email=${tenant.email}&role=landlord` })).statusCode).toBe(403);
    const asAdmin = await call(admin, { url: `/api/user/profile?email=${other.email}&role=tenant` });
    expect(asAdmin.json().email).toBe(other.email);
    expect((await call(undefined, { url: '/api/user/profile' })).statusCode).toBe(401);
  });

  it('saves names and phone, checked by the profile rules', async () => {
    const landlord = await buildLandlord(t.db);
    const save = (body: object) =>
      call(landlord, { method: 'PUT', url: '/api/user/profile', payload: { email: landlord.email, role: 'landlord', ...body } });
    const ok = await save({ firstName: ' Meera ', lastName: 'Nair', phone: '+91 98765 43210' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      firstName: 'Meera',
      lastName: 'Nair',
      phone: '+91 98765 43210',
      message: accountMessages.saved,
    });
    expect((await save({ firstName: 'Meera', lastName: 'Nair', phone: '' })).json().phone).toBe('');
    const bad = await save({ firstName: ' ', lastName: '', phone: '12-34' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual({
      firstName: messages.firstNameRequired,
      lastName: messages.lastNameRequired,
      phone: accountMessages.phoneInvalid,
    });
    for (const phone of ['1234567', '1234567890123456', '98765abc10']) {
      expect((await save({ firstName: 'A', lastName: 'B', phone })).json().details?.phone, phone).toBe(
        accountMessages.phoneInvalid,
      );
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, landlord.id));
    expect(row).toMatchObject({ firstName: 'Meera', lastName: 'Nair', phone: null });
  });

  it('saves the language the person reads, which /me and the profile then tell', async () => {
    const tenant = await buildTenant(t.db);
    const save = (body: object) =>
      call(tenant, {
        method: 'PUT',
        url: '/api/user/profile',
        payload: { email: tenant.email, role: 'tenant', firstName: 'Test', lastName: 'tenant', ...body },
      });
    const hindi = await save({ language: 'hi' });
    expect(hindi.statusCode).toBe(200);
    expect(hindi.json().language).toBe('hi');
    expect((await call(tenant, { url: '/api/user/profile' })).json().language).toBe('hi');
    expect((await call(tenant, { url: '/api/auth/me' })).json().language).toBe('hi');
    // Older clients send no language: the choice stays.
    expect((await save({ phone: '' })).json().language).toBe('hi');
    for (const language of ['fr', 'HI', '', 7]) {
      const bad = await save({ language });
      expect(bad.statusCode, String(language)).toBe(400);
      expect(bad.json().details, String(language)).toEqual({ language: accountMessages.languageInvalid });
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, tenant.id));
    expect(row?.language).toBe('hi');
    expect((await call(admin, { url: '/api/auth/me' })).json().language).toBe('en');
  });

  it('saves only the language, for tenants, landlords and the admin alike', async () => {
    const tenant = await buildTenant(t.db);
    for (const user of [tenant, admin]) {
      const saved = await call(user, { method: 'PUT', url: '/api/me/language', payload: { language: 'hi' } });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({ language: 'hi' });
      expect((await call(user, { url: '/api/auth/me' })).json().language).toBe('hi');
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, tenant.id));
    expect(row).toMatchObject({ language: 'hi', firstName: 'Test', phone: '+91 90000 00000' });
    const bad = await call(tenant, { method: 'PUT', url: '/api/me/language', payload: { language: 'fr' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual({ language: accountMessages.languageInvalid });
    await call(admin, { method: 'PUT', url: '/api/me/language', payload: { language: 'en' } });
  });

  it('keeps the email read-only and the account its own', async () => {
    const tenant = await buildTenant(t.db);
    const other = await buildTenant(t.db);
    const base = { firstName: 'A', lastName: 'B', phone: '' };
    const changed = await call(tenant, {
      method: 'PUT',
      url: '/api/user/profile',
      payload: { ...base, email: 'new@example.com', role: 'tenant' },
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().details.email).toBe(accountMessages.emailReadOnly);
    const asOther = await call(tenant, {
      method: 'PUT',
      url: '/api/user/profile',
      payload: { ...base, email: other.email, role: 'tenant' },
    });
    expect(asOther.statusCode).toBe(400);
    const [untouched] = await t.db.select().from(users).where(eq(users.id, other.id));
    expect(untouched?.firstName).toBe('Test');
    expect(
      (await call(admin, { method: 'PUT', url: '/api/user/profile', payload: { ...base, email: admin.email, role: 'tenant' } }))
        .statusCode,
    ).toBe(403);
  });
});

describe('PUT /api/user/password', () => {
  it('checks the current password, then signs out every other session and keeps this one', async () => {
    const tenant = await buildTenant(t.db);
    const otherSession = (await login(tenant)).json().token as string;
    const change = (currentPassword: string, newPassword: string, token = otherSession) =>
      call(tenant, {
        method: 'PUT',
        url: '/api/user/password',
        payload: { email: tenant.email, role: 'tenant', currentPassword, newPassword },
        token,
      });
    const wrong = await change('not-it', 'new-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details).toEqual({ currentPassword: accountMessages.currentPasswordWrong });

    const thisSession = (await login(tenant)).json().token as string;
    const ok = await change(tenant.password, 'new-password', thisSession);
    expect(ok.statusCode).toBe(200);
    const fresh = ok.json().token as string;
    expect((await call(tenant, { url: '/api/auth/me', token: otherSession })).statusCode).toBe(401);
    expect((await call(tenant, { url: '/api/auth/me', token: thisSession })).statusCode).toBe(401);
    expect((await call(tenant, { url: '/api/auth/me', token: fresh })).statusCode).toBe(200);
    expect((await login(tenant)).statusCode).toBe(401);
    expect((await login(tenant, 'new-password')).statusCode).toBe(200);
  });

  it('requires both passwords and changes only its own account', async () => {
    const tenant = await buildTenant(t.db);
    const other = await buildTenant(t.db);
    const empty = await call(tenant, {
      method: 'PUT',
      url: '/api/user/password',
      payload: { email: tenant.email, role: 'tenant', currentPassword: '', newPassword: '' },
    });
    expect(empty.json().details).toEqual({
      currentPassword: accountMessages.currentPasswordRequired,
      newPassword: accountMessages.newPasswordRequired,
    });
    const forOther = await call(tenant, {
      method: 'PUT',
      url: '/api/user/password',
      payload: { email: other.email, role: 'tenant', currentPassword: other.password, newPassword: 'hijacked' },
    });
    expect(forOther.statusCode).toBe(403);
    expect((await login(other)).statusCode).toBe(200);
  });
});

describe('DELETE /api/user/account', () => {
  it("removes a landlord's personal data and listings, keeps the tenant's booking and payment, frees the email", async () => {
    const landlord = await buildLandlord(t.db);
    const tenant = await buildTenant(t.db);
    const property = await buildProperty(t.db, landlord, { title: 'Leaving flat' });
    const free = await buildProperty(t.db, landlord, { title: 'Unbooked flat' });
    await bookAndPay(t, tenant, property, { moveInDate: t.clock.today(), months: 1 });
    await call(tenant, {
      method: 'POST',
      url: '/api/messages/send',
      payload: { tenantId: tenant.id, landlordId: landlord.id, propertyId: property.id, message: 'See you soon' },
    });
    const token = (await login(landlord)).json().token as string;

    const res = await call(landlord, {
      method: 'DELETE',
      url: '/api/user/account',
      payload: { email: landlord.email, role: 'landlord' },
      token,
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, landlord.id));
    expect(row).toMatchObject({ firstName: 'Deleted', lastName: 'user', phone: null });
    expect(row?.email).not.toContain(landlord.email);
    expect(row?.deletedAt).not.toBeNull();
    expect((await call(landlord, { url: '/api/auth/me', token })).statusCode).toBe(401);
    expect((await login(landlord)).statusCode).toBe(401);
    for (const id of [property.id, free.id]) {
      const [listing] = await t.db.select().from(properties).where(eq(properties.id, id));
      expect(listing?.deletedAt).not.toBeNull();
    }
    expect((await t.app.inject({ url: `/api/property/${free.id}` })).statusCode).toBe(404);
    // The tenant's records stay, with the landlord shown as a deleted user.
    const tenantBookings = (await call(tenant, { url: `/api/bookings/tenant/${tenant.id}` })).json();
    expect(tenantBookings).toHaveLength(1);
    expect(tenantBookings[0]).toMatchObject({ title: 'Leaving flat', landlord_name: 'Deleted user' });
    expect((await call(tenant, { url: `/api/payment/tenant/${tenant.id}` })).json()[0].status).toBe('paid');
    expect(await t.db.select().from(chatMessages).where(eq(chatMessages.landlordId, landlord.id))).toHaveLength(1);
    // The email can register again.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        firstName: 'New',
        lastName: 'Me',
        email: landlord.email,
        password: 'pass1234',
        phone: '+91 90000 11111',
        role: 'landlord',
      },
    });
    expect(again.statusCode).toBe(201);
  });

  it("anonymises a tenant in the landlord's records and ends their unpaid checkouts", async () => {
    const landlord = await buildLandlord(t.db);
    const tenant = await buildTenant(t.db);
    const property = await buildProperty(t.db, landlord);
    await bookAndPay(t, tenant, property, { moveInDate: t.clock.today(), months: 1 });
    await openCheckout(t, tenant, await buildProperty(t.db, landlord), { moveInDate: t.clock.today(), months: 1 });
    const res = await call(tenant, {
      method: 'DELETE',
      url: '/api/user/account',
      payload: { email: tenant.email, role: 'tenant' },
    });
    expect(res.statusCode).toBe(200);
    const landlordView = (await call(landlord, { url: `/api/payment/landlord/${landlord.id}` })).json();
    expect(landlordView.payments[0]).toMatchObject({ tenant_name: 'Deleted user', tenant_phone: null, status: 'paid' });
    const kept = await t.db.select().from(bookings).where(eq(bookings.tenantId, tenant.id));
    expect(kept.map((b) => b.status).sort()).toEqual(['cancelled', 'confirmed']);
  });

  it('deletes only the signed-in account', async () => {
    const tenant = await buildTenant(t.db);
    const other = await buildTenant(t.db);
    const res = await call(tenant, {
      method: 'DELETE',
      url: '/api/user/account',
      payload: { email: other.email, role: 'tenant' },
    });
    expect(res.statusCode).toBe(403);
    expect((await login(other)).statusCode).toBe(200);
    expect(
      (await call(admin, { method: 'DELETE', url: '/api/user/account', payload: { email: admin.email, role: 'tenant' } }))
        .statusCode,
    ).toBe(403);
  });
});

describe('admin: users', () => {
  it('counts tenants and landlords, and refuses everyone but the admin', async () => {
    const before = (await call(admin, { url: '/api/user/user-stats' })).json();
    await buildTenant(t.db);
    await buildLandlord(t.db);
    const after = (await call(admin, { url: '/api/user/user-stats' })).json();
    expect(after).toEqual({ tenants: before.tenants + 1, landlords: before.landlords + 1 });
    const tenant = await buildTenant(t.db);
    const landlord = await buildLandlord(t.db);
    for (const url of [
      '/api/user/user-stats',
      '/api/user/property-stats',
      '/api/user/tenants',
      '/api/user/landlords',
      '/api/admin/overview',
      '/api/notification-messages',
    ]) {
      expect((await call(tenant, { url })).statusCode, url).toBe(403);
      expect((await call(landlord, { url })).statusCode, url).toBe(403);
      expect((await call(undefined, { url })).statusCode, url).toBe(401);
    }
    const block = {
      method: 'PATCH' as const,
      url: '/api/user/block',
      payload: { email: tenant.email, role: 'tenant', blocked: true },
    };
    expect((await call(landlord, block)).statusCode).toBe(403);
  });

  it('lists tenants without password hashes and finds them by any part of name, email or phone', async () => {
    const marker = `zq${Date.now().toString(36)}`;
    const found = await buildTenant(t.db);
    await t.db
      .update(users)
      .set({ firstName: `Anu${marker}`, phone: '+91 77777 12345' })
      .where(eq(users.id, found.id));
    const list = (await call(admin, { url: '/api/user/tenants?limit=500' })).json() as AdminUser[];
    expect(list.find((u) => u.id === found.id)).toEqual({
      id: found.id,
      first_name: `Anu${marker}`,
      last_name: 'tenant',
      email: found.email,
      phone: '+91 77777 12345',
      blocked: false,
      created_at: expect.any(String),
    });
    expect(JSON.stringify(list)).not.toContain('scrypt');
    for (const q of [marker.toUpperCase(), found.email.slice(0, 12).toUpperCase(), '77777 123']) {
      const hits = (await call(admin, { url: `/api/user/tenants?q=${encodeURIComponent(q)}` })).json() as AdminUser[];
      expect(
        hits.map((u) => u.id),
        q,
      ).toContain(found.id);
    }
    expect((await call(admin, { url: `/api/user/landlords?q=${marker}` })).json()).toEqual([]);
  });

  it('blocks an account at once — login refused, issued tokens and open sockets ended — and unblocks it', async () => {
    const tenant = await buildTenant(t.db);
    const token = (await login(tenant)).json().token as string;
    const revoked: string[] = [];
    const stop = await t.database.pubsub.subscribe(LIVE_CHANNEL, (payload) => revoked.push(payload));
    try {
      const res = await call(admin, {
        method: 'PATCH',
        url: '/api/user/block',
        payload: { email: tenant.email, role: 'tenant', blocked: true },
      });
      expect(res.json()).toMatchObject({ id: tenant.id, blocked: true });
      expect((await call(tenant, { url: '/api/auth/me', token })).json().code).toBe('ACCOUNT_BLOCKED');
      expect((await login(tenant)).json().code).toBe('ACCOUNT_BLOCKED');
      await expect
        .poll(() => revoked.map((p) => JSON.parse(p)))
        .toContainEqual({ kind: 'revoke', userId: tenant.id, code: WS_CLOSE.blocked });

      t.clock.advance(1000);
      await call(admin, {
        method: 'PATCH',
        url: '/api/user/block',
        payload: { email: tenant.email, role: 'tenant', blocked: false },
      });
      expect((await call(tenant, { url: '/api/auth/me', token })).statusCode).toBe(200);
      expect((await login(tenant)).statusCode).toBe(200);
    } finally {
      await stop();
    }
    const activity = (await call(admin, { url: '/api/admin/overview' })).json().recentActivity;
    expect(activity.slice(0, 2).map((a: { action: string }) => a.action)).toEqual(['user.unblocked', 'user.blocked']);
    expect(activity[0].summary).toContain(tenant.email);
    const unknown = await call(admin, {
      method: 'PATCH',
      url: '/api/user/block',
      payload: { email: 'nobody@example.com', role: 'tenant', blocked: true },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('admin: numbers', () => {
  it('counts live listings by type', async () => {
    const before = (await call(admin, { url: '/api/user/property-stats' })).json();
    const landlord = await buildLandlord(t.db);
    await buildProperty(t.db, landlord, { propertyType: 'villa' });
    await buildProperty(t.db, landlord, { propertyType: 'studio' });
    const after = (await call(admin, { url: '/api/user/property-stats' })).json();
    expect(after.total).toBe(before.total + 2);
    expect(after.types.villa).toBe(before.types.villa + 1);
    expect(after.types.studio).toBe(before.types.studio + 1);
    expect(Object.keys(after.types).sort()).toEqual(['apartment', 'house', 'studio', 'villa']);
  });

  it('sums confirmed bookings and revenue, month by month for the last year', async () => {
    const before = (await call(admin, { url: '/api/admin/overview' })).json();
    const landlord = await buildLandlord(t.db);
    const property = await buildProperty(t.db, landlord, { rupees: 12_500 });
    await bookAndPay(t, await buildTenant(t.db), property, { moveInDate: t.clock.today(), months: 2 });
    const after = (await call(admin, { url: '/api/admin/overview' })).json();
    expect(after.bookings).toBe(before.bookings + 1);
    expect(after.revenue).toBe(before.revenue + 25_000);
    expect(after.monthlyRevenue).toHaveLength(12);
    expect(after.monthlyRevenue.at(-1)).toEqual({
      month: t.clock.today().slice(0, 7),
      total: before.monthlyRevenue.at(-1).total + 25_000,
    });
  });

  it('counts stays booked, refunds and sign-ups month by month, and leaves admins out of the sign-ups', async () => {
    const thisMonth = t.clock.today().slice(0, 7);
    const before = (await call(admin, { url: '/api/admin/overview' })).json();
    const landlord = await buildLandlord(t.db);
    const tenant = await buildTenant(t.db);
    await buildAdmin(t.db);
    const property = await buildProperty(t.db, landlord, { rupees: 10_000 });
    await bookAndPay(t, tenant, property, { moveInDate: t.clock.today(), months: 3 });
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.tenantId, tenant.id));
    const cancelled = await call(tenant, { method: 'POST', url: `/api/bookings/${booking?.id}/cancel`, payload: {} });
    expect(cancelled.statusCode).toBe(200);
    const refund = cancelled.json().refund_amount as number;
    expect(refund).toBeGreaterThan(0);

    const after = (await call(admin, { url: '/api/admin/overview' })).json();
    for (const field of ['monthlyBookings', 'monthlyRefunds', 'monthlyNewUsers']) {
      expect(after[field].map((entry: { month: string }) => entry.month)).toEqual(
        after.monthlyRevenue.map((entry: { month: string }) => entry.month),
      );
      expect(after[field].at(-1).month).toBe(thisMonth);
    }
    expect(after.monthlyBookings.at(-1).total).toBe(before.monthlyBookings.at(-1).total + 1);
    expect(after.monthlyRefunds.at(-1).total).toBe(before.monthlyRefunds.at(-1).total + refund);
    expect(after.monthlyNewUsers.at(-1).total).toBe(before.monthlyNewUsers.at(-1).total + 2);
    // Revenue is what was kept: the stay's rent less its refund.
    expect(after.monthlyRevenue.at(-1).total).toBe(before.monthlyRevenue.at(-1).total + 30_000 - refund);
  });
});
