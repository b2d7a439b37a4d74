import { expect, type Locator, type Page, test } from '@playwright/test';
import { signInAs } from '../support/accounts';

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
