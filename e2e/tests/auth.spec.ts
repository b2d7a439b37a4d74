import { expect } from '@playwright/test';
import { newAccount, registerAccount } from '../support/accounts';
import { fillRegistration } from '../support/forms';
import { holdRequests } from '../support/hold-requests';
import { test } from '../support/test';
import { emotionCssLength, recordScripts } from '../support/ui-kit';

for (const role of ['tenant', 'landlord'] as const) {
  test(`a ${role} registers, is sent to login, signs in and lands on their page`, async ({ page }) => {
    const account = newAccount(role);
    await fillRegistration(page, account);
    if (role === 'landlord') await page.getByRole('button', { name: 'Landlord' }).click();
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Registered successfully!')).toBeVisible();
    await expect(page.getByLabel('First Name')).toHaveValue('');
    await expect(page).toHaveURL('/login', { timeout: 5000 });

    // Tenant is the default role on the login form.
    await expect(page.getByRole('button', { name: 'Tenant' })).toHaveAttribute('aria-pressed', 'true');
    if (role === 'landlord') await page.getByRole('button', { name: 'Landlord' }).click();
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Login successful!')).toBeVisible();
    await expect(page).toHaveURL(role === 'landlord' ? '/landlord/properties' : '/tenant/search');
    await expect(page.getByTestId('greeting')).toHaveText(`Hi, ${account.firstName} ${account.lastName}`);
    const stored = await page.evaluate(() => ({ ...localStorage }));
    expect(stored).toMatchObject({ role, email: account.email, firstName: account.firstName, lastName: account.lastName });
    expect(stored.token).toBeTruthy();
    expect(stored.userId).toBeTruthy();
  });
}

test('registration checks the fields before sending', async ({ page }) => {
  let requests = 0;
  await page.route('**/api/auth/register', (route) => {
    requests += 1;
    return route.continue();
  });
  await page.goto('/register');
  await page.getByLabel('First Name').fill('Asha');
  await page.getByLabel('Last Name').fill('Rao');
  await page.getByLabel('Email').fill('asha.example.com');
  await page.getByLabel('Password').fill('abc');
  await page.getByLabel('Phone').fill('1234');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Please fill all fields correctly.')).toBeVisible();
  await expect(page.getByText('Password must be at least 4 characters')).toBeVisible();
  await expect(page.getByText('Phone number must be at least 8 characters')).toBeVisible();
  expect(requests).toBe(0);
});

test('registration shows the server message for a taken email', async ({ page, request }) => {
  const existing = await registerAccount(request, 'tenant');
  await page.goto('/register');
  await page.getByLabel('First Name').fill('Other');
  await page.getByLabel('Last Name').fill('Person');
  await page.getByLabel('Email').fill(existing.email);
  await page.getByLabel('Password').fill('pass1234');
  await page.getByLabel('Phone').fill('9876543210');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('An account with this email already exists for the tenant role.')).toBeVisible();
  await expect(page).toHaveURL('/register');
});

test('login shows Logging in... and then the server error for a wrong password', async ({ page, request }) => {
  const account = await registerAccount(request, 'tenant');
  const held = await holdRequests(page, '**/api/auth/login');
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
  held.release();
  await expect(page.getByText('Invalid credentials')).toBeVisible();
  await expect(page).toHaveURL('/login');
});

test('login says Server error when the server cannot be reached', async ({ page }) => {
  await page.route('**/api/auth/login', (route) => route.abort('connectionrefused'));
  await page.goto('/login');
  await page.getByLabel('Email').fill('someone@example.com');
  await page.getByLabel('Password').fill('whatever');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Server error. Please try again.')).toBeVisible();
});

test('login requires every field', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login' }).click();
  expect(await page.getByLabel('Email').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
  await expect(page).toHaveURL('/login');
});

test('the register page links to login', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('main').getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL('/login');
});

/** An error page from something between us and the API (a proxy, say): no JSON, no message. */
const bareGatewayError = { status: 502, contentType: 'text/html', body: '<h1>Bad Gateway</h1>' };

test('login falls back to Invalid credentials when the error has no message', async ({ page }) => {
  await page.route('**/api/auth/login', (route) => route.fulfill(bareGatewayError));
  await page.goto('/login');
  await page.getByLabel('Email').fill('someone@example.com');
  await page.getByLabel('Password').fill('whatever');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Invalid credentials')).toBeVisible();
  await expect(page.getByText('Bad Gateway')).toHaveCount(0);
});

test('registration says Registration failed. when the error has no message', async ({ page }) => {
  await page.route('**/api/auth/register', (route) => route.fulfill(bareGatewayError));
  await fillRegistration(page, newAccount('tenant'));
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Registration failed.')).toBeVisible();
  await expect(page).toHaveURL('/register');
});

test('registration says Server error when the server cannot be reached', async ({ page }) => {
  await page.route('**/api/auth/register', (route) => route.abort('connectionrefused'));
  await fillRegistration(page, newAccount('tenant'));
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Server error. Please try again.')).toBeVisible();
  await expect(page.getByLabel('First Name')).not.toHaveValue('');
});

test.describe('Login without the UI kit', () => {
  test("registration, the password pages and the admin's login load none of MUI either", async ({ page }) => {
    const scripts = recordScripts(page);
    const pages = [
      { path: '/register', chunk: '/register-page-', title: 'Register' },
      { path: '/forgot-password', chunk: '/forgot-password-page-', title: 'Forgot password?' },
      { path: '/reset-password?token=unused', chunk: '/reset-password-page-', title: 'Choose a new password' },
      { path: '/admin/login', chunk: '/admin-login-page-', title: 'Admin Login' },
    ];
    for (const { path, chunk, title } of pages) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await expect(page.locator('form input').first()).toBeVisible();
      expect(scripts.has(chunk)).toBe(true);
    }
    expect(scripts.uiKit()).toEqual([]);
  });

  test('the login page loads none of MUI, and its fields and account type behave as MUI drew them', async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto('/login', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    expect(scripts.has('/login-page-')).toBe(true);
    expect(scripts.uiKit()).toEqual([]);
    expect(await emotionCssLength(page)).toBe(0);

    // The label sits in the empty field, and moves into the outline's notch once it has focus or words.
    const email = page.getByRole('textbox', { name: 'Email' });
    const emailLabel = page.locator('label', { hasText: 'Email' });
    await expect(emailLabel).toHaveCSS('transform', 'matrix(1, 0, 0, 1, 14, 16)');
    await email.focus();
    await expect(emailLabel).toHaveCSS('transform', 'matrix(0.75, 0, 0, 0.75, 14, -9)');
    await expect(emailLabel).toHaveCSS('color', 'rgb(15, 118, 110)');
    await email.fill('someone@example.com');
    await page.getByLabel('Password').focus();
    await expect(emailLabel).toHaveCSS('transform', 'matrix(0.75, 0, 0, 0.75, 14, -9)');
    await expect(emailLabel).toHaveCSS('color', 'rgb(75, 85, 99)');

    // One account type is in the tab order; the arrow keys move between them and Space chooses.
    const tenant = page.getByRole('button', { name: 'Tenant' });
    const landlord = page.getByRole('button', { name: 'Landlord' });
    await expect(landlord).toHaveAttribute('tabindex', '-1');
    await email.focus();
    await page.keyboard.press('Shift+Tab');
    await expect(tenant).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(landlord).toBeFocused();
    await page.keyboard.press('Space');
    await expect(landlord).toHaveAttribute('aria-pressed', 'true');
    await expect(tenant).toHaveAttribute('aria-pressed', 'false');
    await expect(landlord).toHaveAttribute('tabindex', '0');

    // A field the rules refuse says why beside it, in red, and is described by it.
    await email.fill('a@b');
    await page.getByLabel('Password').fill('whatever1');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(email).toHaveAccessibleDescription('Enter a valid email address');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(emailLabel).toHaveCSS('color', 'rgb(220, 38, 38)');
  });
});
