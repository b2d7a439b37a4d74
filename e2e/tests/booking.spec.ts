import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { registerAccount, signInAs } from '../support/accounts';
import { holdRequests } from '../support/hold-requests';
import { publishListings } from '../support/listings';
import { test } from '../support/test';
import { emotionCssLength, recordScripts } from '../support/ui-kit';

// The suite runs at 127.0.0.1 without PUBLIC_URL, the address the server prints at start: the
// checkout and its way back must stay on it, or the tenant comes back signed out.
// A booking goes through four full page loads (search, checkout, success, search again).
test.describe.configure({ timeout: 60_000 });

const DEMO_NOTICE = 'Demo mode: no real card is charged. Use 4242 4242 4242 4242.';
const TEST_CARD = '4242424242424242';
const DECLINED_CARD = '4000000000000002';

/** For the first look after a full page load that also fetches the booking dialog's lazy chunk. */
const AFTER_LOAD = { timeout: 15_000 };

type Window = { from: string; to: string };
type Listing = { id: string; title: string; price: number };

/** yyyy-mm-dd → dd/mm/yyyy, as the app shows dates (en-IN). */
const dmy = (day: string) => day.split('-').reverse().join('/');
const dayOfMonth = (day: string) => String(Number(day.slice(8)));
/** yyyy-mm-dd plus `days` calendar days. */
function plusDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A free listing of its own (a fresh city), with its move-in window as the server sees it. */
async function freeListing(request: APIRequestContext): Promise<{ city: string; listing: Listing; window: Window }> {
  const city = await publishListings(request, 1);
  const [listing] = await (await request.get(`/api/property?city=${city}`)).json();
  const availability = await (await request.get(`/api/bookings/availability/${listing.id}`)).json();
  expect(availability.isBooked).toBe(false);
  return { city, listing, window: availability.moveInWindow };
}

/** Search → the listing's detail → 'Book this Property'. */
async function openBookingDialog(page: Page, city: string, listing: Listing): Promise<Locator> {
  await page.goto(`/tenant/search?city=${city}`);
  await page.getByRole('article').filter({ hasText: listing.title }).click();
  await page.getByRole('dialog', { name: listing.title }).getByRole('button', { name: 'Book this Property' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book This Property' });
  await expect(dialog.getByTestId('booking-availability')).toBeVisible(AFTER_LOAD);
  return dialog;
}

/** Chooses `day` in the calendar (it opens on the first day of the window). */
async function pickDate(page: Page, dialog: Locator, day: string) {
  await dialog.getByRole('button', { name: /Choose date/ }).click();
  const calendar = page.getByRole('dialog', { name: 'Move-in Date' });
  await calendar.getByRole('gridcell', { name: dayOfMonth(day), exact: true }).click();
  await expect(calendar).toBeHidden();
  await expect(dialog.getByLabel('Move-in Date')).toHaveValue(dmy(day));
}

/** Dialog filled in and confirmed; resolves on the checkout page. */
async function bookThroughDialog(page: Page, dialog: Locator, day: string, months: number) {
  await pickDate(page, dialog, day);
  await dialog.getByLabel('Duration (months)').fill(String(months));
  await dialog.getByRole('button', { name: 'Confirm Booking' }).click();
  await page.waitForURL(/\/checkout\/cs_demo_/);
}

async function fillCard(page: Page, card = { number: TEST_CARD, expiry: '1230', cvc: '123', name: 'Tara Test' }) {
  await page.getByLabel('Card number').fill(card.number);
  await page.getByLabel('Expiry (MM/YY)').fill(card.expiry);
  await page.getByLabel('CVC').fill(card.cvc);
  await page.getByLabel('Name on card').fill(card.name);
}

/** Opens a checkout for the signed-in tenant through the API (when the dialog is not under test). */
async function openCheckoutDirectly(page: Page, request: APIRequestContext, listing: Listing, window: Window) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await request.post('/api/payment/create-checkout-session', {
    headers: { authorization: `Bearer ${token}` },
    data: { propertyId: listing.id, amount: listing.price * 2, moveInDate: window.from, duration: 2 },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { sessionId } = await res.json();
  await page.goto(`/checkout/${sessionId}`);
  await expect(page.getByRole('button', { name: /^Pay ₹/ })).toBeVisible(AFTER_LOAD);
  return sessionId as string;
}

/** Counts requests whose URL matches, from now on. */
function countRequests(page: Page, pattern: RegExp) {
  const counter = { count: 0 };
  page.on('request', (req) => {
    if (pattern.test(req.url())) counter.count += 1;
  });
  return counter;
}

/** A toast (top right) saying `text`. */
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

const pendingBooking = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('pendingBooking') ?? 'null'));

test('a tenant books a free listing: dialog, card checkout, confirmation, and the listing is booked', async ({
  page,
  request,
}) => {
  // Six page loads and the spec's 5 s countdown: on a busy machine this takes most of a minute.
  test.slow();
  const { city, listing, window } = await freeListing(request);
  await signInAs(page, request, 'tenant');
  const dialog = await openBookingDialog(page, city, listing);

  const availability = dialog.getByText(`Available for move-in between ${dmy(window.from)} and ${dmy(window.to)}`);
  await expect(availability).toBeVisible();
  // A fact to plan by, not an error: the text colour, not red.
  await expect(availability).not.toHaveCSS('color', 'rgb(220, 38, 38)');
  await expect(dialog.getByLabel('Move-in Date')).toHaveAttribute('placeholder', 'Select a date');
  await expect(dialog.getByLabel('Duration (months)')).toHaveValue('1');
  await expect(dialog.getByTestId('booking-total')).toHaveText('₹10,000');

  await pickDate(page, dialog, window.from);
  await dialog.getByLabel('Duration (months)').fill('3');
  await expect(dialog.getByTestId('booking-total')).toHaveText('₹30,000');
  await expect(dialog).toContainText('₹10,000 × 3 months');

  const checkoutCall = await holdRequests(page, '**/api/payment/create-checkout-session');
  await dialog.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(dialog.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  // The detail dialog's button sits under the booking dialog (hidden from the accessibility tree).
  await expect(page.getByRole('button', { name: 'Book this Property', includeHidden: true })).toBeDisabled();
  checkoutCall.release();

  await page.waitForURL(/\/checkout\/cs_demo_/);
  const userId = await page.evaluate(() => localStorage.getItem('userId'));
  expect(await pendingBooking(page)).toEqual({ tenantId: userId, propertyId: listing.id, moveInDate: window.from, duration: 3 });
  await expect(page.getByRole('heading', { name: 'RentEase Checkout' })).toBeVisible(AFTER_LOAD);
  await expect(page.getByText(DEMO_NOTICE)).toBeVisible();
  await expect(page.getByRole('heading', { name: listing.title })).toBeVisible();
  await expect(page.getByText(city).first()).toBeVisible();
  await expect(page.getByText(dmy(window.from))).toBeVisible();
  await expect(page.getByText('3 months')).toBeVisible();
  await expect(page.getByTestId('checkout-amount')).toHaveText('₹30,000');

  await fillCard(page);
  await expect(page.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
  await expect(page.getByLabel('Expiry (MM/YY)')).toHaveValue('12/30');
  const statusCall = await holdRequests(page, '**/api/payment/status/**');
  await page.getByRole('button', { name: 'Pay ₹30,000' }).click();

  await page.waitForURL(/\/tenant\/payment-success\?session_id=cs_demo_/);
  await expect(page.getByText('Verifying payment...')).toBeVisible(AFTER_LOAD);
  statusCall.release();
  await expect(page.getByText('Payment Successful and Booking Confirmed!')).toBeVisible();
  await expect(page.getByText('Redirecting to property listings in 5 seconds...')).toBeVisible();
  await expect(page.getByText('Redirecting to property listings in 4 seconds...')).toBeVisible();
  expect(await pendingBooking(page)).toBeNull();
  await page.waitForURL(/\/tenant\/search$/, { timeout: 10_000 });

  const booked = await (await request.get(`/api/bookings/availability/${listing.id}`)).json();
  expect(booked.isBooked).toBe(true);
  expect(booked.availableDate > window.from).toBe(true);
  await page.goto(`/tenant/search?city=${city}`);
  const card = page.getByRole('article').filter({ hasText: listing.title });
  await card.hover();
  await expect(card.getByTestId('property-card-overlay')).toContainText(
    `Currently booked. Next available for move-in between ${dmy(booked.moveInWindow.from)} and ${dmy(booked.moveInWindow.to)}`,
  );
});

test('a declined card says so and keeps the form usable; the test card then pays', async ({ page, request }) => {
  const { listing, window } = await freeListing(request);
  await signInAs(page, request, 'tenant');
  await openCheckoutDirectly(page, request, listing, window);

  await fillCard(page, { number: DECLINED_CARD, expiry: '0931', cvc: '321', name: 'Tara Test' });
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined. Try another card.' })).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveValue('');
  await expect(page.getByLabel('Card number')).toBeFocused();
  await expect(page.getByLabel('Expiry (MM/YY)')).toHaveValue('09/31');
  await expect(page.getByLabel('CVC')).toHaveValue('321');
  await expect(page.getByLabel('Name on card')).toHaveValue('Tara Test');

  await page.keyboard.type(TEST_CARD);
  await expect(page.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await page.waitForURL(/\/tenant\/payment-success\?session_id=/);
  await expect(page.getByText('Payment Successful and Booking Confirmed!')).toBeVisible(AFTER_LOAD);
});

test('a tenant pays by UPI: a failing UPI id is declined with the same answer as a card, success@demo pays', async ({
  page,
  request,
}) => {
  const { listing, window } = await freeListing(request);
  await signInAs(page, request, 'tenant');
  await openCheckoutDirectly(page, request, listing, window);

  await page.getByRole('tab', { name: 'UPI' }).click();
  await expect(page.getByRole('heading', { name: 'Pay with UPI' })).toBeVisible();
  await expect(page.getByText('Demo mode: no real money moves. Use the UPI id success@demo.')).toBeVisible();
  await page.getByLabel('UPI ID').fill('failure@demo');
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'This UPI payment was declined. Try another UPI id or pay by card.' }),
  ).toBeVisible();
  await expect(page.getByLabel('UPI ID')).toBeFocused();

  await page.getByLabel('UPI ID').fill('success@demo');
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await page.waitForURL(/\/tenant\/payment-success\?session_id=/);
  await expect(page.getByText('Payment Successful and Booking Confirmed!')).toBeVisible(AFTER_LOAD);
});

test('the checkout loads none of MUI; its tabs take the keys as MUI had them, and a payment on its way greys the form', async ({
  page,
  request,
}) => {
  const { listing, window } = await freeListing(request);
  await signInAs(page, request, 'tenant');
  const scripts = recordScripts(page);
  await openCheckoutDirectly(page, request, listing, window);
  expect(scripts.has('/checkout-page-')).toBe(true);
  expect(scripts.uiKit()).toEqual([]);
  expect(await emotionCssLength(page)).toBe(0);

  // One tab in the tab order; the arrows (wrapping), Home and End move focus, Enter or Space chooses.
  const card = page.getByRole('tab', { name: 'Card' });
  const upi = page.getByRole('tab', { name: 'UPI' });
  await expect(card).toHaveAttribute('aria-selected', 'true');
  await expect(upi).toHaveAttribute('tabindex', '-1');
  await card.focus();
  await page.keyboard.press('ArrowRight');
  await expect(upi).toBeFocused();
  await expect(card).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(card).toBeFocused();
  await page.keyboard.press('End');
  await expect(upi).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(upi).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'UPI' })).toContainText('Pay with UPI');
  await page.keyboard.press('Home');
  await page.keyboard.press('Space');
  await expect(page.getByRole('tabpanel', { name: 'Card' })).toContainText('Pay with card');

  // The placeholders show the shape to type under labels kept above the boxes.
  await expect(page.getByLabel('Card number')).toHaveAttribute('placeholder', '1234 1234 1234 1234');
  const payment = await holdRequests(page, '**/api/payment/demo/*/pay');
  await fillCard(page);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  for (const label of ['Card number', 'Expiry (MM/YY)', 'CVC', 'Name on card'])
    await expect(page.getByLabel(label)).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Cancel and return to RentEase' })).toHaveAttribute('aria-disabled', 'true');
  payment.release();
  await page.waitForURL(/\/tenant\/payment-success\?session_id=/);
});

test("the checkout fetches its forms' code while it asks for the session, showing its skeleton meanwhile", async ({
  page,
  request,
}) => {
  const { listing, window } = await freeListing(request);
  await signInAs(page, request, 'tenant');
  const sessionId = await openCheckoutDirectly(page, request, listing, window);
  const session = await holdRequests(page, `**/api/payment/demo/${sessionId}`);
  const scripts = recordScripts(page);
  await page.goto(`/checkout/${sessionId}`);
  await expect(page.locator('[aria-busy="true"]')).toBeVisible();
  await expect.poll(() => scripts.has('/open-checkout-')).toBe(true);
  expect(session.count).toBe(1);
  session.release();
  await expect(page.getByRole('button', { name: /^Pay ₹/ })).toBeVisible();
});

test('a checkout paid elsewhere meanwhile refuses a second payment and leads back', async ({ page, request }) => {
  const { listing, window } = await freeListing(request);
  await signInAs(page, request, 'tenant');
  const sessionId = await openCheckoutDirectly(page, request, listing, window);
  const other = await request.post(`/api/payment/demo/${sessionId}/pay`, {
    data: { cardNumber: TEST_CARD, expiry: '12/30', cvc: '123', name: 'Other Tab' },
  });
  expect(other.status()).toBe(200);

  await fillCard(page);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'This checkout has already been paid.' });
  await expect(alert).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay ₹/ })).toBeDisabled();
  await alert.getByRole('link', { name: 'Back to RentEase' }).click();
  await page.waitForURL(/\/tenant\/payment-cancelled\?session_id=/);
  // The way back knows the payment went through, so it does not claim "not charged".
  await expect(page.getByText('Payment Successful and Booking Confirmed!')).toBeVisible();
});

test('the card form points at mistakes before anything is sent', async ({ page, request }) => {
  const { listing, window } = await freeListing(request);
  await signInAs(page, request, 'tenant');
  await openCheckoutDirectly(page, request, listing, window);
  const payCalls = countRequests(page, /\/api\/payment\/demo\/[^/]+\/pay$/);

  const number = page.getByLabel('Card number');
  await expect(number).toHaveAttribute('inputmode', 'numeric');
  await expect(number).toHaveAttribute('autocomplete', 'cc-number');
  await expect(page.getByLabel('Expiry (MM/YY)')).toHaveAttribute('autocomplete', 'cc-exp');
  await expect(page.getByLabel('CVC')).toHaveAttribute('autocomplete', 'cc-csc');
  await expect(page.getByLabel('Name on card')).toHaveAttribute('autocomplete', 'cc-name');

  await fillCard(page, { number: '4242424242424241', expiry: '1330', cvc: '12', name: '' });
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByText('Enter a valid card number.')).toBeVisible();
  await expect(page.getByText('Enter the expiry date as MM/YY.')).toBeVisible();
  await expect(page.getByText('Enter the 3- or 4-digit security code.')).toBeVisible();
  await expect(page.getByText('Enter the name on the card.')).toBeVisible();
  await expect(number).toBeFocused();

  await page.getByLabel('Expiry (MM/YY)').fill('0120');
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByText('This card has expired.')).toBeVisible();
  expect(payCalls.count).toBe(0);
});

test('the move-in date must be a real day inside the window', async ({ page, request }) => {
  const { city, listing, window } = await freeListing(request);
  await signInAs(page, request, 'tenant');
  const dialog = await openBookingDialog(page, city, listing);
  const date = dialog.getByLabel('Move-in Date');

  await date.fill('31/02/2027');
  await date.blur();
  await expect(dialog.getByText('Date input not valid.')).toBeVisible();
  await date.fill(dmy(plusDays(window.to, 1)));
  await expect(dialog.getByText('Date input not valid.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(toast(page, 'Please enter a valid move-in date and duration.')).toBeVisible();
  await expect(dialog.getByTestId('booking-announcement')).toHaveText('Please enter a valid move-in date and duration.');

  await date.fill(dmy(window.to));
  await expect(dialog.getByText('Date input not valid.')).toBeHidden();

  // In the calendar only the window's days can be chosen. It opens on the month of the date chosen
  // (the window's last day), which near a month's end is not the month the window starts in.
  await dialog.getByRole('button', { name: /Choose date/ }).click();
  const calendar = page.getByRole('dialog', { name: 'Move-in Date' });
  const windowDays = [0, 1, 2, 3].map((n) => plusDays(window.from, n));
  const shownMonth = window.to.slice(0, 7);
  const enabled = await calendar.locator('[role="gridcell"]:not([disabled])').allInnerTexts();
  expect(enabled.map((text) => text.trim()).filter(Boolean)).toEqual(
    windowDays.filter((day) => day.startsWith(shownMonth)).map(dayOfMonth),
  );
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();

  await dialog.getByLabel('Duration (months)').fill('25');
  await expect(dialog.getByText('Choose a duration of 1 to 24 months.')).toBeVisible();
});

test('when someone else books the window first, Confirm says so and shows the new window', async ({ page, request }) => {
  const { city, listing, window } = await freeListing(request);
  await signInAs(page, request, 'tenant');
  const dialog = await openBookingDialog(page, city, listing);
  await pickDate(page, dialog, window.from);

  // Another tenant books and pays for the same days meanwhile.
  const rival = await registerAccount(request, 'tenant');
  const { token } = await (
    await request.post('/api/auth/login', { data: { email: rival.email, password: rival.password, role: 'tenant' } })
  ).json();
  const created = await request.post('/api/payment/create-checkout-session', {
    headers: { authorization: `Bearer ${token}` },
    data: { propertyId: listing.id, amount: listing.price, moveInDate: window.from, duration: 1 },
  });
  const { sessionId } = await created.json();
  const paid = await request.post(`/api/payment/demo/${sessionId}/pay`, {
    data: { cardNumber: TEST_CARD, expiry: '12/30', cvc: '123', name: 'Rival Tenant' },
  });
  expect(paid.status()).toBe(200);
  const moved = (await (await request.get(`/api/bookings/availability/${listing.id}`)).json()).moveInWindow;

  await dialog.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(`Choose a move-in date between ${dmy(moved.from)} and ${dmy(moved.to)}.`);
  await expect(dialog.getByTestId('booking-availability')).toHaveText(
    `Currently booked. Next available for move-in between ${dmy(moved.from)} and ${dmy(moved.to)}`,
  );
  await expect(dialog.getByText('Date input not valid.')).toBeVisible();
  await expect(toast(page, 'Something went wrong during booking or payment.')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Confirm Booking' })).toBeEnabled();
  expect(page.url()).toContain('/tenant/search');
});

test("the booking dialog says what went wrong, in the spec's words", async ({ page, request }) => {
  const { city, listing, window } = await freeListing(request);
  await signInAs(page, request, 'tenant');

  await page.route('**/api/bookings/availability/**', (route) => route.abort());
  await page.goto(`/tenant/search?city=${city}`);
  await page.getByRole('article').filter({ hasText: listing.title }).click();
  await page.getByRole('button', { name: 'Book this Property' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book This Property' });
  await expect(dialog.getByText('Failed to fetch availability.')).toBeVisible(AFTER_LOAD);
  await page.unroute('**/api/bookings/availability/**');
  await dialog.getByRole('button', { name: 'Try again' }).click();
  await expect(dialog.getByTestId('booking-availability')).toBeVisible();
  await pickDate(page, dialog, window.from);

  const answers = [
    { status: 200, body: {}, toast: 'Stripe payment initiation failed.' },
    {
      status: 502,
      body: { error: 'Stripe payment initiation failed.', code: 'PAYMENT_PROVIDER_ERROR' },
      toast: 'Stripe payment initiation failed.',
    },
    {
      status: 500,
      body: { error: 'Internal Server Error', code: 'INTERNAL' },
      toast: 'Something went wrong during booking or payment.',
    },
  ];
  for (const answer of answers) {
    await page.route('**/api/payment/create-checkout-session', (route) =>
      route.fulfill({ status: answer.status, contentType: 'application/json', body: JSON.stringify(answer.body) }),
    );
    await dialog.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(toast(page, answer.toast)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Confirm Booking' })).toBeEnabled();
    await page.unroute('**/api/payment/create-checkout-session');
    // While the dialog is open the toast area is outside the accessibility tree (the dialog says it).
    await toast(page, answer.toast).getByRole('button', { name: 'Close toast', includeHidden: true }).click();
    await expect(toast(page, answer.toast)).toHaveCount(0);
  }
  expect(await pendingBooking(page)).toBeNull();

  await page.evaluate(() => localStorage.removeItem('token'));
  await dialog.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(toast(page, 'You must be logged in as a tenant to book.')).toBeVisible();
  await expect(dialog.getByTestId('booking-announcement')).toHaveText('You must be logged in as a tenant to book.');
});

test('a double click sends one checkout request and one payment', async ({ page, request }) => {
  const { city, listing, window } = await freeListing(request);
  await signInAs(page, request, 'tenant');
  const dialog = await openBookingDialog(page, city, listing);
  const checkoutCalls = countRequests(page, /\/api\/payment\/create-checkout-session$/);
  const payCalls = countRequests(page, /\/api\/payment\/demo\/[^/]+\/pay$/);

  await pickDate(page, dialog, window.from);
  const checkout = await holdRequests(page, '**/api/payment/create-checkout-session');
  await dialog.getByRole('button', { name: 'Confirm Booking' }).dblclick();
  await expect(dialog.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  checkout.release();
  await page.waitForURL(/\/checkout\/cs_demo_/);
  expect(checkoutCalls.count).toBe(1);

  await fillCard(page);
  const pay = await holdRequests(page, '**/api/payment/demo/*/pay');
  await page.getByRole('button', { name: /^Pay ₹/ }).dblclick();
  await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  pay.release();
  await page.waitForURL(/\/tenant\/payment-success/);
  await expect(page.getByText('Payment Successful and Booking Confirmed!')).toBeVisible(AFTER_LOAD);
  expect(payCalls.count).toBe(1);
});

test('the booking dialog works from the keyboard alone', async ({ page, request }) => {
  const { city, listing, window } = await freeListing(request);
  await signInAs(page, request, 'tenant');
  await page.goto(`/tenant/search?city=${city}`);
  await page.getByRole('article').filter({ hasText: listing.title }).click();
  const book = page.getByRole('button', { name: 'Book this Property' });
  await book.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Book This Property' });
  await expect(dialog.getByTestId('booking-availability')).toBeVisible(AFTER_LOAD);

  await dialog.getByLabel('Move-in Date').focus();
  await page.keyboard.type(dmy(window.from));
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: /Choose date/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Duration (months)')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(dialog.getByTestId('booking-total')).toHaveText('₹20,000');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/checkout\/cs_demo_/);
  await expect(page.getByTestId('checkout-amount')).toHaveText('₹20,000');
});

test('cancelling the checkout leads to the cancelled page, whose Try again reopens the booking', async ({ page, request }) => {
  const { city, listing, window } = await freeListing(request);
  await signInAs(page, request, 'tenant');
  const dialog = await openBookingDialog(page, city, listing);
  await bookThroughDialog(page, dialog, window.from, 2);

  await page.getByRole('link', { name: 'Cancel and return to RentEase' }).click();
  await page.waitForURL(/\/tenant\/payment-cancelled\?session_id=cs_demo_/);
  await expect(page.getByText('Payment cancelled. You have not been charged.')).toBeVisible(AFTER_LOAD);
  await page.getByRole('link', { name: 'Try again' }).click();

  await expect(page).toHaveURL(new RegExp(`/tenant/search\\?property=${listing.id}&book=1$`));
  const again = page.getByRole('dialog', { name: 'Book This Property' });
  await expect(again).toContainText(listing.title, AFTER_LOAD);
  // The previous choice comes back with it.
  await expect(again.getByLabel('Move-in Date')).toHaveValue(dmy(window.from));
  await expect(again.getByLabel('Duration (months)')).toHaveValue('2');
  await again.getByRole('button', { name: 'Cancel' }).click();
  await expect(again).toBeHidden();
  await expect(page).not.toHaveURL(/book=1/);
  await expect(page.getByRole('dialog', { name: listing.title })).toBeVisible();
});

test('the success page needs a session id, and a reload verifies again with the same answer', async ({ page, request }) => {
  await signInAs(page, request, 'tenant');
  await page.goto('/tenant/payment-success');
  await expect(page.getByText('Invalid or missing session ID.')).toBeVisible(AFTER_LOAD);
  await expect(page.getByText(/Redirecting to property listings in \d seconds?\.\.\./)).toBeVisible();

  const { listing, window } = await freeListing(request);
  const sessionId = await openCheckoutDirectly(page, request, listing, window);
  const paid = await request.post(`/api/payment/demo/${sessionId}/pay`, {
    data: { cardNumber: TEST_CARD, expiry: '12/30', cvc: '123', name: 'Tara Test' },
  });
  expect(paid.status()).toBe(200);

  const statusCalls = countRequests(page, /\/api\/payment\/status\//);
  await page.goto(`/tenant/payment-success?session_id=${sessionId}`);
  await expect(page.getByText('Payment Successful and Booking Confirmed!')).toBeVisible(AFTER_LOAD);
  expect(statusCalls.count).toBe(1);
  await page.reload();
  await expect(page.getByText('Payment Successful and Booking Confirmed!')).toBeVisible(AFTER_LOAD);
  expect(statusCalls.count).toBe(2);

  // The checkout itself now says it is paid and leads on to the success page.
  await page.goto(`/checkout/${sessionId}`);
  await expect(page.getByText('This checkout has already been paid.')).toBeVisible();
  await page.getByRole('link', { name: 'Continue to RentEase' }).click();
  await expect(page.getByText('Payment Successful and Booking Confirmed!')).toBeVisible();
});

test('an unpaid checkout keeps verifying for a while, then says the payment failed and why', async ({ page, request }) => {
  const { listing, window } = await freeListing(request);
  await signInAs(page, request, 'tenant');
  const sessionId = await openCheckoutDirectly(page, request, listing, window);
  const statusCalls = countRequests(page, /\/api\/payment\/status\//);

  await page.goto(`/tenant/payment-success?session_id=${sessionId}`);
  await expect(page.getByText('Verifying payment...')).toBeVisible(AFTER_LOAD);
  await expect.poll(() => statusCalls.count).toBeGreaterThan(1);
  await expect(page.getByText('Verifying payment...')).toBeVisible();
  await expect(page.getByText('Payment Failed.')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('This payment has not been completed yet.')).toBeVisible();
  await expect(page.getByText(/Redirecting to property listings in \d seconds?\.\.\./)).toBeVisible();
  expect(statusCalls.count).toBe(7);
});

test('an unknown checkout says so', async ({ page }) => {
  await page.goto('/checkout/cs_demo_doesnotexist');
  await expect(page.getByText('This checkout does not exist.')).toBeVisible(AFTER_LOAD);
});

test('Back from the checkout returns to a usable search and booking dialog', async ({ page, request }) => {
  const { city, listing, window } = await freeListing(request);
  await signInAs(page, request, 'tenant');
  const dialog = await openBookingDialog(page, city, listing);
  await bookThroughDialog(page, dialog, window.from, 1);
  await expect(page.getByRole('button', { name: /^Pay ₹/ })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/tenant\/search\?.*book=1/);
  const again = page.getByRole('dialog', { name: 'Book This Property' });
  await expect(again.getByRole('button', { name: 'Confirm Booking' })).toBeEnabled(AFTER_LOAD);
  await expect(again.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  await again.getByRole('button', { name: 'Cancel' }).click();
  await expect(again).toBeHidden();

  const book = page.getByRole('dialog', { name: listing.title }).getByRole('button', { name: 'Book this Property' });
  await expect(book).toBeEnabled();
  await book.click();
  await expect(again.getByTestId('booking-availability')).toBeVisible();
  await bookThroughDialog(page, again, window.from, 1);
  await expect(page.getByTestId('checkout-amount')).toHaveText('₹10,000');
});
