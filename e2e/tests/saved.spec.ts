import { expect } from '@playwright/test';
import { registerAccount, signInAs } from '../support/accounts';
import { publishListings } from '../support/listings';
import { test } from '../support/test';

type Listing = { id: string; title: string; city: string };

async function listingsIn(request: import('@playwright/test').APIRequestContext, count: number) {
  const city = await publishListings(request, count);
  const listings: Listing[] = await (await request.get(`/api/property?city=${city}`)).json();
  return { city, listings };
}

test.describe('saved homes and searches', () => {
  test('a tenant saves a home with the heart, finds it under Saved after a reload, and removes it there', async ({
    page,
    request,
  }) => {
    const { city, listings } = await listingsIn(request, 2);
    const [home] = listings;
    if (!home) throw new Error('no listing');
    await signInAs(page, request, 'tenant');
    await page.goto(`/tenant/search?city=${city}`);

    const heart = page.getByRole('button', { name: `Save ${home.title}` }).first();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByRole('button', { name: `Save ${home.title}` }).first()).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('link', { name: 'Saved' }).click();
    await expect(page).toHaveURL(/\/tenant\/saved$/);
    const saved = page.getByRole('list', { name: 'Properties' });
    await expect(saved.getByRole('article')).toHaveCount(1);
    await expect(saved.getByRole('article')).toContainText(home.title);

    await saved.getByRole('button', { name: `Save ${home.title}` }).click();
    await expect(page.getByText('No saved homes yet')).toBeVisible();
  });

  test('quick taps on the heart end in the state of the last tap', async ({ page, request }) => {
    const { city, listings } = await listingsIn(request, 1);
    const [home] = listings;
    if (!home) throw new Error('no listing');
    await signInAs(page, request, 'tenant');
    await page.goto(`/tenant/search?city=${city}`);
    const heart = page.getByRole('button', { name: `Save ${home.title}` });
    await heart.click();
    await heart.click();
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    // What the server kept agrees once the taps have settled.
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('button', { name: `Save ${home.title}` })).toHaveAttribute('aria-pressed', 'true', {
        timeout: 1000,
      });
    }).toPass();
  });

  test('a visitor who taps the heart logs in and comes back to the same search', async ({ page, request }) => {
    const { city, listings } = await listingsIn(request, 1);
    const tenant = await registerAccount(request, 'tenant');
    await page.goto(`/browse?city=${city}`);
    await page.getByRole('button', { name: `Save ${listings[0]?.title}` }).click();
    await expect(page).toHaveURL(/\/login\?next=/);
    await page.getByLabel('Email').fill(tenant.email);
    await page.getByLabel('Password').fill(tenant.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(`/browse?city=${city}`);
  });

  test("the detail dialog saves, shares and opens the listing's own page", async ({ page, request }) => {
    const { city, listings } = await listingsIn(request, 1);
    const [home] = listings;
    if (!home) throw new Error('no listing');
    await signInAs(page, request, 'tenant');
    await page.goto(`/tenant/search?city=${city}`);
    await page
      .getByRole('article')
      .filter({ hasText: home.title })
      .getByRole('button', { name: `${home.title}, ` })
      .click();
    const dialog = page.getByRole('dialog', { name: home.title });
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog.getByRole('button', { name: 'Saved', exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Share' })).toBeVisible();
    await dialog.getByRole('link', { name: 'Open full page' }).click();
    await expect(page).toHaveURL(`/homes/${home.id}`);
    await expect(page.getByRole('heading', { level: 1, name: home.title })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Saved', exact: true })).toBeVisible();
    // Back on the search, the card's heart agrees with the dialog's.
    await page.goBack();
    await page.getByRole('dialog', { name: home.title }).getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('button', { name: `Save ${home.title}` })).toHaveAttribute('aria-pressed', 'true');
  });

  test('a tenant saves a search once however fast they click, and opens it again from Saved', async ({ page, request }) => {
    const { city } = await listingsIn(request, 1);
    await signInAs(page, request, 'tenant');
    await page.goto(`/tenant/search?q=${city}&minBedrooms=1`);
    const save = page.getByRole('button', { name: 'Save this search' });
    await save.dblclick();
    await expect(page.getByText('Search saved. We will tell you when new homes match it.')).toBeVisible();

    await page.goto('/tenant/saved');
    const entry = page.getByRole('listitem').filter({ hasText: `${city} · 1+ bedroom` });
    await expect(entry).toHaveCount(1);
    await entry.getByRole('link', { name: 'Show homes' }).click();
    await expect(page).toHaveURL(new RegExp(`/tenant/search\\?q=${city}&minBedrooms=1$`));
    await expect(page.getByRole('article')).toHaveCount(1);

    await page.goto('/tenant/saved');
    await page.getByRole('button', { name: `Delete saved search ${city} · 1+ bedroom` }).click();
    await expect(page.getByText('No saved searches.', { exact: false })).toBeVisible();
  });

  test('a search around a place is saved with its place and distance, and opens again nearest first', async ({
    page,
    request,
  }) => {
    await signInAs(page, request, 'tenant');
    // As choosing 'Near Koramangala' in the search box leaves it, with 5 km chosen.
    await page.goto('/tenant/search?near=12.9352,77.6245&nearName=Koramangala&radiusKm=5&sort=distance');
    await expect(page.getByRole('button', { name: 'Near Koramangala' })).toBeVisible();
    await page.getByRole('button', { name: 'Save this search' }).click();
    await expect(page.getByText('Search saved. We will tell you when new homes match it.')).toBeVisible();

    await page.goto('/tenant/saved');
    const entry = page.getByRole('listitem').filter({ hasText: 'Near Koramangala · Within 5 km' });
    await expect(entry).toHaveCount(1);
    await entry.getByRole('link', { name: 'Show homes' }).click();
    await expect(page).toHaveURL(/\/tenant\/search\?near=12\.9352%2C77\.6245&nearName=Koramangala&radiusKm=5&sort=distance$/);
    await expect(page.getByRole('button', { name: 'Near Koramangala' })).toBeVisible();
    await expect(page.getByLabel('Sort by')).toHaveValue('distance');
    const first = page.getByRole('article').first();
    await expect(first).toContainText('Bengaluru');
    await expect(first.getByTestId('distance')).toHaveText(/ km away$/);
  });
});
