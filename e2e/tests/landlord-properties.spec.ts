import { expect, type Page } from '@playwright/test';
import { signInAs } from '../support/accounts';
import { holdRequests } from '../support/hold-requests';
import { pngImage } from '../support/listings';
import { test } from '../support/test';
import { uniqueTag } from '../support/unique-tag';

async function fillListing(page: Page, city: string) {
  const dialog = page.getByRole('dialog', { name: 'Add Property' });
  await dialog.getByLabel('Title').fill(`Garden flat in ${city}`);
  await dialog.getByLabel('Description').fill('Quiet street.\nTwo balconies.');
  await dialog.getByRole('combobox', { name: 'City' }).fill(city);
  await dialog.getByLabel('Address').fill('7 Lake Road');
  await dialog.getByLabel('Price').fill('27500');
  await dialog.getByLabel('Bedrooms').fill('2');
  await dialog.getByLabel('Bathrooms').fill('2');
  await dialog.getByLabel('Area').fill('1100');
  await dialog.getByLabel('Type').click();
  await page.getByRole('option', { name: 'House' }).click();
  return dialog;
}

test('a new landlord sees the empty state', async ({ page, request }) => {
  await signInAs(page, request, 'landlord');
  await page.goto('/landlord/properties');
  await expect(page.getByRole('heading', { name: 'My Properties' })).toBeVisible();
  await expect(page.getByText("You haven't listed any properties yet.")).toBeVisible();
  await expect(page.getByText('Click the "Add Property" button to get started.')).toBeVisible();
});

test('a landlord adds a property with two photos, finds it in search, and deletes it after confirming', async ({
  page,
  request,
}) => {
  await signInAs(page, request, 'landlord');
  await page.goto('/landlord/properties');
  const city = `Lakeview${uniqueTag()}`;

  await page.getByRole('button', { name: 'Add Property' }).first().click();
  const dialog = await fillListing(page, city);
  await dialog.getByLabel('Add photos').setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: await pngImage(10) },
    { name: 'kitchen.png', mimeType: 'image/png', buffer: await pngImage(200) },
  ]);
  await expect(dialog.getByRole('button', { name: /Remove image/ })).toHaveCount(2);
  await expect(dialog.getByText('Cover', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Add Property' }).click();
  await expect(page.getByText('Property added successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();

  // It appears without a reload, with both photos in order.
  const card = page.getByRole('article').filter({ hasText: `Garden flat in ${city}` });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: `Garden flat in ${city}, ${city}` }).click();
  const detail = page.getByRole('dialog', { name: new RegExp(`Garden flat in ${city}`) });
  await expect(detail.getByRole('button', { name: /View image \d of 2/ })).toHaveCount(2);
  await detail.getByRole('button', { name: 'Close' }).click();

  // And in the public search.
  const search = await page.context().newPage();
  await search.goto(`/browse?city=${city}`);
  await expect(search.getByRole('article')).toHaveCount(1);
  await expect(search.getByRole('article')).toContainText('House');
  await search.close();

  // Delete sits in the card's menu, behind the confirmation.
  await card.getByRole('button', { name: `More actions for Garden flat in ${city}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page
    .getByRole('dialog')
    .filter({ hasText: 'Are you sure you want to delete this property? This action cannot be undone.' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: `More actions for Garden flat in ${city}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Property deleted.')).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(page.getByText("You haven't listed any properties yet.")).toBeVisible();
});

test('the form shows every rule of the spec and sends nothing until they hold', async ({ page, request }) => {
  await signInAs(page, request, 'landlord');
  await page.goto('/landlord/properties');
  let posts = 0;
  await page.route('**/api/property/add', (route) => {
    posts += 1;
    return route.continue();
  });
  await page.getByRole('button', { name: 'Add Property' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Property' });
  await dialog.getByLabel('Price').fill('0');
  await dialog.getByRole('button', { name: 'Add Property' }).click();
  for (const message of [
    'Title is required',
    'City is required',
    'Enter a valid price greater than 0',
    'Enter at least 1 bedroom',
    'Enter at least 1 bathroom',
    'Enter a valid area (sq.ft)',
    'Please upload at least one image',
  ]) {
    await expect(dialog.getByText(message)).toBeVisible();
  }
  expect(posts).toBe(0);
});

test('a file that is not an image is refused with the upload message', async ({ page, request }) => {
  await signInAs(page, request, 'landlord');
  await page.goto('/landlord/properties');
  await page.getByRole('button', { name: 'Add Property' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Property' });
  // Named and typed as a PNG, but the bytes are text: only the server's content check can tell.
  await dialog
    .getByLabel('Add photos')
    .setInputFiles([{ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not really a png') }]);
  await expect(page.getByText(/Image upload failed\. Try again\./).first()).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Retry image/ })).toBeVisible();
});

test('a failed delete says so', async ({ page, request }) => {
  await signInAs(page, request, 'landlord');
  await page.goto('/landlord/properties');
  await page.getByRole('button', { name: 'Add Property' }).first().click();
  const city = `Fail${uniqueTag()}`;
  const dialog = await fillListing(page, city);
  await dialog.getByLabel('Add photos').setInputFiles([{ name: 'a.png', mimeType: 'image/png', buffer: await pngImage(5) }]);
  await expect(dialog.getByRole('button', { name: /Remove image/ })).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Add Property' }).click();
  const card = page.getByRole('article').filter({ hasText: city });
  await expect(card).toBeVisible();

  await page.route('**/api/property/*', (route) =>
    route.request().method() === 'DELETE' ? route.fulfill({ status: 500, body: '{}' }) : route.continue(),
  );
  await card.getByRole('button', { name: /^More actions for / }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete property' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Error deleting property. Please try again.')).toBeVisible();
  // The confirmation stays open so the landlord can try again; nothing was removed.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toBeVisible();
});

test('photos upload with progress and can be removed or made the cover before saving', async ({ page, request }) => {
  await signInAs(page, request, 'landlord');
  await page.goto('/landlord/properties');
  const city = `Cover${uniqueTag()}`;
  await page.getByRole('button', { name: 'Add Property' }).first().click();
  const dialog = await fillListing(page, city);

  // Which stored image each file became, read from the upload answers.
  const thumbnailOf = new Map<string, string>();
  page.on('response', async (response) => {
    if (!response.url().endsWith('/api/uploads') || response.status() !== 201) return;
    const file = /filename="([^"]+)"/.exec(response.request().postData() ?? '')?.[1];
    const body = await response.json();
    if (file) thumbnailOf.set(file, body.images[0].thumbnail_url);
  });
  const held = await holdRequests(page, '**/api/uploads');
  await dialog.getByLabel('Add photos').setInputFiles([
    { name: 'first.png', mimeType: 'image/png', buffer: await pngImage(30) },
    { name: 'second.png', mimeType: 'image/png', buffer: await pngImage(90) },
    { name: 'third.png', mimeType: 'image/png', buffer: await pngImage(150) },
  ]);
  await expect(dialog.getByRole('progressbar', { name: 'Uploading image 1' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Uploading images...' })).toBeDisabled();
  held.release();
  await expect(dialog.getByRole('progressbar')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: /Remove image/ })).toHaveCount(3);

  await dialog.getByRole('button', { name: 'Remove image 2' }).click();
  await expect(dialog.getByRole('button', { name: /Remove image/ })).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Make cover: image 2' }).click();
  await dialog.getByRole('button', { name: 'Add Property' }).click();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('article').filter({ hasText: `Garden flat in ${city}` });
  await expect(card.locator('img').first()).toHaveAttribute('src', thumbnailOf.get('third.png') ?? 'missing');
  await card.getByRole('button', { name: `Garden flat in ${city}, ${city}` }).click();
  const detail = page.getByRole('dialog', { name: new RegExp(`Garden flat in ${city}`) });
  await expect(detail.getByRole('button', { name: /View image \d of 2/ })).toHaveCount(2);
});

test('adding needs a signed-in landlord: signing out elsewhere stops it with the spec message', async ({ page, request }) => {
  await signInAs(page, request, 'landlord');
  await page.goto('/landlord/properties');
  await expect(page.getByText("You haven't listed any properties yet.")).toBeVisible();
  // Another tab signed out: the stored user id is gone while this screen is still open.
  await page.evaluate(() => localStorage.removeItem('userId'));
  await page.getByRole('button', { name: 'Add Property' }).first().click();
  await expect(page.getByText('Only landlords can add properties.')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Add Property' })).toHaveCount(0);
});
