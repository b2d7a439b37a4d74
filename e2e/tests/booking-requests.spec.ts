import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { logIn, registerAccount, signInAs, signInWith, storeSession } from '../support/accounts';
import { pngImage } from '../support/listings';
import { test } from '../support/test';
import { emotionCssLength, recordScripts } from '../support/ui-kit';
import { uniqueTag } from '../support/unique-tag';

// Three people's pages and a card checkout: the whole way from a request to a paid stay.
test.describe.configure({ timeout: 90_000 });

/** For the first look after a full page load that also fetches a lazy chunk. */
const AFTER_LOAD = { timeout: 15_000 };

/** A toast (top right) saying `text`. */
const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** A landlord of their own with one listing, in a city of its own, whose bookings they approve. */
async function requestListing(request: APIRequestContext) {
  const account = await registerAccount(request, 'landlord');
  const session = await logIn(request, account.email, account.password, 'landlord');
  const headers = { authorization: `Bearer ${session.token}` };
  const upload = await request.post('/api/uploads', {
    headers,
    multipart: { images0: { name: 'p.png', mimeType: 'image/png', buffer: await pngImage() } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const city = `Requestpur${uniqueTag()}`;
  const title = `Owner-approved flat in ${city}`;
  const res = await request.post('/api/property/add', {
    headers,
    data: {
      userId: session.id,
      title,
      description: 'Asked for first, then paid.',
      city,
      address: '3 Request Road',
      price: 15_000,
      bedrooms: 2,
      bathrooms: 1,
      area: 800,
      propertyType: 'apartment',
      images: (await upload.json()).urls,
      bookingMode: 'request',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { session, city, title, id: (await res.json()).id as string };
}

test('a tenant requests with an application, the landlord approves (a double click answers once), the tenant pays and the stay is confirmed', async ({
  page,
  openContext,
  request,
}) => {
  const { session: landlord, city, title } = await requestListing(request);
  await signInAs(page, request, 'tenant');

  // The tenant: 'Request to book' in place of 'Book this Property', dates and the application.
  await page.goto(`/tenant/search?city=${city}`);
  await page.getByRole('article').filter({ hasText: title }).click();
  const detail = page.getByRole('dialog', { name: title });
  await expect(detail.getByRole('button', { name: 'Book this Property' })).toHaveCount(0);
  await detail.getByRole('button', { name: 'Request to book' }).click();
  const form = page.getByRole('dialog', { name: 'Request to book' });
  await expect(form.getByTestId('request-availability')).toBeVisible(AFTER_LOAD);
  await form.getByLabel('Duration (months)').fill('2');
  await form.getByLabel('People moving in').fill('2');
  await form.getByLabel('Occupation').fill('Interior designer');
  await form.getByLabel('Monthly income (₹, optional)').fill('95000');
  await form.getByLabel('A few words for the owner (optional)').fill('Two quiet professionals, no smoking.');
  await form.getByRole('button', { name: 'Send request' }).click();
  const sent = page.getByRole('dialog', { name: 'Request sent' });
  await expect(sent).toContainText('is with the owner');
  await sent.getByRole('button', { name: 'Done' }).click();

  // The landlord: Requests shows it pending with the application; Approve double-clicked.
  const landlordContext = await openContext();
  const landlordPage = await landlordContext.newPage();
  await storeSession(landlordPage, landlord);
  await landlordPage.goto('/landlord/requests');
  const card = landlordPage.getByTestId('booking-request').filter({ hasText: title });
  await expect(card).toContainText('Interior designer', AFTER_LOAD);
  await expect(card).toContainText('₹95,000');
  await expect(card).toContainText('Waiting for the owner');
  await expect(card.getByTestId('time-left')).toContainText(/day|hours? .*left to answer/);
  await card.getByRole('button', { name: 'Approve' }).dblclick();
  await expect(card).toContainText('Approved: pay to book');
  await expect(toast(landlordPage, 'Request approved')).toHaveCount(1);
  await expect(toast(landlordPage, /already been answered/)).toHaveCount(0);
  await landlordContext.close();

  // The tenant: My Bookings shows the approval with Pay now, which opens the checkout for those dates.
  await page.goto('/tenant/bookings');
  const mine = page.getByTestId('booking-request').filter({ hasText: title });
  await expect(mine).toContainText('Approved: pay to book', AFTER_LOAD);
  await expect(mine.getByTestId('time-left')).toContainText('left to pay');
  await mine.getByRole('button', { name: 'Pay now' }).click();
  await page.waitForURL(/\/checkout\/cs_demo_/);
  await expect(page.getByTestId('checkout-amount')).toHaveText('₹30,000', AFTER_LOAD);
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByLabel('Expiry (MM/YY)').fill('1230');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Tara Test');
  await page.getByRole('button', { name: 'Pay ₹30,000' }).click();
  await page.waitForURL(/\/tenant\/payment-success\?session_id=cs_demo_/);
  await expect(page.getByText('Payment Successful and Booking Confirmed!')).toBeVisible(AFTER_LOAD);

  // The stay is a booking now, and the request is done.
  await page.goto('/tenant/bookings');
  await expect(page.getByRole('article').filter({ hasText: title }).filter({ hasText: '₹30,000' })).toBeVisible(AFTER_LOAD);
  await expect(page.getByTestId('booking-request')).toHaveCount(0);
});

test('the landlord declines a request with a reason the tenant then reads; Requests fetches no UI kit until Decline', async ({
  page,
  openContext,
  request,
}) => {
  const { session: landlord, title, id } = await requestListing(request);
  const tenantAccount = await registerAccount(request, 'tenant');
  const tenant = await logIn(request, tenantAccount.email, tenantAccount.password, 'tenant');
  const availability = await request.get(`/api/bookings/availability/${id}`);
  const moveInDate: string = (await availability.json()).moveInWindow.from;
  const asked = await request.post('/api/booking-requests', {
    headers: { authorization: `Bearer ${tenant.token}` },
    data: { propertyId: id, moveInDate, duration: 3, application: { occupants: 1, occupation: 'Teacher', hasPets: false } },
  });
  expect(asked.status(), await asked.text()).toBe(201);

  const landlordContext = await openContext();
  const landlordPage = await landlordContext.newPage();
  await storeSession(landlordPage, landlord);
  const scripts = recordScripts(landlordPage);
  await landlordPage.goto('/landlord/requests', { waitUntil: 'networkidle' });
  const card = landlordPage.getByTestId('booking-request').filter({ hasText: title });
  await expect(card).toContainText('Teacher', AFTER_LOAD);
  expect(scripts.has('landlord-requests-page')).toBe(true);
  expect(scripts.uiKit()).toEqual([]);
  expect(await emotionCssLength(landlordPage)).toBe(0);

  await card.getByRole('button', { name: 'Decline' }).click();
  const dialog = landlordPage.getByRole('dialog', {
    name: `Decline ${tenantAccount.firstName} ${tenantAccount.lastName}'s request?`,
  });
  await dialog.getByLabel('Reason (optional)').fill('The flat is taken for those months.');
  await dialog.getByRole('button', { name: 'Decline request' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card).toContainText('Declined');
  await expect(card.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(toast(landlordPage, 'Request declined')).toHaveCount(1);
  await landlordContext.close();

  await signInWith(page, request, tenantAccount);
  await page.goto('/tenant/bookings');
  const mine = page.getByTestId('booking-request').filter({ hasText: title });
  await expect(mine).toContainText('Declined', AFTER_LOAD);
  await expect(mine).toContainText('The owner said: The flat is taken for those months.');
});
