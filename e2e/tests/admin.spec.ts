import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';

test('the admin signs in and is taken to the dashboard after a moment', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.locator('footer')).toHaveCount(0);
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login successful! Redirecting...')).toBeVisible();
  await expect(page).toHaveURL('/admin/dashboard');
  await expect(page.getByTestId('greeting')).toHaveText('Hi, Admin');
  await expect(page.getByRole('heading', { name: 'Quick Access' })).toBeVisible();
  const quickAccess = page.getByRole('main');
  for (const section of ['Users', 'Properties', 'Bookings', 'Transactions', 'Notifications']) {
    await expect(quickAccess.getByRole('link', { name: new RegExp(section) })).toBeVisible();
  }
  const stored = await page.evaluate(() => ({ ...localStorage }));
  expect(stored).toMatchObject({ adminRole: 'admin', adminEmail: E2E_ADMIN.email, adminName: 'Admin' });

  // Unknown admin paths go back to the dashboard (spec §2).
  await page.goto('/admin/no-such-section');
  await expect(page).toHaveURL('/admin/dashboard');

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page).toHaveURL('/admin/login');
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
});

test('a wrong admin password shows the server error', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Invalid credentials')).toBeVisible();
  await expect(page).toHaveURL('/admin/login');
});

test('admin login links back home', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
});

test('admin login requires both fields', async ({ page }) => {
  let requests = 0;
  await page.route('**/api/auth/login-admin', (route) => {
    requests += 1;
    return route.continue();
  });
  await page.goto('/admin/login');
  await page.getByRole('button', { name: 'Login' }).click();
  for (const label of ['Email', 'Password']) {
    expect(await page.getByLabel(label).evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
  }
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByRole('button', { name: 'Login' }).click();
  expect(await page.getByLabel('Password').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
  expect(requests).toBe(0);
});

test('admin login falls back to Login failed when the error has no message', async ({ page }) => {
  await page.route('**/api/auth/login-admin', (route) =>
    route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad Gateway</h1>' }),
  );
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login failed', { exact: true })).toBeVisible();
  await expect(page).toHaveURL('/admin/login');
});

test('admin login says Server error. Try again. when the server cannot be reached', async ({ page }) => {
  await page.route('**/api/auth/login-admin', (route) => route.abort('connectionrefused'));
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Server error. Try again.')).toBeVisible();
});
