import { expect } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { registerAccount, signInAsAdmin, signInWith } from '../support/accounts';
import { holdRequests } from '../support/hold-requests';
import { test } from '../support/test';

const BLOCKED = 'Your account has been blocked. Please contact support.';

test('the admin signs in and is taken to the dashboard after a moment', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.locator('footer')).toHaveCount(0);
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login successful! Redirecting...')).toBeVisible();
  await expect(page).toHaveURL('/admin/dashboard');
  await expect(page.getByTestId('greeting')).toHaveText('Hi, Admin');
  // What waits for the admin comes first: the demo seed leaves a report open.
  const waiting = page.getByRole('region', { name: 'Needs you now' });
  await expect(waiting.getByText(/^\d+ open reports?$/)).toBeVisible();
  await expect(waiting.getByText(/^Waiting since /)).toBeVisible();
  await waiting.getByRole('link', { name: 'Review reports' }).click();
  await expect(page).toHaveURL('/admin/reports');
  await page.goBack();
  const stored = await page.evaluate(() => ({ ...localStorage }));
  expect(stored).toMatchObject({ adminRole: 'admin', adminEmail: E2E_ADMIN.email, adminName: 'Admin' });

  // Unknown admin paths go back to the dashboard.
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

test('the admin shell links every section', async ({ page, request }) => {
  await signInAsAdmin(page, request);
  await page.goto('/admin/dashboard');
  const nav = page.getByRole('navigation', { name: 'Admin navigation' });
  for (const [name, path, heading] of [
    ['Users', '/admin/users', 'Users'],
    ['Properties', '/admin/properties', 'Properties'],
    ['Bookings', '/admin/bookings', 'Bookings'],
    ['Transactions', '/admin/transactions', 'Transactions'],
    ['Notifications', '/admin/notifications', 'Notifications'],
    ['Dashboard', '/admin/dashboard', 'Dashboard'],
  ] as const) {
    await nav.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  }
});

test('the dashboard shows the numbers the API gives', async ({ page, request }) => {
  await signInAsAdmin(page, request);
  const answer = (path: string) => page.waitForResponse((res) => new URL(res.url()).pathname === path && res.ok());
  const [users, properties, overview] = await Promise.all([
    answer('/api/user/user-stats'),
    answer('/api/user/property-stats'),
    answer('/api/admin/overview'),
    page.goto('/admin/dashboard'),
  ]);
  const userStats = await users.json();
  const propertyStats = await properties.json();
  const figures = await overview.json();
  const number = new Intl.NumberFormat('en-IN');
  const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
  const stat = (label: string) => page.getByRole('region', { name: label, exact: true }).getByTestId('stat-value');

  await expect(stat('Tenants')).toHaveText(number.format(userStats.tenants));
  await expect(stat('Landlords')).toHaveText(number.format(userStats.landlords));
  await expect(stat('Properties')).toHaveText(number.format(propertyStats.total));
  for (const type of ['apartment', 'house', 'studio', 'villa']) {
    await expect(page.getByTestId(`type-${type}`)).toContainText(number.format(propertyStats.types[type]));
  }
  await expect(stat('Bookings')).toHaveText(number.format(figures.bookings));
  await expect(stat('Revenue')).toHaveText(rupees.format(figures.revenue));
  // The seeded data has confirmed, paid stays.
  expect(figures.bookings).toBeGreaterThan(0);
  expect(figures.monthlyRevenue).toHaveLength(12);

  const chart = page.getByRole('figure', { name: 'Monthly revenue' });
  await expect(chart.getByTestId('trends-chart')).toBeVisible();
  // Screen readers get the figures as a table.
  const last = figures.monthlyRevenue.at(-1);
  await expect(chart.getByRole('table')).toContainText(rupees.format(last.total));
  // The same chart shows stays booked, refunds and sign-ups per month.
  const trends = chart.getByRole('group', { name: 'Show per month' });
  await trends.getByRole('button', { name: 'Bookings' }).click();
  const bookingsChart = page.getByRole('figure', { name: 'Monthly bookings' });
  await expect(bookingsChart.getByRole('table')).toContainText('Bookings');
  const bookedRows = bookingsChart.getByRole('table').getByRole('row');
  await expect(bookedRows).toHaveCount(13);
  const bookedYear = figures.monthlyBookings.reduce((sum: number, month: { total: number }) => sum + month.total, 0);
  expect(bookedYear).toBeGreaterThan(0);
  await expect(bookedRows.last()).toContainText(number.format(figures.monthlyBookings.at(-1).total));
  await bookingsChart.getByRole('button', { name: 'New users' }).click();
  await expect(page.getByRole('figure', { name: 'New users per month' })).toBeVisible();
  await page.getByRole('figure', { name: 'New users per month' }).getByRole('button', { name: 'Refunds' }).click();
  await expect(page.getByRole('figure', { name: 'Monthly refunds' }).getByRole('table')).toContainText(
    rupees.format(figures.monthlyRefunds.at(-1).total),
  );

  const activity = page.getByRole('region', { name: 'Recent Activity' });
  if (figures.recentActivity.length > 0) {
    await expect(activity.getByText(figures.recentActivity[0].summary).first()).toBeVisible();
  } else {
    await expect(activity.getByText('Nothing has been changed yet.')).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Needs you now' })).toBeVisible();

  // The admin's own devices, this one marked (other tests sign the same admin in meanwhile, so
  // only this device is counted).
  const security = page.getByRole('region', { name: 'Your account security' });
  const devices = security.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem');
  await expect(devices.filter({ hasText: 'This device' })).toHaveCount(1);
});

test('a blocked tenant is refused at login and sent out of a signed-in session; unblocking restores access', async ({
  page,
  openContext,
  request,
}) => {
  // Three browsers, five password checks (scrypt, slow on purpose) and a chat socket to close.
  test.slow();
  const tenant = await registerAccount(request, 'tenant');
  const name = `${tenant.firstName} ${tenant.lastName}`;
  // One browser is in the tenant area (chat socket open); another signed in earlier and is idle.
  const activeContext = await openContext();
  const active = await activeContext.newPage();
  await signInWith(active, request, tenant);
  await active.goto('/tenant/bookings');
  await expect(active.getByTestId('greeting')).toHaveText(`Hi, ${name}`);
  const idleContext = await openContext();
  const idle = await idleContext.newPage();
  await signInWith(idle, request, tenant);

  await signInAsAdmin(page, request);
  await page.goto(`/admin/users?tenants=${encodeURIComponent(tenant.email)}`);
  const tenants = page.getByRole('region', { name: 'Tenants' });
  const row = tenants.getByRole('row').filter({ hasText: tenant.email });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(3)).toHaveText(tenant.phone);

  const held = await holdRequests(page, '**/api/user/block');
  await row.getByRole('button', { name: `Block ${name}` }).click();
  await expect(row.getByRole('button', { name: `Block ${name}` })).toBeDisabled();
  held.release();
  await expect(row.getByRole('button', { name: `Unblock ${name}` })).toBeEnabled();
  await expect(row.getByText('Blocked')).toBeVisible();
  expect(held.count).toBe(1);

  // The open session is ended at once (its chat socket is closed) and told why.
  await expect(active).toHaveURL('/login');
  expect(await active.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // The idle one is refused on its next request, says why and goes to login.
  await idle.goto('/tenant/payments');
  await expect(idle.getByText(BLOCKED)).toBeVisible();
  await expect(idle).toHaveURL('/login');
  await idle.getByLabel('Email').fill(tenant.email);
  await idle.getByLabel('Password').fill(tenant.password);
  await idle.getByRole('button', { name: 'Login' }).click();
  // The form says it (the toast that sent the session out may still be showing the same words).
  await expect(idle.getByRole('form', { name: 'Login' }).getByText(BLOCKED)).toBeVisible();
  await expect(idle).toHaveURL('/login');

  await row.getByRole('button', { name: `Unblock ${name}` }).click();
  await expect(row.getByRole('button', { name: `Block ${name}` })).toBeEnabled();
  await expect(row.getByText('Blocked')).toHaveCount(0);
  await idle.getByRole('button', { name: 'Login' }).click();
  await expect(idle).toHaveURL('/tenant/search');
});

test('a failed block says so and leaves the row as it was', async ({ page, request }) => {
  const tenant = await registerAccount(request, 'tenant');
  await signInAsAdmin(page, request);
  await page.route('**/api/user/block', (route) => route.fulfill({ status: 503, body: '' }));
  await page.goto(`/admin/users?tenants=${encodeURIComponent(tenant.email)}`);
  const row = page.getByRole('row').filter({ hasText: tenant.email });
  await row.getByRole('button', { name: /^Block / }).click();
  await expect(page.getByText('Could not update this user. Please try again.')).toBeVisible();
  await expect(row.getByRole('button', { name: /^Block / })).toBeEnabled();
});

test('the admin searches tenants and landlords, each table on its own, kept in the URL', async ({ page, request }) => {
  const tenant = await registerAccount(request, 'tenant');
  await signInAsAdmin(page, request);
  await page.goto('/admin/users');
  const tenants = page.getByRole('region', { name: 'Tenants' });
  const landlords = page.getByRole('region', { name: 'Landlords' });
  await expect(landlords.getByRole('row').filter({ hasText: 'kavya.landlord@rentease.local' })).toHaveCount(1);

  // Case-insensitive, on the last name.
  await page.getByRole('searchbox', { name: 'Search tenants' }).fill(tenant.lastName.toUpperCase());
  await expect(tenants.getByRole('row')).toHaveCount(2); // the header and one person
  await expect(tenants.getByRole('row').nth(1)).toContainText(tenant.email);
  await expect(page.getByTestId('tenant-count')).toHaveText('1 tenant found');
  await expect(page).toHaveURL(new RegExp(`tenants=${tenant.lastName.toUpperCase()}`));
  // The other table is not filtered.
  await expect(landlords.getByRole('row').filter({ hasText: 'kavya.landlord@rentease.local' })).toHaveCount(1);

  // On the first name, and on part of an email.
  await page.getByRole('searchbox', { name: 'Search landlords' }).fill('KAVYA');
  await expect(landlords.getByRole('row').filter({ hasText: 'Kavya' })).toHaveCount(1);
  await expect(landlords.getByRole('row').filter({ hasText: 'Priya' })).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search landlords' }).fill('arjun.landlord@');
  await expect(landlords.getByRole('row').filter({ hasText: 'Arjun' })).toHaveCount(1);
  await expect(landlords.getByRole('row').filter({ hasText: 'Kavya' })).toHaveCount(0);

  // On the phone.
  await page.getByRole('searchbox', { name: 'Search landlords' }).fill('98450');
  await expect(landlords.getByRole('row').filter({ hasText: 'Arjun' })).toHaveCount(1);
  await expect(landlords.getByRole('row')).toHaveCount(2);

  await page.getByRole('searchbox', { name: 'Search landlords' }).fill('no such person zzz');
  await expect(landlords.getByText('No landlords match "no such person zzz".')).toBeVisible();

  // A reload keeps both searches.
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search tenants' })).toHaveValue(tenant.lastName.toUpperCase());
  await expect(tenants.getByRole('row').nth(1)).toContainText(tenant.email);
});

test('the admin marks a contact message read and unread', async ({ page, request }) => {
  const sender = `Visitor ${Date.now()}`;
  const sent = await request.post('/api/notification', {
    data: { name: sender, email: 'visitor@example.com', message: 'Is the Pune flat\nstill free in May?' },
  });
  expect(sent.status()).toBe(201);
  await signInAsAdmin(page, request);
  await page.goto('/admin/notifications');
  const message = page.getByRole('article', { name: sender });
  await expect(message).toContainText('visitor@example.com');
  await expect(message).toContainText('Is the Pune flat');
  await expect(message.getByText('Unread')).toBeVisible();
  await expect(message).toHaveAttribute('data-unread', 'true');

  await message.getByRole('button', { name: 'Mark as Read' }).click();
  await expect(page.getByText('Marked as Read')).toBeVisible();
  await expect(message.getByRole('button', { name: 'Mark as Unread' })).toBeVisible();
  await expect(message.getByText('Unread', { exact: true })).toHaveCount(0);

  await message.getByRole('button', { name: 'Mark as Unread' }).click();
  await expect(page.getByText('Marked as Unread')).toBeVisible();
  await expect(message.getByRole('button', { name: 'Mark as Read' })).toBeVisible();

  // The server kept it.
  await page.reload();
  await expect(page.getByRole('article', { name: sender }).getByRole('button', { name: 'Mark as Read' })).toBeVisible();

  await page.route('**/api/notification/*', (route) => route.fulfill({ status: 500, body: '' }));
  await page.getByRole('article', { name: sender }).getByRole('button', { name: 'Mark as Read' }).click();
  await expect(page.getByText('Failed to update message status.')).toBeVisible();
});

test('contact messages that cannot be loaded, or none at all, say so', async ({ page, request }) => {
  await signInAsAdmin(page, request);
  await page.route('**/api/notification-messages**', (route) => route.fulfill({ status: 500, body: '' }));
  await page.goto('/admin/notifications');
  await expect(page.getByText('Failed to load messages.').first()).toBeVisible();

  await page.unroute('**/api/notification-messages**');
  await page.route('**/api/notification-messages**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', headers: { 'x-total-count': '0' }, body: '[]' }),
  );
  await page.reload();
  await expect(page.getByText('No messages found.')).toBeVisible();
});

test('an expired admin session is sent to the admin login and told why', async ({ page, request }) => {
  await signInAsAdmin(page, request);
  await page.evaluate(() => localStorage.setItem('adminToken', 'not-a-token'));
  await page.goto('/admin/users');
  await expect(page.getByText('Your session has expired. Please log in again.')).toBeVisible();
  await expect(page).toHaveURL('/admin/login');
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
});
