import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { signInAsDemo, storeSession } from '../support/accounts';
import { bookAndPay, newSession, type PaidStay, publishListingAs } from '../support/bookings';
import { holdRequests } from '../support/hold-requests';
import { test } from '../support/test';
import { uniqueTag } from '../support/unique-tag';

const card = (page: Page, title: string) => page.getByRole('article', { name: title });
const cancelDialog = (page: Page) => page.getByRole('dialog', { name: 'Cancel booking' });
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** A new landlord's listing at ₹25,000 a month, booked from today for three months and paid by a new tenant. */
async function paidStay(request: APIRequestContext, months = 3) {
  const { session: landlord } = await newSession(request, 'landlord');
  const { session: tenant } = await newSession(request, 'tenant');
  const tag = uniqueTag();
  const listing = await publishListingAs(request, landlord, {
    title: `Cancellable flat ${tag}`,
    city: `Cancelpur${tag}`,
    price: 25_000,
  });
  const stay: PaidStay = await bookAndPay(request, tenant, listing, months);
  return { landlord, tenant, listing, stay };
}

/** Counts the cancel requests the page sends. */
function countCancelRequests(page: Page) {
  const sent: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && /\/api\/bookings\/[^/]+\/cancel$/.test(req.url())) sent.push(req.url());
  });
  return sent;
}

test('the tenant cancels from My Bookings, seeing the refund before confirming', async ({ page, request }) => {
  const { tenant, listing } = await paidStay(request);
  await storeSession(page, tenant);
  await page.goto('/tenant/bookings');

  const booking = card(page, listing.title);
  // Moving in today: a current stay, still cancellable on its move-in day.
  await expect(booking).toContainText('Current stay');
  // The policy is shown on the booking itself.
  await expect(booking.getByRole('region', { name: 'Cancellation policy' })).toContainText('Free cancellation within 48 hours');
  await booking.getByRole('button', { name: 'Cancel booking' }).click();

  // Moving in today: the first month (₹25,000) is kept, the other two come back.
  const dialog = cancelDialog(page);
  await expect(dialog.getByRole('group', { name: 'Refund' })).toContainText('You get back₹50,000');
  await expect(dialog.getByRole('group', { name: 'Refund' })).toContainText('Kept by the landlord₹25,000');
  await dialog.getByRole('textbox', { name: 'Reason (optional)' }).fill('My plans changed');

  // While the request runs the button says so and cannot be pressed again.
  const held = await holdRequests(page, '**/api/bookings/*/cancel');
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(dialog.getByRole('button', { name: 'Cancelling…' })).toBeDisabled();
  held.release();

  await expect(toast(page, 'Booking cancelled. ₹50,000 is being refunded to the card.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(booking).toContainText('Cancelled');
  const cancellation = booking.getByRole('region', { name: 'Cancellation' });
  await expect(cancellation).toContainText('Cancelled byYou');
  await expect(cancellation).toContainText('Refund₹50,000');
  await expect(cancellation).toContainText('ReasonMy plans changed');
  await expect(booking.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);

  // Still so after a reload, and My Payments shows the partial refund.
  await page.reload();
  await expect(card(page, listing.title)).toContainText('Cancelled');
  await page.goto('/tenant/payments');
  const payment = page.getByRole('article').filter({ hasText: listing.title });
  await expect(payment).toContainText('Partly refunded');
  await expect(payment).toContainText('Refunded₹50,000');
});

test('the landlord cancels from Bookings: a full refund, and a double-click confirms once', async ({ page, request }) => {
  const { landlord, listing } = await paidStay(request, 2);
  const sent = countCancelRequests(page);
  await storeSession(page, landlord);
  await page.goto('/landlord/bookings');

  const booking = card(page, listing.title);
  await booking.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = cancelDialog(page);
  await expect(dialog.getByRole('group', { name: 'Refund' })).toContainText('The tenant gets back₹50,000');
  await expect(dialog).toContainText('When the landlord cancels, the tenant always gets everything back.');

  await dialog.getByRole('button', { name: 'Cancel booking' }).dblclick();

  await expect(toast(page, 'Booking cancelled. ₹50,000 is being refunded to the card.')).toBeVisible();
  await expect(booking.getByRole('region', { name: 'Cancellation' })).toContainText('Cancelled byThe landlord');
  expect(sent).toHaveLength(1);

  // The dates are free again: the listing's availability no longer shows the stay.
  const availability = await (await request.get(`/api/bookings/availability/${listing.id}`)).json();
  expect(availability.isBooked).toBe(false);
});

test('two tabs: the second confirmation is told the booking is already cancelled', async ({ openContext, request }) => {
  const { tenant, listing } = await paidStay(request);
  const context = await openContext();
  const [first, second] = [await context.newPage(), await context.newPage()];
  await storeSession(first, tenant);
  for (const page of [first, second]) {
    await page.goto('/tenant/bookings');
    await card(page, listing.title).getByRole('button', { name: 'Cancel booking' }).click();
    await expect(cancelDialog(page)).toBeVisible();
  }

  await cancelDialog(first).getByRole('button', { name: 'Cancel booking' }).click();
  await expect(toast(first, 'Booking cancelled.')).toBeVisible();
  await cancelDialog(second).getByRole('button', { name: 'Cancel booking' }).click();

  await expect(toast(second, 'This booking is already cancelled.')).toBeVisible();
  await expect(cancelDialog(second)).toBeHidden();
  await expect(card(second, listing.title)).toContainText('Cancelled');
});

test("the demo's cancelled booking shows in Ananya's My Bookings with its partial refund", async ({ page, request }) => {
  await signInAsDemo(page, request, 'ananya.tenant@rentease.local', 'tenant');
  await page.goto('/tenant/bookings');
  const cancelled = page
    .getByRole('article')
    .filter({ hasText: 'Cosy 1BHK in Lajpat Nagar' })
    .filter({ hasText: 'Cancelled by' });
  await expect(cancelled).toContainText('Cancelled');
  await expect(cancelled.getByRole('region', { name: 'Cancellation' })).toContainText('Refund₹');
});

test('the booking dialog shows the cancellation policy before paying', async ({ page, request }) => {
  const { session: landlord } = await newSession(request, 'landlord');
  const tag = uniqueTag();
  const city = `Policypur${tag}`;
  const listing = await publishListingAs(request, landlord, { title: `Policy flat ${tag}`, city, price: 18_000 });
  const { session: tenant } = await newSession(request, 'tenant');
  await storeSession(page, tenant);

  await page.goto(`/tenant/search?city=${city}`);
  await page.getByRole('article').filter({ hasText: listing.title }).click();
  await page.getByRole('dialog', { name: listing.title }).getByRole('button', { name: 'Book this Property' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book This Property' });
  await expect(dialog.getByRole('region', { name: 'Cancellation policy' })).toContainText(
    'Free cancellation within 48 hours of paying, before your move-in date',
    { timeout: 15_000 },
  );
});
