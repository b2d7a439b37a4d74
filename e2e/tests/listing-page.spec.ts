import { expect } from '@playwright/test';
import { registerAccount, signInAs } from '../support/accounts';
import { publishListings } from '../support/listings';
import { test } from '../support/test';
import { emotionCssLength, recordScripts } from '../support/ui-kit';

type Listing = { id: string; title: string; city: string; price: number; owner_first_name?: string };

async function listingOfItsOwn(request: import('@playwright/test').APIRequestContext): Promise<Listing> {
  const city = await publishListings(request, 1);
  const [listing] = await (await request.get(`/api/property?city=${city}`)).json();
  return (await request.get(`/api/property/${listing.id}`)).json();
}

test.describe('a listing of its own page (/homes/{id})', () => {
  test('a plain HTTP client gets the preview tags; a visitor sees the listing, its owner and the ways to act', async ({
    page,
    request,
  }) => {
    const listing = await listingOfItsOwn(request);

    const html = await (await request.get(`/homes/${listing.id}`)).text();
    expect(html).toContain(`<meta property="og:title" content="${listing.title} · ${listing.city}`);
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/uploads\/[^"]+-full\.webp" \/>/);
    expect(html).toContain('"@type":"Accommodation"');

    await page.goto(`/homes/${listing.id}`);
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
    await expect(page).toHaveTitle(`${listing.title} · ${listing.city} — RentEase`);
    await expect(page.getByText(`Listed by ${listing.owner_first_name}`)).toBeVisible();
    await expect(page.getByText(/Available for move-in|Currently booked/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Book this Property' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Contact Owner' })).toBeVisible();

    // The cover opens the gallery.
    await page.getByRole('button', { name: /^Photo 1 of \d+/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test("'Share' copies the page's address on a computer", async ({ page, request, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const listing = await listingOfItsOwn(request);
    await page.goto(`/homes/${listing.id}`);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/homes/${listing.id}`);
  });

  test('a visitor who wants to book logs in and comes back to the listing, then books it as a tenant', async ({
    page,
    request,
  }) => {
    const listing = await listingOfItsOwn(request);
    const tenant = await registerAccount(request, 'tenant');
    await page.goto(`/homes/${listing.id}`);
    await page.getByRole('button', { name: 'Book this Property' }).click();
    await expect(page).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(`/homes/${listing.id}`)}$`));

    await page.getByLabel('Email').fill(tenant.email);
    await page.getByLabel('Password').fill(tenant.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(`/homes/${listing.id}`);
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();

    await page.getByRole('button', { name: 'Book this Property' }).click();
    await expect(page).toHaveURL(/\/tenant\/search\?property=.*&book=1$/);
    await expect(page.getByRole('dialog', { name: 'Book This Property' })).toBeVisible({ timeout: 15_000 });
  });

  test("a tenant's 'Contact Owner' opens Messages with that owner and listing", async ({ page, request }) => {
    const listing = await listingOfItsOwn(request);
    await signInAs(page, request, 'tenant');
    await page.goto(`/homes/${listing.id}`);
    await page.getByRole('button', { name: 'Contact Owner' }).click();
    await expect(page).toHaveURL(new RegExp(`/tenant/messages\\?propertyId=${listing.id}&landlordId=`));
  });

  test("shows the listing's published reviews, as the search's dialog does", async ({ page, request }) => {
    const listings: (Listing & { rating_count: number })[] = await (await request.get('/api/property?limit=50')).json();
    const reviewed = listings.find((listing) => listing.rating_count > 0);
    if (!reviewed) throw new Error('the demo data has no reviewed listing');
    const { reviews } = await (await request.get(`/api/property/${reviewed.id}/reviews`)).json();
    await page.goto(`/homes/${reviewed.id}`);
    await expect(page.getByRole('heading', { name: 'Reviews' })).toBeVisible();
    await expect(page.getByText(reviews[0].comment)).toBeVisible();
  });

  test("a visitor's page loads none of MUI and Emotion until the gallery opens, and is styled without any script", async ({
    page,
    request,
    browser,
  }) => {
    const listing = await listingOfItsOwn(request);
    const scripts = recordScripts(page);
    await page.goto(`/homes/${listing.id}`, { waitUntil: 'networkidle' });
    await expect(page.getByRole('region', { name: 'Schedule a visit' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Reviews' })).toBeVisible();
    // The page, its visits and reviews draw nothing with MUI.
    expect(scripts.uiKit()).toEqual([]);
    expect(await emotionCssLength(page)).toBe(0);

    // The gallery is drawn with MUI: it brings the theme with it, and shows in it (our fonts, not Roboto).
    await page.getByRole('button', { name: /^Photo 1 of \d+/ }).click();
    const gallery = page.getByRole('dialog');
    await expect(gallery).toBeVisible();
    expect(scripts.uiKit()).not.toEqual([]);
    await expect(gallery.getByRole('heading', { name: listing.title })).toHaveCSS('font-family', /^system-ui/);

    // The drawn page links its stylesheets: without script the title, photos and actions are styled.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const drawn = await noScript.newPage();
    await drawn.goto(`/homes/${listing.id}`);
    await expect(drawn.getByRole('heading', { level: 1, name: listing.title })).toHaveCSS('font-size', '24px');
    await expect(drawn.getByRole('button', { name: /^Photo 1 of \d+/ })).toHaveCSS('cursor', 'zoom-in');
    await expect(drawn.getByRole('button', { name: 'Book this Property' })).toHaveCSS('background-color', 'rgb(15, 118, 110)');
    await expect(drawn.getByRole('heading', { name: 'Schedule a visit' })).toHaveCSS('font-weight', '700');
    await noScript.close();
  });

  test('an unknown listing answers 404 and shows Page Not Found', async ({ page }) => {
    const response = await page.goto('/homes/00000000-0000-4000-8000-000000000000');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });
});
