import { expect, type Page } from '@playwright/test';
import { signInAs } from '../support/accounts';
import { newSession, publishListingAs } from '../support/bookings';
import { test } from '../support/test';
import { uniqueTag } from '../support/unique-tag';

const TEST_CARD = { cardNumber: '4242424242424242', expiry: '12/30', cvc: '123', name: 'Tara Test' };
const AFTER_LOAD = { timeout: 15_000 };
const dmy = (day: string) => day.split('-').reverse().join('/');
const auth = async (page: Page) => ({ authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` });

/** A stay of `months` on a fresh listing of a fresh landlord, booked and paid through the API by the signed-in tenant. */
async function paidStay(page: Page, months: number) {
  const request = page.request;
  const owner = await newSession(request, 'landlord');
  const id = uniqueTag();
  const listing = await publishListingAs(request, owner.session, {
    title: `Paid flat ${id}`,
    city: `Paidcity${id}`,
    price: 12_500,
  });
  const { moveInWindow } = await (await request.get(`/api/bookings/availability/${listing.id}`)).json();
  const opened = await request.post('/api/payment/create-checkout-session', {
    headers: await auth(page),
    data: { propertyId: listing.id, amount: listing.price * months, moveInDate: moveInWindow.from, duration: months },
  });
  expect(opened.status(), await opened.text()).toBe(200);
  const { sessionId } = await opened.json();
  expect((await request.post(`/api/payment/demo/${sessionId}/pay`, { data: TEST_CARD })).status()).toBe(200);
  return {
    sessionId: sessionId as string,
    listing,
    moveIn: moveInWindow.from as string,
    amount: listing.price * months,
  };
}

test('the success page shows what was bought, and the tenant may stay to read it and take the invoice', async ({
  page,
  request,
}) => {
  // Two PDFs and a navigation: slower than most tests when the machine is busy.
  test.slow();
  await signInAs(page, request, 'tenant');
  const stay = await paidStay(page, 2);
  const status = await (await page.request.get(`/api/payment/status/${stay.sessionId}`, { headers: await auth(page) })).json();
  const { reference, last_night: lastNight } = status.payment.booking;
  expect(reference).toMatch(/^RE-\d{4}-\d{5,}$/);
  await page.goto(`/tenant/payment-success?session_id=${stay.sessionId}`);
  await expect(page.getByText('Payment Successful and Booking Confirmed!')).toBeVisible(AFTER_LOAD);

  // The spec's countdown runs from the moment the payment is verified; the tenant stops it first,
  // as a reader would, so that reading below is not raced by the 5 s redirect on a busy machine.
  await expect(page.getByText(/Redirecting to property listings in [1-5] seconds?\.\.\./)).toBeVisible();
  await page.getByRole('button', { name: 'Stay on this page' }).click();
  const stayedAt = Date.now();
  await expect(page.getByText(/Redirecting to property listings/)).toBeHidden();

  const bought = page.getByRole('region', { name: 'Your booking' });
  await expect(bought.getByRole('heading', { name: stay.listing.title })).toBeVisible();
  await expect(bought).toContainText(`Booking${reference}`);
  await expect(bought).toContainText(`Move-in${dmy(stay.moveIn)}`);
  await expect(bought).toContainText(`Until${dmy(lastNight)}`);
  await expect(bought).toContainText('Months2');
  await expect(bought).toContainText(`Amount paid₹${stay.amount.toLocaleString('en-IN')}`);
  await expect(bought).toContainText(/InvoiceRE-\d{6}/);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download invoice' }).click();
  expect((await download).suggestedFilename()).toMatch(/^invoice_.+\.pdf$/);
  // Well past the countdown, the page is still here.
  await page.waitForTimeout(Math.max(0, stayedAt + 6_000 - Date.now()));
  await expect(page).toHaveURL(/\/tenant\/payment-success/);

  // My Bookings names the stay by the same reference and last night, with its amount, its invoice
  // and its owner a message away.
  await page.getByRole('link', { name: 'View my bookings' }).click();
  await expect(page).toHaveURL('/tenant/bookings');
  const card = page.getByRole('article').filter({ hasText: stay.listing.title });
  await expect(card).toContainText(`Reference${reference}`);
  await expect(card).toContainText(`Until${dmy(lastNight)}`);
  await expect(card).toContainText(`Amount₹${stay.amount.toLocaleString('en-IN')}`);
  const invoice = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Invoice' }).click();
  expect((await invoice).suggestedFilename()).toBe(`invoice_${status.payment.payment_id}.pdf`);
  await card.getByRole('link', { name: 'Message owner' }).click();
  await expect(page).toHaveURL(new RegExp(`/tenant/messages\\?propertyId=${stay.listing.id}&landlordId=`));
  await expect(page.getByText(stay.listing.title).first()).toBeVisible();
});

test('left alone, the success page still goes back to the search after its countdown', async ({ page, request }) => {
  await signInAs(page, request, 'tenant');
  const stay = await paidStay(page, 1);
  await page.goto(`/tenant/payment-success?session_id=${stay.sessionId}`);
  await expect(page.getByRole('region', { name: 'Your booking' })).toBeVisible(AFTER_LOAD);
  await page.waitForURL(/\/tenant\/search$/, { timeout: 10_000 });
});
