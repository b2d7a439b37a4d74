import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { logIn, registerAccount, signInAs, signInWith, storeSession } from '../support/accounts';
import { test } from '../support/test';

const SAVED = 'Changes saved successfully!';
const EXPIRED = 'Your session has expired. Please log in again.';

/** Counts the requests that change the profile, so a test can say nothing was sent. */
function countProfileWrites(page: Page) {
  const sent = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'PUT' && new URL(request.url()).pathname === '/api/user/profile') sent.count += 1;
  });
  return sent;
}

/** By accessible name, as a person reads the label (the required asterisk is not part of it). */
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const password = field;

test('a tenant edits the profile: validation messages block the save, then it saves, says so for 3 s and the greeting follows', async ({
  page,
  request,
}) => {
  const account = await signInAs(page, request, 'tenant');
  const writes = countProfileWrites(page);
  await page.goto('/tenant/profile');
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
  await expect(field(page, 'First Name')).toHaveValue(account.firstName);
  await expect(field(page, 'Last Name')).toHaveValue(account.lastName);
  await expect(field(page, 'Phone Number')).toHaveValue(account.phone);
  await expect(field(page, 'Email')).toHaveValue(account.email);
  await expect(field(page, 'Email')).toHaveAttribute('readonly', '');

  await field(page, 'First Name').fill('');
  await field(page, 'Last Name').fill('   ');
  await field(page, 'Phone Number').fill('12-34');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Last name is required')).toBeVisible();
  await expect(page.getByText('Invalid phone number')).toBeVisible();
  // Focus lands on the first field to fix.
  await expect(field(page, 'First Name')).toBeFocused();

  await field(page, 'First Name').fill('Tanvi');
  await field(page, 'Last Name').fill('Rao');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Invalid phone number')).toBeVisible();
  expect(writes.count).toBe(0);

  await field(page, 'Phone Number').fill('+91 90000 11111');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  const banner = page.getByRole('status').filter({ hasText: SAVED });
  await expect(banner).toBeVisible();
  await expect(page.getByTestId('greeting')).toHaveText('Hi, Tanvi Rao');
  expect(writes.count).toBe(1);
  await expect(banner).toBeHidden({ timeout: 6000 });

  expect(await page.evaluate(() => [localStorage.getItem('firstName'), localStorage.getItem('lastName')])).toEqual([
    'Tanvi',
    'Rao',
  ]);
  await page.reload();
  await expect(field(page, 'First Name')).toHaveValue('Tanvi');
  await expect(field(page, 'Phone Number')).toHaveValue('+91 90000 11111');

  // An empty phone is allowed: the phone is optional.
  await field(page, 'Phone Number').fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(SAVED)).toBeVisible();
});

test('the landlord header refreshes stored names from the profile call', async ({ page, request }) => {
  const account = await signInAs(page, request, 'landlord');
  await page.evaluate(() => {
    localStorage.setItem('firstName', 'Stale');
    localStorage.setItem('lastName', 'Name');
  });
  await page.goto('/landlord/properties');
  await expect(page.getByTestId('greeting')).toHaveText(`Hi, ${account.firstName} ${account.lastName}`);
  expect(await page.evaluate(() => localStorage.getItem('firstName'))).toBe(account.firstName);
});

test('a password change: validation messages, the server says a wrong current password, fields clear, the new password signs in and an old session elsewhere is sent to login', async ({
  page,
  openContext,
  request,
}) => {
  // Five password hashes, two browsers and a chat socket that reconnects: more than 30 s on a busy machine.
  test.slow();
  const account = await registerAccount(request, 'tenant');
  const before = await signInWith(page, request, account);
  // Another browser signed in with the same account before the change.
  const elsewhere = await openContext();
  const other = await elsewhere.newPage();
  await storeSession(other, await logIn(request, account.email, account.password, 'tenant'));

  // Chat sockets that the server accepted (it says 'ready' after the token checks out).
  const readySockets = { count: 0 };
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      if (String(payload).includes('"ready"')) readySockets.count += 1;
    }),
  );
  await page.goto('/tenant/profile');
  await expect.poll(() => readySockets.count).toBe(1);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Current password is required')).toBeVisible();
  await expect(page.getByText('New password is required')).toBeVisible();

  await password(page, 'Current Password').fill('not-my-password');
  await password(page, 'New Password').fill('brand-new-1');
  await password(page, 'Confirm New Password').fill('brand-new-2');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  // Show/hide toggles.
  await expect(password(page, 'Current Password')).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show Current Password' }).click();
  await expect(password(page, 'Current Password')).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide Current Password' }).click();
  await expect(password(page, 'Current Password')).toHaveAttribute('type', 'password');

  await password(page, 'Confirm New Password').fill('brand-new-1');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Your current password is not correct.')).toBeVisible();

  await password(page, 'Current Password').fill(account.password);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText(SAVED)).toBeVisible();
  for (const label of ['Current Password', 'New Password', 'Confirm New Password']) {
    await expect(password(page, label)).toHaveValue('');
  }

  // This tab carries on with the new token the server gave it: the server closed its chat socket
  // with the old one, and a new socket signs in with the new one.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).not.toBe(before.token);
  await expect.poll(() => readySockets.count).toBe(2);
  await page.getByRole('navigation', { name: 'Tenant navigation' }).getByRole('link', { name: 'My Bookings' }).click();
  await expect(page.getByText('You have not booked any properties yet.')).toBeVisible();
  await expect(page).toHaveURL('/tenant/bookings');

  // The other browser's next action is refused: it is told why and sent to login.
  await other.goto('/tenant/bookings');
  await expect(other.getByText(EXPIRED)).toBeVisible();
  await expect(other).toHaveURL('/login');
  expect(await other.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // The old password no longer works; the new one does, through the form.
  const oldLogin = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password, role: 'tenant' },
  });
  expect(oldLogin.status()).toBe(401);
  await other.getByLabel('Email').fill(account.email);
  await other.getByLabel('Password').fill('brand-new-1');
  await other.getByRole('button', { name: 'Login' }).click();
  await expect(other).toHaveURL('/tenant/search');
  await expect(other.getByTestId('greeting')).toHaveText(`Hi, ${account.firstName} ${account.lastName}`);
});

test('deleting the account asks first, then clears storage, goes home and the login is refused', async ({ page, request }) => {
  const account = await signInAs(page, request, 'landlord');
  await page.evaluate(() => localStorage.setItem('pendingBooking', '{}'));
  await page.goto('/landlord/profile');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Account Deletion' });
  await expect(dialog).toContainText('permanently delete your account and all associated data');
  await expect(dialog).toContainText('cannot be undone');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Delete Account' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Find or List Your Perfect Rental Property' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.length)).toBe(0);

  const login = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password, role: 'landlord' },
  });
  expect(login.status()).toBe(401);
  await page.goto('/landlord/profile');
  await expect(page).toHaveURL('/login');
});

test('other tabs follow: a new name shows there, and a logout there leaves the area', async ({ context, page, request }) => {
  const account = await signInAs(page, request, 'tenant');
  await page.goto('/tenant/profile');
  const second = await context.newPage();
  await second.goto('/tenant/bookings');
  await expect(second.getByTestId('greeting')).toHaveText(`Hi, ${account.firstName} ${account.lastName}`);

  await field(page, 'First Name').fill('Meera');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(SAVED)).toBeVisible();
  await expect(second.getByTestId('greeting')).toHaveText(`Hi, Meera ${account.lastName}`);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(second).toHaveURL('/login');
  await expect(page).toHaveURL('/login');
});

test('“Download my data” saves a JSON file of the account: the profile, and no password hash', async ({ page, request }) => {
  const account = await signInAs(page, request, 'tenant');
  await page.goto('/tenant/profile');
  let exports = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/me/export') exports += 1;
  });
  const downloading = page.waitForEvent('download');
  // Twice at once, as an impatient person does: the button holds the first and one file comes.
  const button = page.getByRole('button', { name: 'Download my data' });
  await button.dblclick();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^rentease-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile(await download.path(), 'utf8'));
  expect(data.profile).toMatchObject({ email: account.email, first_name: account.firstName, role: 'tenant' });
  expect(data.profile).not.toHaveProperty('password_hash');
  expect(Array.isArray(data.bookings)).toBe(true);
  await expect(page.getByText('Your data is downloaded.')).toBeVisible();
  expect(exports).toBe(1);
});
