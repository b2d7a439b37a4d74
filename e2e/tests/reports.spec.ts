import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { signInAs, signInAsAdmin, storeSession } from '../support/accounts';
import { newSession, publishListingAs } from '../support/bookings';
import { anotherBrowser, test } from '../support/test';
import { expectToastShown, recordTimeline } from '../support/timeline';
import { uniqueTag } from '../support/unique-tag';

/** A landlord (signed in through the API) with one listing of their own, in a city of its own. */
async function landlordWithListing(request: APIRequestContext) {
  const landlord = await newSession(request, 'landlord');
  const id = uniqueTag();
  const city = `Reportcity${id}`;
  const listing = await publishListingAs(request, landlord.session, { title: `Flagged flat ${id}`, city, price: 21_000 });
  return { ...landlord, city, listing };
}

/** Search → the listing's detail dialog. */
async function openListing(page: Page, path: string, title: string) {
  await page.goto(path);
  await page.getByRole('article').filter({ hasText: title }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a tenant reports a listing; the admin hides it, the landlord sees why, the admin shows it again', async ({
  page,
  request,
  openContext,
}) => {
  test.slow();
  const owner = await landlordWithListing(request);
  const { title } = owner.listing;
  await recordTimeline(page);
  await signInAs(page, request, 'tenant');

  // The tenant opens the listing and reports it; a double-click sends one report.
  const reportsSent: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().endsWith(`/api/property/${owner.listing.id}/report`)) reportsSent.push(req.url());
  });
  const detail = await openListing(page, `/tenant/search?city=${owner.city}`, title);
  await detail.getByRole('button', { name: 'Report this listing' }).click();
  const form = page.getByRole('dialog', { name: 'Report this listing' });
  // 'Something else' needs a word on what is wrong.
  await form.getByRole('radio', { name: 'Something else' }).check();
  await form.getByRole('button', { name: 'Send report' }).click();
  await expect(form.getByText('Tell us what is wrong with this listing.')).toBeVisible();
  expect(reportsSent).toHaveLength(0);
  await form.getByRole('radio', { name: 'Looks like a scam' }).check();
  await form.getByRole('textbox', { name: 'Details (optional)' }).fill('The owner asks for a deposit by wire before any visit.');
  await form.getByRole('button', { name: 'Send report' }).dblclick();
  await expectToastShown(page, 'Thank you. Our team will look at this listing.');
  await expect(form).toBeHidden();
  expect(reportsSent).toHaveLength(1);

  // After a reload, a second report of the same listing is refused by the server, and said so.
  await page.reload();
  const again = page.getByRole('dialog', { name: title });
  await again.getByRole('button', { name: 'Report this listing' }).click();
  const secondForm = page.getByRole('dialog', { name: 'Report this listing' });
  await secondForm.getByRole('radio', { name: 'No longer available' }).check();
  await secondForm.getByRole('button', { name: 'Send report' }).click();
  await expect(secondForm.getByRole('alert')).toHaveText('You have already reported this listing.');
  await expect(secondForm.getByRole('button', { name: 'Send report' })).toBeDisabled();

  // The admin finds it in Reports (open first) and hides the listing, with a reason.
  const admin = await anotherBrowser(openContext);
  await recordTimeline(admin.page);
  await signInAsAdmin(admin.page, request);
  await admin.page.goto('/admin/dashboard');
  await admin.page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'Reports' }).click();
  await expect(admin.page).toHaveURL('/admin/reports');
  await expect(admin.page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const card = admin.page.getByRole('article', { name: title });
  await expect(card).toContainText('Open');
  await expect(card).toContainText('Looks like a scam');
  await expect(card).toContainText('The owner asks for a deposit by wire before any visit.');
  await expect(card).toContainText('1 open report on this listing');
  await card.getByRole('button', { name: 'Hide listing' }).click();
  const hideForm = admin.page.getByRole('dialog', { name: 'Hide listing' });
  await hideForm.getByRole('button', { name: 'Hide listing' }).click();
  await expect(hideForm.getByText('Give a reason for hiding this listing.')).toBeVisible();
  await hideForm.getByRole('textbox', { name: 'Reason' }).fill('Reported as a scam; we are checking the owner');
  await hideForm.getByRole('button', { name: 'Hide listing' }).click();
  await expectToastShown(admin.page, 'Listing hidden.');
  await expect(card.getByText('Hidden', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Mark actioned' }).click();
  await expect(card.getByText('Actioned', { exact: true })).toBeVisible();
  await expect(card).toContainText('0 open reports on this listing');
  // The title opens the listing itself, which the admin still reads while it is hidden.
  const [listingTab] = await Promise.all([admin.page.waitForEvent('popup'), card.getByRole('link', { name: title }).click()]);
  await expect(listingTab).toHaveURL(`/homes/${owner.listing.id}`);
  await expect(listingTab.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await listingTab.close();

  // A visitor no longer finds it, by search or by its link.
  const visitor = await anotherBrowser(openContext);
  await visitor.page.goto(`/browse?city=${owner.city}`);
  await expect(visitor.page.getByText(`No properties found for "${owner.city}"`)).toBeVisible();
  await expect(visitor.page.getByRole('article').filter({ hasText: title })).toHaveCount(0);
  await visitor.page.goto(`/browse?property=${owner.listing.id}`);
  await expect(visitor.page.getByRole('heading', { level: 1, name: 'Search Properties' })).toBeVisible();
  await expect(visitor.page.getByRole('dialog', { name: title })).toHaveCount(0);

  // The landlord still has it in My Properties, with the reason.
  const landlord = await anotherBrowser(openContext);
  await storeSession(landlord.page, owner.session);
  await landlord.page.goto('/landlord/properties');
  await expect(landlord.page.getByText('Hidden by RentEase: Reported as a scam; we are checking the owner')).toBeVisible();
  await landlord.page.getByRole('button', { name: `${title}, ${owner.city}` }).click();
  await expect(landlord.page.getByRole('dialog', { name: title })).toContainText('Hidden by RentEase: Reported as a scam');

  // The admin shows it again: back in the visitor's search at once, and the note is gone.
  await card.getByRole('button', { name: 'Unhide listing' }).click();
  await expectToastShown(admin.page, 'Listing visible again.');
  await expect(card.getByRole('button', { name: 'Hide listing' })).toBeVisible();
  await visitor.page.goto(`/browse?city=${owner.city}`);
  await expect(visitor.page.getByRole('article').filter({ hasText: title })).toBeVisible();
  await landlord.page.reload();
  await expect(landlord.page.getByRole('article').filter({ hasText: title })).toBeVisible();
  await expect(landlord.page.getByText(/Hidden by RentEase/)).toHaveCount(0);
});

test('a visitor sees no report button; a signed-in landlord sees none on their own listing', async ({ page, request }) => {
  const owner = await landlordWithListing(request);
  const { title } = owner.listing;
  const visitorDialog = await openListing(page, `/browse?city=${owner.city}`, title);
  await expect(visitorDialog.getByRole('button', { name: 'Book this Property' })).toBeVisible();
  await expect(visitorDialog.getByRole('button', { name: 'Report this listing' })).toHaveCount(0);

  await storeSession(page, owner.session);
  const ownDialog = await openListing(page, `/browse?city=${owner.city}`, title);
  await expect(ownDialog.getByRole('button', { name: 'Book this Property' })).toBeVisible();
  await expect(ownDialog.getByRole('button', { name: 'Report this listing' })).toHaveCount(0);
});

test('the demo seed has an open report waiting in the admin queue', async ({ page, request }) => {
  await signInAsAdmin(page, request);
  await page.goto('/admin/reports');
  const card = page.getByRole('article', { name: 'Studio in Banjara Hills' });
  await expect(card).toContainText('Details or photos are wrong');
  await expect(card).toContainText('Ananya Das');
});

test('report details, listing titles and hide reasons with markup read as text, and nothing runs', async ({
  page,
  request,
  openContext,
}) => {
  const payload = '<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>';
  const landlord = await newSession(request, 'landlord');
  const id = uniqueTag();
  const city = `Xsscity${id}`;
  const title = `Flat ${id} "><svg onload="window.__xss=1">`;
  const listing = await publishListingAs(request, landlord.session, { title, city, price: 15_000 });
  const tenant = await newSession(request, 'tenant');
  const headers = { authorization: `Bearer ${tenant.session.token}` };
  const filed = await request.post(`/api/property/${listing.id}/report`, {
    headers,
    data: { reason: 'other', details: payload },
  });
  expect(filed.status(), await filed.text()).toBe(201);

  await signInAsAdmin(page, request);
  await page.goto('/admin/reports');
  const card = page.getByRole('article', { name: title });
  await expect(card).toContainText(payload);
  await card.getByRole('button', { name: 'Hide listing' }).click();
  const hideForm = page.getByRole('dialog', { name: 'Hide listing' });
  await hideForm.getByRole('textbox', { name: 'Reason' }).fill(payload);
  await hideForm.getByRole('button', { name: 'Hide listing' }).click();
  await expect(card).toContainText(`Hidden: ${payload}`);

  const owner = await anotherBrowser(openContext);
  await storeSession(owner.page, landlord.session);
  await owner.page.goto('/landlord/properties');
  await expect(owner.page.getByText(`Hidden by RentEase: ${payload}`)).toBeVisible();

  for (const seen of [page, owner.page]) {
    expect(await seen.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await expect(seen.locator('img[src="x"]')).toHaveCount(0);
  }
});
