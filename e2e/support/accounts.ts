import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';

export type Account = {
  role: 'tenant' | 'landlord';
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phone: string;
};

export function newAccount(role: Account['role']): Account {
  const id = randomUUID().slice(0, 8);
  return {
    role,
    firstName: role === 'tenant' ? 'Tara' : 'Lalit',
    lastName: `Test${id}`,
    email: `${role}.${id}@e2e.test`,
    password: 'pass1234',
    phone: '+91 98765 43210',
  };
}

/** Creates an account through the API (faster than the form when the form is not under test). */
export async function registerAccount(request: APIRequestContext, role: Account['role']): Promise<Account> {
  const account = newAccount(role);
  const res = await request.post('/api/auth/register', { data: account });
  expect(res.status(), await res.text()).toBe(201);
  return account;
}

/** What POST /api/auth/login answers. */
export type LoginSession = {
  token: string;
  id: string;
  role: Account['role'];
  email: string;
  firstName: string;
  lastName: string;
  email_verified: boolean;
};

/** Logs in through the API (no page involved). */
export async function logIn(
  request: APIRequestContext,
  email: string,
  password: string,
  role: Account['role'],
): Promise<LoginSession> {
  const res = await request.post('/api/auth/login', { data: { email, password, role } });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

/** Writes the session the login form would write. */
export async function storeSession(page: Page, session: LoginSession) {
  await page.goto('/');
  await page.evaluate((s) => {
    localStorage.setItem('token', s.token);
    localStorage.setItem('userId', s.id);
    localStorage.setItem('role', s.role);
    localStorage.setItem('email', s.email);
    localStorage.setItem('firstName', s.firstName);
    localStorage.setItem('lastName', s.lastName);
    localStorage.setItem('emailVerified', String(s.email_verified));
  }, session);
}

/** Signs a fresh account in by writing the session the login form would write. */
export async function signInAs(page: Page, request: APIRequestContext, role: Account['role']): Promise<Account> {
  const account = await registerAccount(request, role);
  await signInWith(page, request, account);
  return account;
}

/** Signs an account made earlier in (registerAccount). */
export async function signInWith(page: Page, request: APIRequestContext, account: Account): Promise<LoginSession> {
  const session = await logIn(request, account.email, account.password, account.role);
  await storeSession(page, session);
  return session;
}

/** The password of the demo accounts the server seeds (apps/server/src/db/seed/demo-seed.ts). */
export const DEMO_PASSWORD = 'demo1234';

// Logged in once per worker: logins are rate limited per account (10 a minute), and many tests
// sign the same demo account in.
const demoSessions = new Map<string, LoginSession>();

/** Signs a seeded demo account in (tenant@rentease.local, landlord@rentease.local, …). */
export async function signInAsDemo(
  page: Page,
  request: APIRequestContext,
  email: string,
  role: Account['role'],
): Promise<LoginSession> {
  const key = `${role}|${email}`;
  let session = demoSessions.get(key);
  if (!session) {
    session = await logIn(request, email, DEMO_PASSWORD, role);
    demoSessions.set(key, session);
  }
  await storeSession(page, session);
  return session;
}

export async function signInAsAdmin(page: Page, request: APIRequestContext) {
  const res = await request.post('/api/auth/login-admin', { data: E2E_ADMIN });
  expect(res.status()).toBe(200);
  const body = await res.json();
  await page.goto('/');
  await page.evaluate((session) => {
    localStorage.setItem('adminToken', session.token);
    localStorage.setItem('adminName', session.name);
    localStorage.setItem('adminEmail', session.email);
    localStorage.setItem('adminRole', session.role);
  }, body);
}
