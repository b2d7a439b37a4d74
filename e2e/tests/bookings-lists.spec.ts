import { readFile } from 'node:fs/promises';
import { type Download, expect, type Locator, type Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  logIn,
  registerAccount,
  signInAs,
  signInAsAdmin,
  signInAsDemo,
  signInWith,
  storeSession,
} from '../support/accounts';
import {
  addDays,
  bookAndPay,
  enIN,
  newSession,
  publishListingAs,
  publishOneListing,
  rupees,
  tenantPayments,
  todayInIndia,
} from '../support/bookings';
import { holdRequests } from '../support/hold-requests';
import { test } from '../support/test';
import { emotionCssLength, recordScripts } from '../support/ui-kit';

const DEMO_TENANT = 'tenant@rentease.local';
const DEMO_LANDLORD = 'landlord@rentease.local';

const card = (page: Page, name: string) => page.getByRole('article', { name });

/** The seeded stays are placed relative to the day the server started (demo-seed.ts DEMO_STAYS). */
const daysFromToday = (days: number) => enIN(addDays(todayInIndia(), days));

/** A seeded stay's card, told apart by its move-in date from any stay other tests book there. */
const demoStay = (page: Page, title: string, moveInDays: number) =>
  card(page, title).filter({ hasText: `Move-in date${daysFromToday(moveInDays)}` });

async function expectPdf(download: Download, paymentId: string) {
  expect(download.suggestedFilename()).toBe(`invoice_${paymentId}.pdf`);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

async function downloadFrom(page: Page, payment: Locator, button = 'Download PDF Invoice') {
  const downloading = page.waitForEvent('download');
  await payment.getByRole('button', { name: button }).click();
  return downloading;
}

test.describe('tenant', () => {
  test("My Bookings shows the demo tenant's stays: image, place, move-in, duration and where each stands", async ({
    page,
    request,
  }) => {
    await signInAsDemo(page, request, DEMO_TENANT, 'tenant');
    await page.goto('/tenant/bookings');
    await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();

    const current = demoStay(page, 'Bright 2BHK in Koramangala', -30);
    await expect(current).toContainText('5th Block, Koramangala, Bengaluru');
    await expect(current).toContainText('Duration3 months');
    await expect(current).toContainText('Current stay');
    await expect(current.locator('img')).toHaveAttribute('src', /^\/uploads\//);

    const past = demoStay(page, 'Sea-facing 2BHK in Bandra West', -270);
    await expect(past).toContainText('Duration6 months');
    await expect(past).toContainText('Past stay');
    // Ananya's stays are hers alone.
    await expect(demoStay(page, 'Villa with pool in Sarjapur', -150)).toHaveCount(0);
  });

  test('My Payments shows each payment with its booking, and the invoice downloads as a PDF', async ({ page, request }) => {
    const session = await signInAsDemo(page, request, DEMO_TENANT, 'tenant');
    const bandra = (await tenantPayments(request, session)).find(
      (p) => p.amount === 510000 && p.transaction_id?.startsWith('txn_demo_seed_'),
    );
    if (!bandra?.invoice_number) throw new Error('the demo payment for Bandra West is missing');
    await page.goto('/tenant/payments');
    await expect(page.getByRole('heading', { level: 1, name: 'My Payments' })).toBeVisible();

    const payment = card(page, bandra.invoice_number);
    await expect(payment).toContainText('₹5,10,000');
    await expect(payment).toContainText('Paid');
    await expect(payment).toContainText(/Transaction IDtxn_demo_seed_/);
    await expect(payment).toContainText(`Payment date${daysFromToday(-272)}`);
    const booking = payment.getByRole('region', { name: 'Booking Details' });
    await expect(booking).toContainText(/Booking ID[0-9a-f-]{36}/);
    await expect(booking).toContainText(/Property ID[0-9a-f-]{36}/);
    await expect(booking).toContainText(`Move-in date${daysFromToday(-270)}`);
    await expect(booking).toContainText('Duration6 months');

    // The button is busy while the PDF is on its way.
    const held = await holdRequests(page, '**/api/payment/*/invoice');
    const downloading = page.waitForEvent('download');
    await payment.getByRole('button', { name: 'Download PDF Invoice' }).click();
    await expect(payment.getByRole('button', { name: 'Downloading...' })).toBeDisabled();
    held.release();
    await expectPdf(await downloading, bandra.payment_id);
    await expect(payment.getByRole('button', { name: 'Download PDF Invoice' })).toBeEnabled();
  });

  test("My Payments loads no UI kit; an id's copy button names itself when pointed at and copies the whole id", async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const session = await signInAsDemo(page, request, DEMO_TENANT, 'tenant');
    const paid = (await tenantPayments(request, session)).find((p) => p.transaction_id?.startsWith('txn_demo_seed_'));
    if (!paid?.invoice_number || !paid.transaction_id) throw new Error('the demo tenant has no paid payment');
    const scripts = recordScripts(page);
    await page.goto('/tenant/payments', { waitUntil: 'networkidle' });
    const payment = card(page, paid.invoice_number);
    await expect(payment).toContainText(paid.transaction_id);
    expect(scripts.has('tenant-payments-page')).toBe(true);
    expect(scripts.uiKit()).toEqual([]);
    expect(await emotionCssLength(page)).toBe(0);

    const copy = payment.getByRole('button', { name: 'Copy Transaction ID' });
    const tooltip = page.getByText('Copy Transaction ID', { exact: true });
    await copy.hover();
    await expect(tooltip).toBeVisible();
    await copy.click();
    await expect(page.getByText('Transaction ID copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(paid.transaction_id);
    await page.mouse.move(0, 0);
    await expect(tooltip).toHaveCount(0);
    // The keyboard reaches it too, and the tooltip shows at once.
    await copy.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(copy).toBeFocused();
    await expect(tooltip).toBeVisible();
    // Fixed to the window, it would point at nothing once the page scrolls: it goes.
    await page.evaluate(() => window.scrollBy(0, 200));
    await expect(tooltip).toHaveCount(0);
  });

  test('a tenant without bookings or payments is told so, with a way to search', async ({ page, request }) => {
    await signInAs(page, request, 'tenant');
    await page.goto('/tenant/bookings');
    await expect(page.getByText('You have not booked any properties yet.')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Search Properties' }).click();
    await expect(page).toHaveURL('/tenant/search');

    await page.goto('/tenant/payments');
    await expect(page.getByText('No payments found.')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
  });

  test('a stay paid through the checkout shows in My Bookings and My Payments; a failed download says so', async ({
    page,
    request,
  }) => {
    const listing = await publishOneListing(request);
    const account = await registerAccount(request, 'tenant');
    const session = await signInWith(page, request, account);
    const stay = await bookAndPay(request, session, listing, 2);
    const [paid] = await tenantPayments(request, session);
    if (!paid?.invoice_number) throw new Error('the payment has no invoice number');
    const { reference, last_night: lastNight } = paid.booking;
    expect(reference).toMatch(/^RE-\d{4}-\d{5,}$/);

    await page.goto('/tenant/bookings');
    await expect(page.getByRole('article')).toHaveCount(1);
    const booked = card(page, listing.title);
    await expect(booked).toContainText(`Move-in date${enIN(stay.moveInDate)}`);
    await expect(booked).toContainText('Duration2 months');
    await expect(booked).toContainText(stay.moveInDate > todayInIndia() ? 'Upcoming' : 'Current stay');
    // The short reference, the last night and the amount, as the invoice and the emails give them.
    await expect(booked).toContainText(`Until${enIN(lastNight)}`);
    await expect(booked).toContainText(`Amount${rupees(stay.amount)}`);
    await expect(booked).toContainText(`Reference${reference}`);
    await expect(booked.getByRole('button', { name: 'Invoice' })).toBeVisible();
    await booked.getByRole('link', { name: 'Message owner' }).click();
    const chat = page.getByRole('dialog', { name: 'RentEase Chat' });
    await expect(chat).toContainText(listing.title);
    await expect(chat.getByRole('textbox', { name: 'Message' })).toBeVisible();

    await page.goto('/tenant/payments');
    const payment = card(page, paid.invoice_number);
    await expect(payment).toContainText(rupees(stay.amount));
    await expect(payment).toContainText('Paid');
    await expect(payment.getByRole('region', { name: 'Booking Details' })).toContainText(`Property ID${listing.id}`);

    await page.route('**/api/payment/*/invoice', (route) =>
      route.fulfill({ status: 500, json: { error: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' } }),
    );
    await payment.getByRole('button', { name: 'Download PDF Invoice' }).click();
    await expect(page.getByText('Something went wrong on our side. Please try again.')).toBeVisible();
    await expect(payment.getByRole('button', { name: 'Download PDF Invoice' })).toBeEnabled();
  });

  test("another tenant's bookings and payments are refused, not shown", async ({ page, request }) => {
    const demo = await logIn(request, DEMO_TENANT, DEMO_PASSWORD, 'tenant');
    const account = await registerAccount(request, 'tenant');
    const own = await logIn(request, account.email, account.password, 'tenant');
    // The stored user id points at someone else while the token stays this tenant's.
    await storeSession(page, { ...own, id: demo.id });

    await page.goto('/tenant/bookings');
    await expect(page.getByRole('alert')).toContainText('You can only see your own bookings.');
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);

    await page.goto('/tenant/payments');
    await expect(page.getByRole('alert')).toContainText('You can only see your own payments.');
    await expect(page.getByRole('article')).toHaveCount(0);
  });
});

test.describe('landlord', () => {
  test("Bookings lists the stays at the landlord's listings with each tenant's name and phone", async ({ page, request }) => {
    await signInAsDemo(page, request, DEMO_LANDLORD, 'landlord');
    await page.goto('/landlord/bookings');
    await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();

    const bandra = demoStay(page, 'Sea-facing 2BHK in Bandra West', -270);
    await expect(bandra).toContainText('Carter Road, Bandra West, Mumbai');
    await expect(bandra).toContainText('TenantRahul Verma');
    await expect(bandra.getByRole('link', { name: '+91 99100 44444' })).toHaveAttribute('href', 'tel:+919910044444');
    await expect(bandra).toContainText('Duration6 months');
    await expect(demoStay(page, 'Villa with pool in Sarjapur', -150)).toContainText('TenantAnanya Das');
    // Arjun Mehta's listing, booked by Ananya: not Priya's to see.
    await expect(card(page, 'Spacious flat in Salt Lake')).toHaveCount(0);
  });

  test("after a booking, the landlord's Bookings show its status, amount and reference, and 'Message tenant' opens a chat with that tenant", async ({
    page,
    request,
  }) => {
    const owner = await newSession(request, 'landlord');
    const tag = Date.now().toString(36);
    const listing = await publishListingAs(request, owner.session, {
      title: `Reference flat ${tag}`,
      city: `Refcity${tag}`,
      price: 21_000,
    });
    const tenant = await newSession(request, 'tenant');
    const stay = await bookAndPay(request, tenant.session, listing, 3);
    const [paid] = await tenantPayments(request, tenant.session);
    if (!paid) throw new Error('the stay has no payment');

    await storeSession(page, owner.session);
    await page.goto('/landlord/bookings');
    const booked = card(page, listing.title);
    await expect(booked).toContainText(stay.moveInDate > todayInIndia() ? 'Upcoming' : 'Current stay');
    await expect(booked).toContainText(`Amount${rupees(stay.amount)}`);
    await expect(booked).toContainText(`Reference${paid.booking.reference}`);
    await expect(booked).toContainText(`Until${enIN(paid.booking.last_night)}`);

    await booked.getByRole('link', { name: 'Message tenant' }).click();
    await expect(page).toHaveURL(`/landlord/messages?propertyId=${listing.id}&tenantId=${tenant.session.id}`);
    const chat = page.getByRole('dialog', { name: 'RentEase Chat' });
    await expect(chat).toContainText(listing.title);
    await chat.getByRole('textbox', { name: 'Message' }).fill('Welcome! The keys are with the guard.');
    await chat.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect(chat.getByRole('log')).toContainText('Welcome! The keys are with the guard.');
    // It reached that tenant's conversations, about that listing.
    const theirs = await request.get(`/api/messages/summary/${tenant.session.id}/tenant`, {
      headers: { authorization: `Bearer ${tenant.session.token}` },
    });
    const { conversations } = (await theirs.json()) as { conversations: { property_id: string; landlord_id: string }[] };
    expect(conversations).toEqual([expect.objectContaining({ property_id: listing.id, landlord_id: owner.session.id })]);
  });

  test('a landlord without bookings sees No bookings found.', async ({ page, request }) => {
    await signInAs(page, request, 'landlord');
    await page.goto('/landlord/bookings');
    await expect(page.getByText('No bookings found.')).toBeVisible();
  });
});

test.describe('admin', () => {
  test('Bookings and Transactions list what was paid, and the admin downloads the invoice', async ({ page, request }) => {
    const listing = await publishOneListing(request);
    const account = await registerAccount(request, 'tenant');
    const tenant = await logIn(request, account.email, account.password, 'tenant');
    const stay = await bookAndPay(request, tenant, listing, 2);
    const [paid] = await tenantPayments(request, tenant);
    if (!paid?.invoice_number) throw new Error('the payment has no invoice number');
    const tenantName = `${account.firstName} ${account.lastName}`;

    await signInAsAdmin(page, request);
    await page.goto(`/admin/bookings?q=${encodeURIComponent(account.email)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
    const booking = page.getByRole('table', { name: 'Bookings' }).getByRole('row').filter({ hasText: listing.title });
    await expect(booking).toContainText(tenantName);
    await expect(booking.getByRole('link', { name: account.phone })).toBeVisible();
    await expect(booking).toContainText(enIN(stay.moveInDate));
    await expect(booking).toContainText('2 months');
    // Everyone's bookings: the demo stays too.
    await page.goto('/admin/bookings?q=Salt%20Lake');
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: 'Spacious flat in Salt Lake' })
        .filter({ hasText: daysFromToday(-1) }),
    ).toContainText('Ananya Das');

    await page.goto(`/admin/transactions?q=${encodeURIComponent(paid.invoice_number)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
    const payment = page.getByRole('table', { name: 'Transactions' }).getByRole('row').filter({ hasText: paid.invoice_number });
    await expect(payment).toContainText(rupees(stay.amount));
    await expect(payment).toContainText('Paid');
    // The long id is shortened, whole on hover and behind a copy button.
    await expect(payment.getByTitle(paid.payment_id)).toBeVisible();
    await expect(payment.getByRole('button', { name: 'Copy payment ID' })).toBeVisible();
    await expect(payment).toContainText(enIN(todayInIndia()));
    await expect(payment).toContainText(tenantName);
    await expect(payment.getByRole('link', { name: account.phone })).toBeVisible();
    await expect(payment).toContainText(enIN(stay.moveInDate));
    await expect(payment).toContainText('2 months');
    await expectPdf(await downloadFrom(page, payment, 'Invoice'), paid.payment_id);
  });
});
