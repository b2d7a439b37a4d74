import { expect } from '@playwright/test';
import { registerAccount, signInWith } from '../support/accounts';
import { linkFromOutbox } from '../support/outbox';
import { test } from '../support/test';

test('a tenant who forgot the password gets a link by email and chooses a new one', async ({ page, request }) => {
  const account = await registerAccount(request, 'tenant');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot password?' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText(account.email)).toBeVisible();

  await page.goto(await linkFromOutbox(account.email, 'reset-password'));
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'New Password', exact: true }).fill('new-pass-1');
  await page.getByRole('textbox', { name: 'Confirm New Password', exact: true }).fill('new-pass-2');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByRole('textbox', { name: 'Confirm New Password', exact: true }).fill('new-pass-1');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your password has been changed. Please log in with your new password.')).toBeVisible();

  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill('new-pass-1');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/tenant\/search$/);
});

test('an unverified landlord asks again from the banner and verifies the address', async ({ page, request }) => {
  const account = await registerAccount(request, 'landlord');
  await signInWith(page, request, account);
  await page.goto('/landlord/profile');
  const banner = page.getByRole('region', { name: 'Verify your email' });
  await expect(banner).toContainText('Please verify your email address');
  await expect(page.getByText('Not verified')).toBeVisible();

  await banner.getByRole('button', { name: 'Resend' }).click();
  await expect(page.getByText('We have sent you a new verification link. It works for 24 hours.')).toBeVisible();
  // The registration's link and the new one: only the newest works.
  await page.goto(await linkFromOutbox(account.email, 'verify-email', 2));
  await expect(page.getByText('Your email address is verified.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Profile Settings' }).click();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Verify your email' })).toHaveCount(0);
});
