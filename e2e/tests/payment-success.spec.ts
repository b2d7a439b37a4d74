import { expect, type Page, test } from '@playwright/test';
import { signInAs } from '../support/accounts';
import { publishListings } from '../support/listings';

const TEST_CARD = { cardNumber: '4242424242424242', expiry: '12/30', cvc: '123', name: 'Tara Test' };
const AFTER_LOAD = { timeout: 15_000 };
const dmy = (day: string) => day.split('-').reverse().join('/');

/** A stay of `months` on a fresh listing, booked and paid through the API; resolves with what was bought. */
async function paidStay(page: Page, months: number) {
  const request = page.request;
  const city = await publishListings(request, 1);
  const [listing] = await (await request.get(`/api/property?city=${city}`)).json();
  const { moveInWindow } = await (await request.get(`/api/bookings/availability/${listing.id}`)).json();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const opened = await request.post('/api/payment/create-checkout-session', {
    headers: { authorization: `Bearer ${token}` },
    data: { propertyId: listing.id, amount: listing.price * months, moveInDate: moveInWindow.from, duration: months },
  });
  expect(opened.status(), await opened.text()).toBe(200);
  const { sessionId } = await opened.json();
  expect((await request.post(`/api/payment/demo/${sessionId}/pay`, { data: TEST_CARD })).status()).toBe(200);
  return { sessionId: sessionId as string, listing, moveIn: moveInWindow.from as string, amount: listing.price * months };
}

test('the success page shows what was bought, and the tenant may stay to read it and take the invoice', async ({
  page,
  request,
}) => {
  await signInAs(page, request, 'tenant');
  const stay = await paidStay(page, 2);
  await page.goto(`/tenant/payment-success?session_id=${stay.sessionId}`);
  await expect(page.getByText('Payment Successful and Booking Confirmed!')).toBeVisible(AFTER_LOAD);

  const bought = page.getByRole('region', { name: 'Your booking' });
  await expect(bought.getByRole('heading', { name: stay.listing.title })).toBeVisible();
  await expect(bought).toContainText(`Move-in${dmy(stay.moveIn)}`);
  await expect(bought).toContainText('Months2');
  await expect(bought).toContainText(`Amount paid₹${stay.amount.toLocaleString('en-IN')}`);
  await expect(bought).toContainText(/InvoiceRE-\d{6}/);

  // The spec's countdown still runs; the tenant stops it to read.
  await expect(page.getByText(/Redirecting to property listings in [1-5] seconds?\.\.\./)).toBeVisible();
  await page.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page.getByText(/Redirecting to property listings/)).toBeHidden();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download invoice' }).click();
  expect((await download).suggestedFilename()).toMatch(/^invoice_.+\.pdf$/);
  // Well past the countdown, the page is still here.
  await expect(page).toHaveURL(/\/tenant\/payment-success/);

  await page.getByRole('link', { name: 'View my bookings' }).click();
  await expect(page).toHaveURL('/tenant/bookings');
  await expect(page.getByRole('article').filter({ hasText: stay.listing.title })).toBeVisible();
});

test('left alone, the success page still goes back to the search after its countdown', async ({ page, request }) => {
  await signInAs(page, request, 'tenant');
  const stay = await paidStay(page, 1);
  await page.goto(`/tenant/payment-success?session_id=${stay.sessionId}`);
  await expect(page.getByRole('region', { name: 'Your booking' })).toBeVisible(AFTER_LOAD);
  await page.waitForURL(/\/tenant\/search$/, { timeout: 10_000 });
});
