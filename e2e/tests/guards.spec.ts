import { expect } from '@playwright/test';
import { signInAs, signInAsAdmin } from '../support/accounts';
import { test } from '../support/test';

test.describe('without a session', () => {
  for (const [path, target] of [
    ['/tenant/search', '/login'],
    ['/landlord/properties', '/login'],
    ['/admin/dashboard', '/admin/login'],
    ['/admin/users', '/admin/login'],
  ] as const) {
    test(`${path} sends the visitor to ${target}`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(target);
    });
  }
});

test('a tenant in the landlord area is sent to their own dashboard', async ({ page, request }) => {
  await signInAs(page, request, 'tenant');
  await page.goto('/landlord/properties');
  await expect(page).toHaveURL('/tenant/search');
});

test('a landlord in the tenant area is sent to their own dashboard', async ({ page, request }) => {
  await signInAs(page, request, 'landlord');
  await page.goto('/tenant/bookings');
  await expect(page).toHaveURL('/landlord/properties');
});

test('a signed-in tenant or landlord is not an admin', async ({ page, request }) => {
  await signInAs(page, request, 'landlord');
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL('/admin/login');
});

test('the admin area needs the stored admin role to be admin', async ({ page, request }) => {
  await signInAsAdmin(page, request);
  await page.evaluate(() => localStorage.setItem('adminRole', 'landlord'));
  await page.goto('/admin/users');
  await expect(page).toHaveURL('/admin/login');
});

test('the empty area paths show the 404 page', async ({ page, request }) => {
  await signInAs(page, request, 'tenant');
  expect((await page.goto('/tenant'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('/tenant')).toBeVisible();

  await signInAs(page, request, 'landlord');
  await page.goto('/landlord');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

test('the empty admin path opens the dashboard', async ({ page, request }) => {
  await signInAsAdmin(page, request);
  await page.goto('/admin');
  await expect(page).toHaveURL('/admin/dashboard');
});
