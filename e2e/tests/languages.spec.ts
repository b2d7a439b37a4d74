import { expect, type Page } from '@playwright/test';
import { logIn, registerAccount } from '../support/accounts';
import { bookAndPay, publishOneListing } from '../support/bookings';
import { englishLeft, recordNames } from '../support/english-left';
import { test } from '../support/test';

const AFTER_LOAD = { timeout: 15_000 };

test('a visitor switches to Hindi from the top bar; it stays through a reload, and the server answers in Hindi', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await page.getByRole('link', { name: 'हिन्दी' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('link', { name: 'English' })).toBeVisible();

  // The choice is kept in the browser: the server sends the Hindi page itself, before any script.
  const served = await page.request.get('/');
  expect(await served.text()).toContain('<html lang="hi-IN">');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page).toHaveTitle(/किराये का घर/);
  await expect(page.getByRole('link', { name: 'English' })).toBeVisible(AFTER_LOAD);

  // An error of the server's, in Hindi: a wrong password on the login page.
  const account = await registerAccount(request, 'tenant');
  await page.goto('/login');
  await page.locator('input[name="email"]').fill(account.email);
  await page.locator('input[name="password"]').fill('wrong-password');
  await page.locator('form').getByRole('button').last().click();
  await expect(page.getByText('ईमेल या पासवर्ड गलत है')).toBeVisible(AFTER_LOAD);

  // And back to English with one tap.
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(page.getByRole('link', { name: 'हिन्दी' })).toBeVisible();
});

test("a first visit follows the browser's language", async ({ openContext }) => {
  const context = await openContext({ locale: 'hi-IN' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('link', { name: 'English' })).toBeVisible(AFTER_LOAD);
});

test('in Hindi, a tenant finds a home, opens it, signs in and reads their bookings with no English left but names and addresses', async ({
  page,
  request,
}) => {
  test.slow();
  const landlordListing = await publishOneListing(request);
  const account = await registerAccount(request, 'tenant');
  await bookAndPay(request, await logIn(request, account.email, account.password, 'tenant'), landlordListing);
  const names = recordNames(page);
  names.add(`${account.firstName} ${account.lastName}`).add(account.email);
  const expectHindiOnly = async (screen: string) => {
    await expect.poll(() => englishLeft(page, names), { message: `English left on ${screen}` }).toEqual([]);
  };

  await page.goto('/');
  await page.getByRole('link', { name: 'हिन्दी' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expectHindiOnly('the home page');

  // Search from the home page's box, as a visitor does.
  await page.getByRole('textbox', { name: 'शहर या इलाका' }).fill('Testcity');
  await page.getByRole('button', { name: 'खोजें', exact: true }).click();
  await expect(page).toHaveURL(/\/browse\?q=Testcity/);
  const card = page.getByRole('article').filter({ hasText: landlordListing.title });
  await expect(card).toBeVisible(AFTER_LOAD);
  await expectHindiOnly('the search');

  await card
    .getByRole('button', { name: new RegExp(landlordListing.title) })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: new RegExp(landlordListing.title) });
  await expect(dialog).toBeVisible();
  await expectHindiOnly('a listing');
  await page.goto(`/homes/${landlordListing.id}`);
  await expect(page.getByRole('heading', { name: landlordListing.title })).toBeVisible(AFTER_LOAD);
  await expectHindiOnly("a listing's own page");

  // The login page, an error of the server's in Hindi, then signing in.
  await page.getByRole('link', { name: 'लॉग इन' }).first().click();
  await expect(page).toHaveURL('/login');
  await expectHindiOnly('the login page');
  await page.locator('input[name="email"]').fill(account.email);
  await page.locator('input[name="password"]').fill('not-the-password');
  await page.locator('form').getByRole('button').last().click();
  await expect(page.getByText('ईमेल या पासवर्ड गलत है')).toBeVisible(AFTER_LOAD);
  await page.locator('input[name="password"]').fill(account.password);
  await page.locator('form').getByRole('button').last().click();
  await expect(page).toHaveURL(/\/tenant/, AFTER_LOAD);

  await page.getByRole('navigation', { name: 'किरायेदार नेविगेशन' }).getByRole('link', { name: 'मेरी बुकिंग' }).click();
  await expect(page).toHaveURL('/tenant/bookings');
  await expect(page.getByText(landlordListing.title)).toBeVisible(AFTER_LOAD);
  await expectHindiOnly("the tenant's bookings");

  // A reload keeps Hindi, from the first paint the server sends.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByText(landlordListing.title)).toBeVisible(AFTER_LOAD);
  await expectHindiOnly("the tenant's bookings after a reload");
});

test("a tenant's language is kept in their profile: signing in from a fresh browser opens the app in it", async ({
  openContext,
  request,
}) => {
  // Two sign-ins through the form, each a password hash and a fresh app: seconds on a busy machine.
  test.slow();
  const account = await registerAccount(request, 'tenant');
  const signIn = async (page: Page) => {
    await page.locator('input[name="email"]').fill(account.email);
    await page.locator('input[name="password"]').fill(account.password);
    await page.locator('form').getByRole('button').last().click();
    await expect(page).toHaveURL(/\/tenant\/search/, AFTER_LOAD);
  };

  const first = await openContext();
  const page = await first.newPage();
  await page.goto('/login');
  await signIn(page);
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && new URL(response.url()).pathname === '/api/me/language',
  );
  await page.getByRole('link', { name: 'हिन्दी' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  expect((await saved).status()).toBe(200);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const me = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
  expect((await me.json()).language).toBe('hi');

  // Signing out leaves the browser in the language it shows.
  await page.getByRole('button', { name: 'लॉग आउट' }).click();
  await expect(page).toHaveURL(/\/login$/, AFTER_LOAD);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  expect((await first.cookies()).find(({ name }) => name === 'lang')?.value).toBe('hi');
  await first.close();

  // A browser that never chose, reading English: the profile's language wins once signed in.
  const fresh = await openContext({ locale: 'en-IN' });
  const again = await fresh.newPage();
  await again.goto('/login');
  await expect(again.locator('html')).toHaveAttribute('lang', 'en-IN');
  await signIn(again);
  await expect(again.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(again.getByRole('link', { name: 'English' })).toBeVisible();
  expect((await fresh.cookies()).find(({ name }) => name === 'lang')?.value).toBe('hi');
});

test('an English page never downloads the Devanagari font, though its language switch reads हिन्दी; a Hindi page does', async ({
  page,
}) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('noto-sans-devanagari')) fontRequests.push(request.url());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('link', { name: 'हिन्दी' })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  expect(fontRequests).toEqual([]);

  await page.goto('/?lang=hi', { waitUntil: 'networkidle' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await page.evaluate(() => document.fonts.ready);
  expect(fontRequests).not.toEqual([]);
});
