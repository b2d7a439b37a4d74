import { expect, type Page } from '@playwright/test';
import { signInAs } from '../support/accounts';
import { pngImage } from '../support/listings';
import { test } from '../support/test';
import { uniqueTag } from '../support/unique-tag';

/** Adds a listing with three photos through the form; returns its card. */
async function addListingWithThreePhotos(page: Page, city: string) {
  await page.getByRole('button', { name: 'Add Property' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Property' });
  await dialog.getByLabel('Title').fill(`Old title in ${city}`);
  await dialog.getByRole('combobox', { name: 'City' }).fill(city);
  await dialog.getByLabel('Price').fill('20000');
  await dialog.getByLabel('Bedrooms').fill('2');
  await dialog.getByLabel('Bathrooms').fill('1');
  await dialog.getByLabel('Area').fill('900');
  await dialog.getByLabel('Add photos').setInputFiles([
    { name: 'first.png', mimeType: 'image/png', buffer: await pngImage(20) },
    { name: 'second.png', mimeType: 'image/png', buffer: await pngImage(120) },
    { name: 'third.png', mimeType: 'image/png', buffer: await pngImage(220) },
  ]);
  await expect(dialog.getByRole('button', { name: /Remove image/ })).toHaveCount(3);
  await dialog.getByRole('button', { name: 'Add Property' }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('article').filter({ hasText: city });
  await expect(card).toBeVisible();
  return card;
}

test('a landlord edits a listing, reorders and removes photos, and search shows it at once; pausing hides it until resumed', async ({
  page,
  request,
}) => {
  // One story through many screens (edit, photos, search, pause, resume): it runs about 25 s alone.
  test.slow();
  await signInAs(page, request, 'landlord');
  await page.goto('/landlord/properties');
  const city = `Editpur${uniqueTag()}`;
  const card = await addListingWithThreePhotos(page, city);
  await expect(card.getByTestId('booking-mode')).toHaveText('Instant booking');

  // The form opens filled in with the listing as it is.
  await card.getByRole('button', { name: `Edit Old title in ${city}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Property' });
  await expect(dialog.getByLabel('Title')).toHaveValue(`Old title in ${city}`);
  await expect(dialog.getByLabel('Price')).toHaveValue('20000');
  await expect(dialog.getByLabel('Move-in window (days)')).toHaveValue('4');
  await expect(dialog.getByRole('button', { name: /Remove image/ })).toHaveCount(3);
  const tile = (position: number) =>
    dialog.getByRole('listitem').filter({ has: page.getByRole('button', { name: `Remove image ${position}` }) });
  // The photos as saved, cover first, by their thumbnails.
  const [, second, third] = await Promise.all([1, 2, 3].map((position) => tile(position).locator('img').getAttribute('src')));
  if (!second || !third) throw new Error('the photos have no thumbnails');

  await dialog.getByLabel('Title').fill(`Renovated flat in ${city}`);
  await dialog.getByLabel('Price').fill('23500');
  await dialog.getByLabel('Move-in window (days)').fill('10');
  await dialog.getByLabel('Booking').click();
  await page.getByRole('option', { name: 'Owner approves requests' }).click();

  // Photos: the third dragged onto the cover's place, the new second moved down with the keyboard,
  // and the photo that ends up last removed: third, second.
  await tile(3).dragTo(tile(1));
  await expect(tile(1).locator('img')).toHaveAttribute('src', third);
  await expect(dialog.getByText('Image 3 is now the cover.')).toBeAttached();
  await dialog.getByRole('button', { name: 'Move image 2 down' }).focus();
  await page.keyboard.press('Enter');
  await expect(tile(2).locator('img')).toHaveAttribute('src', second);
  await dialog.getByRole('button', { name: 'Remove image 3' }).click();
  await expect(dialog.getByRole('button', { name: /Remove image/ })).toHaveCount(2);

  // The deposit is at most twelve months of the new rent (12 × ₹23,500 = ₹2,82,000).
  await dialog.getByLabel('Security deposit').fill('282001');
  await dialog.getByLabel('House rules').fill('No smoking indoors.');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('The deposit can be at most 12 months of rent')).toBeVisible();
  await dialog.getByLabel('Security deposit').fill('47000');

  // A double click saves once.
  const puts: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'PUT' && sent.url().includes('/api/property/')) puts.push(sent.url());
  });
  await dialog.getByRole('button', { name: 'Save Changes' }).dblclick();
  await expect(page.getByText('Property updated successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(puts).toHaveLength(1);

  const edited = page.getByRole('article').filter({ hasText: `Renovated flat in ${city}` });
  await expect(edited.locator('img').first()).toHaveAttribute('src', third);
  await expect(edited.getByTestId('booking-mode')).toHaveText('Owner approves requests');

  // The public search shows the change at once: title, price, cover and booking mode.
  const search = await page.context().newPage();
  await search.goto(`/browse?city=${city}`);
  const result = search.getByRole('article');
  await expect(result).toHaveCount(1);
  await expect(result).toContainText(`Renovated flat in ${city}`);
  await expect(result).toContainText('₹23,500');
  await expect(result).toContainText('Owner approves requests');
  await expect(result.getByTestId('deposit')).toHaveText(' · Deposit ₹47,000');
  await expect(result.locator('img').first()).toHaveAttribute('src', third);
  await result.getByRole('button', { name: `Renovated flat in ${city}, ${city}` }).click();
  const detail = search.getByRole('dialog', { name: new RegExp(`Renovated flat in ${city}`) });
  await expect(detail.getByRole('button', { name: /View image \d of 2/ })).toHaveCount(2);
  await expect(detail.getByText('Owner approves requests')).toBeVisible();
  await expect(detail.getByText('Deposit ₹47,000')).toBeVisible();

  // Paused: out of search, marked on the landlord's card.
  await edited.getByRole('button', { name: `Pause Renovated flat in ${city}` }).click();
  await expect(page.getByText('Listing paused. It is hidden from search until you resume it.')).toBeVisible();
  await expect(edited.getByText('Paused', { exact: true })).toBeVisible();
  await search.goto(`/browse?city=${city}`);
  await expect(search.getByText('No properties found')).toBeVisible();
  await expect(search.getByRole('article')).toHaveCount(0);

  await edited.getByRole('button', { name: `Resume Renovated flat in ${city}` }).click();
  await expect(edited.getByText('Paused', { exact: true })).toHaveCount(0);
  await search.goto(`/browse?city=${city}`);
  await expect(search.getByRole('article')).toHaveCount(1);
  await search.close();
});
