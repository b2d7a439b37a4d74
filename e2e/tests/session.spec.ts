import { expect } from '@playwright/test';
import { signInAs } from '../support/accounts';
import { test } from '../support/test';

test('landlord logout clears storage, says so and goes to login', async ({ page, request }) => {
  await signInAs(page, request, 'landlord');
  await page.goto('/landlord/bookings');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page).toHaveURL('/login');
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  await page.goto('/landlord/properties');
  await expect(page).toHaveURL('/login');
});

test('tenant logout works the same way', async ({ page, request }) => {
  await signInAs(page, request, 'tenant');
  await page.goto('/tenant/profile');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/login');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('/logout signs the user out and says so', async ({ page, request }) => {
  await signInAs(page, request, 'tenant');
  await page.goto('/logout');
  await expect(page.getByRole('heading', { name: 'You have been logged out' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
