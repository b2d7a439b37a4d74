import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type Download, expect, type Page } from '@playwright/test';
import { signInAsAdmin } from '../support/accounts';
import { addDays, bookAndPay, enIN, newSession, publishListingAs, tenantPayments } from '../support/bookings';
import { test } from '../support/test';

/** The downloaded CSV's lines, after checking its byte-order mark (what makes Excel read it as UTF-8). */
async function csvLines(download: Download): Promise<string[]> {
  const path = await download.path();
  const text = await readFile(path, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  return text.slice(1).trimEnd().split('\r\n');
}

async function exportCsv(page: Page): Promise<Download> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  return downloading;
}

/** A listing of a new landlord, with a title no other test uses. */
async function newListing(request: Parameters<typeof newSession>[0]) {
  const { account, session } = await newSession(request, 'landlord');
  const title = `Admin table flat ${randomUUID().slice(0, 8)}`;
  const listing = await publishListingAs(request, session, { title, city: 'Pune', price: 27_500 });
  return { listing, landlord: account };
}

test('the admin finds a listing in the Properties table, hides and unhides it, and exports what the search shows', async ({
  page,
  request,
}) => {
  const { listing, landlord } = await newListing(request);
  await signInAsAdmin(page, request);
  await page.goto('/admin/properties');
  await expect(page.getByRole('heading', { level: 1, name: 'Properties' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search title, owner, city or address' }).fill(listing.title);
  const table = page.getByRole('table', { name: 'Properties' });
  await expect(page.getByRole('status').filter({ hasText: '1 property found' })).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: listing.title });
  await expect(row).toContainText(landlord.email);
  await expect(row).toContainText('Pune');
  await expect(row).toContainText('₹27,500');
  await expect(row).toContainText('Listed');

  await row.getByRole('button', { name: `Hide ${listing.title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Hide listing' });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Same flat listed twice');
  await dialog.getByRole('button', { name: 'Hide listing' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Hidden');
  // Gone from the public search at once.
  const publicSearch = await request.get(`/api/property?q=${encodeURIComponent(listing.title)}`);
  expect(await publicSearch.json()).toEqual([]);

  await row.getByRole('button', { name: `Unhide ${listing.title}` }).click();
  await expect(row).toContainText('Listed');
  await expect(row.getByRole('button', { name: `Hide ${listing.title}` })).toBeEnabled();

  const lines = await csvLines(await exportCsv(page));
  expect(lines[0]).toBe(
    'Property ID,Title,Owner,Owner email,City,Address,Monthly rent (INR),Status,Hidden reason,Bookings,Open reports,Listed on,Deleted on',
  );
  // Only what the search keeps: one listing.
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`${listing.id},${listing.title},`);
  expect(lines[1]).toContain(`,${landlord.email},Pune,1 Test Road,27500,Listed,,0,0,`);
});

test('the title opens the listing with its reviews, and the status filter keeps hidden listings apart', async ({
  page,
  request,
}) => {
  const { listing } = await newListing(request);
  await signInAsAdmin(page, request);
  await page.goto(`/admin/properties?q=${encodeURIComponent(listing.title)}`);
  await page.getByRole('table', { name: 'Properties' }).getByRole('button', { name: listing.title, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: listing.title });
  await expect(dialog.getByRole('region', { name: 'Reviews' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Book this Property' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Hidden' }).click();
  await expect(page).toHaveURL(/status=hidden/);
  await expect(page.getByText('No properties match these filters.')).toBeVisible();
});

test('phones get one card per listing instead of the table, with nothing wider than the screen', async ({ page, request }) => {
  const { listing, landlord } = await newListing(request);
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAsAdmin(page, request);
  await page.goto(`/admin/properties?q=${encodeURIComponent(listing.title)}`);
  const card = page.getByRole('list', { name: 'Properties' }).getByRole('listitem').filter({ hasText: listing.title });
  await expect(card).toContainText(landlord.email);
  await expect(card.getByRole('button', { name: `Hide ${listing.title}` })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Properties' })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('the admin filters Bookings and Transactions and exports the filtered transactions', async ({ page, request }) => {
  const { listing } = await newListing(request);
  const { account, session } = await newSession(request, 'tenant');
  const stay = await bookAndPay(request, session, listing, 2);
  const [paid] = await tenantPayments(request, session);
  if (!paid?.invoice_number) throw new Error('the payment has no invoice number');
  const tenantName = `${account.firstName} ${account.lastName}`;
  await signInAsAdmin(page, request);

  await page.goto('/admin/bookings');
  await page.getByRole('searchbox', { name: 'Search tenant, landlord, property or reference' }).fill(account.email);
  const booking = page.getByRole('table', { name: 'Bookings' }).getByRole('row').filter({ hasText: listing.title });
  await expect(booking).toContainText(tenantName);
  await expect(booking).toContainText(enIN(stay.moveInDate));
  await expect(booking).toContainText('2 months');
  await expect(booking).toContainText(/RE-\d{4}-\d{5}/);
  await page.getByLabel('Move-in from').fill(addDays(stay.moveInDate, 1));
  await expect(page.getByText('No bookings found.')).toBeVisible();
  await page.getByLabel('Move-in from').fill(stay.moveInDate);
  await expect(booking).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Cancelled' }).click();
  await expect(page.getByText('No bookings found.')).toBeVisible();

  await page.goto('/admin/transactions');
  await page.getByRole('searchbox', { name: 'Search tenant, landlord, property, reference or id' }).fill(paid.invoice_number);
  const payment = page.getByRole('table', { name: 'Transactions' }).getByRole('row').filter({ hasText: paid.invoice_number });
  await expect(payment).toContainText(tenantName);
  await expect(payment).toContainText('Paid');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Refunded', exact: true }).click();
  await expect(page.getByText('No transactions found.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Paid' }).click();
  await expect(payment).toBeVisible();

  const lines = await csvLines(await exportCsv(page));
  expect(lines[0]?.startsWith('Invoice number,Payment ID,Transaction ID,Booking reference,Status,Amount (INR)')).toBe(true);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`${paid.invoice_number},${paid.payment_id},`);
  expect(lines[1]).toContain(`,Paid,${stay.amount},0,`);
});
