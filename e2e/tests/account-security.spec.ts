import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { logIn, registerAccount, signInWith } from '../support/accounts';
import { test } from '../support/test';

/** The code an authenticator app holding `secret` shows `steps` periods from now. */
const codeFor = (secret: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 });

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

test('a tenant turns two-step sign-in on, then logs in with a code from the app', async ({ page, request }) => {
  const account = await registerAccount(request, 'tenant');
  await signInWith(page, request, account);
  await page.goto('/tenant/profile');
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await page.getByRole('form', { name: 'Confirm your password' }).getByLabel('Current Password').fill(account.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('two-step-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]+$/);
  await field(page, 'Code from the app').fill(codeFor(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const firstRecoveryCode = (await codes.first().textContent())?.trim() ?? '';
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(page.getByText(/Two-step sign-in is on since .*10 recovery codes left/)).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/login');
  await page.getByRole('button', { name: 'Tenant' }).click();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  // The enrolment used this period's code: the next one is still inside the accepted drift.
  await field(page, 'Authentication code').fill(codeFor(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL('/tenant/search');

  // Codes running low (or lost): a new set, confirmed with the password and one of the old codes.
  await page.goto('/tenant/profile');
  await page.getByRole('button', { name: 'Get new recovery codes' }).click();
  const renew = page.getByRole('form', { name: 'Get new recovery codes' });
  await renew.getByLabel('Current Password').fill(account.password);
  await field(page, 'Code from the app or a recovery code').fill(firstRecoveryCode);
  await renew.getByRole('button', { name: 'Get new codes' }).click();
  await expect(codes).toHaveCount(10);
  await expect(codes.filter({ hasText: firstRecoveryCode })).toHaveCount(0);
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(page.getByText(/10 recovery codes left/)).toBeVisible();
});

test('a landlord signs another device out from Profile Settings, and that device is refused at once', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request, 'landlord');
  const other = await logIn(request, account.email, account.password, account.role);
  await signInWith(page, request, account);
  await page.goto('/landlord/profile');
  const devices = page.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem');
  await expect(devices).toHaveCount(2);
  await expect(devices.filter({ hasText: 'This device' })).toHaveCount(1);
  const otherDevice = devices.filter({ hasNotText: 'This device' });
  await otherDevice.getByRole('button', { name: /^Sign out/ }).click();
  await expect(page.getByText('Signed out of that device.')).toBeVisible();
  await expect(devices).toHaveCount(1);
  const refused = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${other.token}` } });
  expect(refused.status()).toBe(401);
});
