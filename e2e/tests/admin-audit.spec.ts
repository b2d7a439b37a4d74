import { expect } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { registerAccount, signInAsAdmin } from '../support/accounts';
import { test } from '../support/test';

test('the admin reads who did what in the Audit log: a block, and the blocked person’s refused login with where it came from, filtered by kind and person', async ({
  page,
  request,
}) => {
  const tenant = await registerAccount(request, 'tenant');
  const admin = await (await request.post('/api/auth/login-admin', { data: E2E_ADMIN })).json();
  const blocked = await request.patch('/api/user/block', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { email: tenant.email, role: 'tenant', blocked: true },
  });
  expect(blocked.status(), await blocked.text()).toBe(200);
  const refused = await request.post('/api/auth/login', {
    headers: { 'user-agent': 'AuditTest/1.0' },
    data: { email: tenant.email, password: tenant.password, role: 'tenant' },
  });
  expect(refused.status()).toBe(403);

  await signInAsAdmin(page, request);
  await page.goto('/admin/dashboard');
  await page.getByRole('link', { name: 'Audit log' }).first().click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();

  // Only this tenant's entries: found by their email.
  await page.getByRole('searchbox', { name: 'Search who did it, by name or email' }).fill(tenant.email);
  await expect(page).toHaveURL(/actor=/);
  const rows = page.getByRole('table', { name: 'Audit log' }).getByRole('row');
  await expect(rows).toHaveCount(2); // the header and the refused login
  const refusal = rows.nth(1);
  await expect(refusal).toContainText('auth.login_refused');
  await expect(refusal).toContainText('Login refused: the account is blocked');
  await expect(refusal).toContainText('AuditTest/1.0');

  // The admin's block, under Accounts; the filters survive a reload.
  await page.getByRole('searchbox', { name: 'Search who did it, by name or email' }).fill('');
  await page.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Accounts' }).click();
  await expect(page).toHaveURL(/action=user\./);
  await page.reload();
  const block = page.getByRole('row').filter({ hasText: tenant.email }).filter({ hasText: 'user.blocked' });
  await expect(block).toHaveCount(1);
  await expect(block).toContainText(E2E_ADMIN.email);
  await expect(page.getByRole('row').filter({ hasText: 'auth.login_refused' })).toHaveCount(0);
});
