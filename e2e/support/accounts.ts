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

/** Signs a fresh account in by writing the session the login form would write (spec §3 keys). */
export async function signInAs(page: Page, request: APIRequestContext, role: Account['role']): Promise<Account> {
  const account = await registerAccount(request, role);
  const res = await request.post('/api/auth/login', { data: { email: account.email, password: account.password, role } });
  expect(res.status()).toBe(200);
  const body = await res.json();
  await page.goto('/');
  await page.evaluate((session) => {
    localStorage.setItem('token', session.token);
    localStorage.setItem('userId', session.id);
    localStorage.setItem('role', session.role);
    localStorage.setItem('email', session.email);
    localStorage.setItem('firstName', session.firstName);
    localStorage.setItem('lastName', session.lastName);
  }, body);
  return account;
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
