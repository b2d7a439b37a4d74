import { expect, type Locator, type Page } from '@playwright/test';
import { registerAccount, signInAs } from '../support/accounts';
import { test } from '../support/test';

// A phone: what a tenant holds in their hand on the way to a viewing.
test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

const AFTER_LOAD = { timeout: 15_000 };

/** The box is inside the screen as it is, without scrolling. */
async function expectOnScreen(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  expect(box).not.toBeNull();
  expect(viewport).not.toBeNull();
  if (!box || !viewport) return;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height + 1);
}

test('the listing dialog keeps the rent, Contact and Book in a bar at the bottom; booking is a sheet that continues to payment', async ({
  page,
  request,
}) => {
  await signInAs(page, request, 'tenant');
  await page.goto('/tenant/search?city=Goa');
  await page.getByRole('article').first().click();
  const dialog = page.getByRole('dialog', { name: /Beach villa/ });
  const bar = dialog.getByTestId('listing-action-bar');
  await expect(bar).toBeVisible(AFTER_LOAD);
  await expectOnScreen(page, bar);
  await expect(bar).toContainText('₹1,20,000');
  await expect(bar.getByRole('button', { name: 'Contact Owner' })).toBeVisible();
  // Reporting is still there, at the end of the listing, not in the bar.
  await expect(bar.getByRole('button', { name: 'Report this listing' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Report this listing' })).toHaveCount(1);

  await bar.getByRole('button', { name: 'Book this Property' }).click();
  const sheet = page.getByRole('dialog', { name: 'Book This Property' });
  await expect(sheet.getByTestId('booking-availability')).toBeVisible(AFTER_LOAD);
  const sheetBox = await sheet.boundingBox();
  expect(sheetBox?.width).toBe(375);
  await expect(sheet.getByRole('button', { name: 'Continue to payment' })).toBeVisible();
  await sheet.getByRole('button', { name: 'Back' }).click();
  await expect(sheet).toBeHidden();
  await expect(dialog).toBeVisible();
});

test("a listing's own page keeps the rent, Book and Contact at the bottom of the screen", async ({ page, request }) => {
  const [listing] = await (await request.get('/api/property?city=Goa')).json();
  await page.goto(`/homes/${listing.id}`);
  const bar = page.getByTestId('listing-action-bar');
  await expect(bar).toBeVisible(AFTER_LOAD);
  await expectOnScreen(page, bar);
  await expect(bar).toContainText('₹1,20,000');
  // Edge to edge: nothing of the page shows beside or under it.
  const barBox = await bar.boundingBox();
  expect(barBox?.x).toBe(0);
  expect(barBox?.width).toBe(375);
  // Still there far down the page, by the reviews.
  await page.getByRole('heading', { name: 'About this home' }).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 1200);
  await expectOnScreen(page, bar);
  await bar.getByRole('button', { name: 'Book this Property' }).click();
  await expect(page).toHaveURL(/\/login/);
});

test("a saved search's buttons sit beside or below its words, never over them; a toast keeps clear of the title", async ({
  page,
  request,
}) => {
  await signInAs(page, request, 'tenant');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const created = await request.post('/api/saved-searches', {
    headers: { authorization: `Bearer ${token}` },
    data: { q: 'Thiruvananthapuram', type: 'apartment', minPrice: 15000, maxPrice: 45000, bedrooms: 2 },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.goto('/tenant/saved');
  const row = page.getByRole('listitem').filter({ hasText: 'Thiruvananthapuram' });
  const words = row.getByText(/Thiruvananthapuram/);
  const show = row.getByRole('link', { name: 'Show homes' });
  await expect(show).toBeVisible(AFTER_LOAD);
  const [wordsBox, showBox] = [await words.boundingBox(), await show.boundingBox()];
  if (!wordsBox || !showBox) throw new Error('not laid out');
  const overlaps =
    wordsBox.x < showBox.x + showBox.width &&
    showBox.x < wordsBox.x + wordsBox.width &&
    wordsBox.y < showBox.y + showBox.height &&
    showBox.y < wordsBox.y + wordsBox.height;
  expect(overlaps).toBe(false);

  await row.getByRole('button', { name: /^Delete saved search/ }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Saved search deleted.' });
  await expect(toast).toBeVisible();
  const toastBox = await toast.boundingBox();
  expect(toastBox?.y ?? 0).toBeGreaterThan(812 / 2);
});

test('a refused login is said at the top of the form, not in a toast away from it', async ({ page, request }) => {
  const account = await registerAccount(request, 'tenant');
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill('not-the-password');
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(form.getByRole('alert')).toHaveText('Invalid credentials');
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);

  // An email the server cannot take is said beside the email field instead.
  await form.getByLabel('Email').fill('x@y.z');
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(form.getByLabel('Email')).toHaveAccessibleDescription('Enter a valid email address');
  await expect(form.getByRole('alert')).toHaveCount(0);
});

test('a taken email is said beside the email field when registering', async ({ page, request }) => {
  const existing = await registerAccount(request, 'tenant');
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Register' });
  await form.getByLabel('First Name').fill('Other');
  await form.getByLabel('Last Name').fill('Person');
  await form.getByLabel('Email').fill(existing.email);
  await form.getByLabel('Password').fill('pass1234');
  await form.getByLabel('Phone').fill('9876543210');
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form.getByLabel('Email')).toHaveAccessibleDescription(
    'An account with this email already exists for the tenant role.',
  );
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
});
