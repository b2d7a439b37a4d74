import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type Download, expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { type LoginSession, logIn, signInAsAdmin, storeSession } from '../support/accounts';
import { TEST_CARD } from '../support/bookings';
import { pngImage } from '../support/listings';
import { test as base } from '../support/test';
import { uniqueTag } from '../support/unique-tag';

/*
 * Every kind of text a person can type into RentEase, filled with script payloads, on every screen
 * that shows it: each must read as the literal text and nothing may run. The pages ignore the
 * Content-Security-Policy here (bypassCSP), so the proof is the rendering itself; the policy, a
 * second wall, has its own test at the end and in security-headers.test.ts.
 */

/** Each sets window.__xss if a browser ever runs it. */
const IMG = '<img src=x onerror="window.__xss=1">';
const SCRIPT = '<script>window.__xss=1</script>';
/** Closes an attribute first, for text that lands in one (a title, an aria-label) unescaped. */
const SVG = '"><svg onload="window.__xss=1">';
const JS_URL = 'javascript:window.__xss=1';

type Guard = { hits: string[] };

/**
 * Every page of these tests reports a payload that ran (the sentinel window.__xss is written) or a
 * dialog that opened (alert, confirm, print), and each test fails at its end if anything was.
 */
const test = base.extend<{ guard: Guard }>({
  guard: [
    async ({ page }, use) => {
      const guard: Guard = { hits: [] };
      await page.exposeBinding('__reportXss', (_source, what: string) => {
        guard.hits.push(what);
      });
      await page.addInitScript(() => {
        const report = (window as unknown as { __reportXss(what: string): void }).__reportXss;
        Object.defineProperty(window, '__xss', {
          get: () => undefined,
          set: () => report(`a payload ran on ${location.pathname}${location.search}`),
        });
      });
      page.on('dialog', (dialog) => {
        guard.hits.push(`a ${dialog.type()} dialog opened: ${dialog.message()}`);
        void dialog.dismiss();
      });
      await use(guard);
      expect(guard.hits, 'payloads that ran').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * The screen as it stands holds no markup made from user text: no event-handler attributes, no
 * javascript: links or sources, no script that would run carrying a payload; and nothing has run so far.
 */
async function expectInert(page: Page, guard: Guard) {
  const injected = await page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll('*')) {
      for (const name of element.getAttributeNames()) {
        const value = element.getAttribute(name) ?? '';
        const isHandler = /^on/i.test(name);
        const isScriptUrl = /^(href|src|action|formaction|xlink:href|data)$/i.test(name) && /^\s*javascript:/i.test(value);
        if (isHandler || isScriptUrl) found.push(element.outerHTML.slice(0, 160));
      }
      // A data block (a server-drawn page's <script type="application/json">) is never run; text
      // that broke out of one would be a script element of its own, and be found here.
      const type = element.getAttribute('type')?.trim().toLowerCase() ?? '';
      const runs = ['', 'module', 'text/javascript', 'application/javascript'].includes(type);
      if (element.tagName === 'SCRIPT' && runs && element.textContent?.includes('__xss')) found.push(element.outerHTML);
    }
    return found;
  });
  expect(injected, 'markup made from user text').toEqual([]);
  expect(guard.hits, 'payloads that ran').toEqual([]);
}

async function expectPdf(download: Download) {
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

/** Pages through a newest-first list until `item` is on screen (others may add to it meanwhile). */
async function showInList(page: Page, item: Locator) {
  const more = page.getByRole('button', { name: 'Load more' });
  await expect(item.or(more).first()).toBeVisible();
  while ((await item.count()) === 0) {
    const shown = await page.getByRole('article').count();
    await more.click();
    await expect(page.getByRole('article')).not.toHaveCount(shown);
  }
  await expect(item).toBeVisible();
}

const bearer = (session: Pick<LoginSession, 'token'>) => ({ authorization: `Bearer ${session.token}` });

type Person = LoginSession & { name: string; password: string };

/** Registers an account with names of our choosing and logs it in. */
async function registerPerson(
  api: APIRequestContext,
  role: Person['role'],
  names: { firstName: string; lastName: string },
): Promise<Person> {
  const email = `xss.${role}.${randomUUID().slice(0, 8)}@e2e.test`;
  const password = 'pass1234';
  const res = await api.post('/api/auth/register', {
    data: { ...names, email, password, phone: '+91 98765 43210', role },
  });
  expect(res.status(), await res.text()).toBe(201);
  const session = await logIn(api, email, password, role);
  return { ...session, password, name: `${names.firstName} ${names.lastName}` };
}

/** Everything the screens below show, each piece written by a hostile user. */
type HostileWorld = Awaited<ReturnType<typeof buildHostileWorld>>;

/**
 * A landlord and a tenant with hostile names, a listing with hostile title, description, address and
 * city, a paid stay of the tenant there, a conversation both ways and a contact message. Built once
 * for the file: sign-ups are rate limited per address, and the whole suite signs up from one.
 */
async function buildHostileWorld(api: APIRequestContext) {
  const tag = uniqueTag();
  const landlord = await registerPerson(api, 'landlord', { firstName: IMG, lastName: `${SCRIPT} L${tag}` });
  const tenant = await registerPerson(api, 'tenant', { firstName: SVG, lastName: `${SCRIPT} T${tag}` });

  const upload = await api.post('/api/uploads', {
    headers: bearer(landlord),
    multipart: { images0: { name: 'p.png', mimeType: 'image/png', buffer: await pngImage() } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const listing = {
    title: `${IMG} Flat ${tag}`,
    description: `${SCRIPT}\n${IMG}\n${JS_URL}\n[open me](${JS_URL})`,
    city: `Xsscity${tag} ${SVG}`,
    address: `${SCRIPT} Road`,
    price: 21_000,
  };
  const created = await api.post('/api/property/add', {
    headers: bearer(landlord),
    data: {
      ...listing,
      userId: landlord.id,
      bedrooms: 2,
      bathrooms: 1,
      area: 800,
      propertyType: 'apartment',
      images: (await upload.json()).urls,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const property = await created.json();
  expect(property).toMatchObject({ title: listing.title, city: listing.city, description: listing.description });

  // A stay paid through the demo checkout, the way the booking dialog and checkout page do it.
  const availability = await (await api.get(`/api/bookings/availability/${property.id}`)).json();
  const checkout = await api.post('/api/payment/create-checkout-session', {
    headers: bearer(tenant),
    data: {
      tenantId: tenant.id,
      propertyId: property.id,
      amount: listing.price,
      moveInDate: availability.moveInWindow.from,
      duration: 1,
    },
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const { sessionId } = await checkout.json();
  expect((await api.post(`/api/payment/demo/${sessionId}/pay`, { data: TEST_CARD })).status()).toBe(200);
  const status = await api.get(`/api/payment/status/${sessionId}`, { headers: bearer(tenant) });
  expect(await status.json()).toMatchObject({ success: true });
  const [payment] = await (await api.get(`/api/payment/tenant/${tenant.id}`, { headers: bearer(tenant) })).json();

  const conversation = { tenantId: tenant.id, landlordId: landlord.id, propertyId: property.id };
  const chat = { fromTenant: `${IMG} Is it free? ${JS_URL}`, fromLandlord: `${SCRIPT} Yes. ${SVG}` };
  for (const [from, message] of [
    [tenant, chat.fromTenant],
    [landlord, chat.fromLandlord],
  ] as const) {
    const sent = await api.post('/api/messages/send', {
      headers: bearer(from),
      data: { ...conversation, message, senderId: from.id },
    });
    expect(sent.status(), await sent.text()).toBe(201);
  }

  const contact = { name: `${IMG} C${tag}`, email: `xss.${tag}@example.com`, message: `${SCRIPT}\n${JS_URL}` };
  expect((await api.post('/api/notification', { data: contact })).status()).toBe(201);

  return {
    tag,
    landlord,
    tenant,
    listing: { ...listing, id: property.id as string, location: `${listing.address}, ${listing.city}` },
    invoiceNumber: payment.invoice_number as string,
    chat,
    contact,
  };
}

test.describe('user text is shown as text', () => {
  // One world for the file, so the tests run one after another in a worker of their own.
  test.describe.configure({ mode: 'default' });
  test.use({ bypassCSP: true });

  let world: HostileWorld;
  test.beforeAll(async ({ playwright }, testInfo: TestInfo) => {
    testInfo.setTimeout(120_000);
    const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    world = await buildHostileWorld(api);
    await api.dispose();
  });

  const greeting = (page: Page) => page.getByTestId('greeting');
  const chatPanel = (page: Page) => page.getByRole('dialog', { name: 'RentEase Chat' });
  const conversationRow = (page: Page) =>
    page.getByRole('list', { name: 'Conversations' }).getByRole('button').filter({ hasText: world.listing.title });

  test('the public and tenant searches, the listing dialog, gallery, booking dialog and checkout page', async ({
    page,
    guard,
  }) => {
    test.slow();
    const { listing } = world;
    for (const area of ['/browse', '/tenant/search']) {
      if (area === '/tenant/search') {
        await storeSession(page, world.tenant);
      }
      await page.goto(`${area}?city=${encodeURIComponent(listing.city)}`);
      const card = page.getByRole('article').filter({ hasText: world.tag });
      await expect(card).toHaveCount(1);
      await expect(card).toContainText(listing.title);
      await expect(card).toContainText(listing.city);
      await card.hover();
      await expectInert(page, guard);

      await page.getByRole('button', { name: `${listing.title}, ${listing.city}` }).click();
      const dialog = page.getByRole('dialog', { name: listing.title });
      await expect(dialog.getByRole('heading', { name: listing.title })).toHaveText(listing.title);
      await expect(dialog).toContainText(listing.city);
      await expect(dialog).toContainText(listing.location);
      await expect(dialog.getByTestId('property-description')).toHaveText(listing.description);
      await expectInert(page, guard);

      await dialog.getByRole('img').first().click();
      const gallery = page.getByTestId('image-gallery');
      await expect(gallery).toContainText(listing.title);
      await expectInert(page, guard);
      await gallery.getByRole('button', { name: 'Close gallery' }).click();
      await expect(gallery).toBeHidden();
    }

    await expect(greeting(page)).toHaveText(`Hi, ${world.tenant.name}`);
    const dialog = page.getByRole('dialog', { name: listing.title });
    await dialog.getByRole('button', { name: 'Book this Property' }).click();
    const booking = page.getByRole('dialog', { name: 'Book This Property' });
    await expect(booking).toContainText(listing.title);
    await expectInert(page, guard);
    await page.keyboard.press('Escape');
    await expect(booking).toBeHidden();

    // The demo card network's checkout page shows the stay too (opened for the next free month).
    const availability = await (await page.request.get(`/api/bookings/availability/${listing.id}`)).json();
    const checkout = await page.request.post('/api/payment/create-checkout-session', {
      headers: bearer(world.tenant),
      data: {
        tenantId: world.tenant.id,
        propertyId: listing.id,
        amount: listing.price,
        moveInDate: availability.moveInWindow.from,
        duration: 1,
      },
    });
    expect(checkout.status(), await checkout.text()).toBe(200);
    await page.goto(`/checkout/${(await checkout.json()).sessionId}`);
    await expect(page.getByRole('main')).toContainText(listing.title);
    await expect(page.getByRole('main')).toContainText(listing.location);
    await expectInert(page, guard);
  });

  test("the tenant's greeting, My Bookings, My Payments with its invoice, Messages and the chat panel", async ({
    page,
    guard,
  }) => {
    test.slow();
    const { listing, tenant, landlord, chat } = world;
    await storeSession(page, tenant);
    await page.goto('/tenant/bookings');
    await expect(greeting(page)).toHaveText(`Hi, ${tenant.name}`);
    const stay = page.getByRole('article', { name: listing.title });
    await expect(stay).toContainText(listing.location);
    await expectInert(page, guard);

    await page.goto('/tenant/payments');
    const payment = page.getByRole('article', { name: world.invoiceNumber });
    await expect(payment).toContainText(`${listing.title} · ${listing.location}`);
    await expectInert(page, guard);
    const downloading = page.waitForEvent('download');
    await payment.getByRole('button', { name: 'Download PDF Invoice' }).click();
    await expectPdf(await downloading);

    await page.goto('/tenant/messages');
    const row = conversationRow(page);
    await expect(row).toContainText(landlord.name);
    await expect(row).toContainText(chat.fromLandlord);
    await expectInert(page, guard);
    await row.click();
    const panel = chatPanel(page);
    await expect(panel).toContainText(landlord.name);
    await expect(panel).toContainText(listing.title);
    await expect(panel.getByRole('log')).toContainText(chat.fromTenant);
    await expect(panel.getByRole('log')).toContainText(chat.fromLandlord);
    await expectInert(page, guard);

    // Typed into the panel, a payload goes out and comes back as text too.
    const typed = `${SVG} ${JS_URL} typed`;
    await panel.getByRole('textbox', { name: 'Message' }).fill(typed);
    await panel.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect(panel.getByRole('log').getByText(typed)).toHaveText(typed);
    await expect(panel.getByRole('log').getByText('Sent', { exact: true }).last()).toBeVisible();
    await expectInert(page, guard);
  });

  test("the landlord's greeting, My Properties, Bookings, Earnings with its invoice, Messages and the chat panel", async ({
    page,
    guard,
  }) => {
    test.slow();
    const { listing, tenant, landlord, chat } = world;
    await storeSession(page, landlord);
    await page.goto('/landlord/properties');
    await expect(greeting(page)).toHaveText(`Hi, ${landlord.name}`);
    await expect(page.getByRole('article').filter({ hasText: world.tag })).toContainText(listing.title);
    await expectInert(page, guard);

    await page.goto('/landlord/bookings');
    const stay = page.getByRole('article', { name: listing.title });
    await expect(stay).toContainText(listing.location);
    await expect(stay).toContainText(`Tenant${tenant.name}`);
    await expectInert(page, guard);

    await page.goto('/landlord/earnings');
    const invoice = page.getByRole('list', { name: 'Payment Invoices' }).getByRole('article', { name: world.invoiceNumber });
    await expect(invoice).toContainText(`${listing.title} · ${listing.location}`);
    await expectInert(page, guard);
    const downloading = page.waitForEvent('download');
    await invoice.getByRole('button', { name: 'Download PDF Invoice' }).click();
    await expectPdf(await downloading);

    await page.goto('/landlord/messages');
    const row = conversationRow(page);
    await expect(row).toContainText(tenant.name);
    await expectInert(page, guard);
    await row.click();
    const panel = chatPanel(page);
    await expect(panel).toContainText(tenant.name);
    await expect(panel.getByRole('log')).toContainText(chat.fromTenant);
    await expect(panel.getByRole('log')).toContainText(chat.fromLandlord);
    await expectInert(page, guard);
  });

  test('the admin: Users, Properties, Bookings, Transactions with its invoice, Notifications and Recent Activity', async ({
    page,
    request,
    guard,
  }) => {
    test.slow();
    const { listing, tenant, landlord, contact } = world;
    await signInAsAdmin(page, request);

    await page.goto(`/admin/users?tenants=${encodeURIComponent(tenant.email)}&landlords=${encodeURIComponent(landlord.email)}`);
    for (const [table, person] of [
      ['Tenants', tenant],
      ['Landlords', landlord],
    ] as const) {
      const row = page.getByRole('region', { name: table }).getByRole('row').filter({ hasText: person.email });
      await expect(row.getByRole('cell').nth(0)).toHaveText(person.firstName);
      await expect(row.getByRole('cell').nth(1)).toHaveText(person.lastName);
      await expect(row.getByRole('button', { name: `Block ${person.name}` })).toBeVisible();
    }
    await expectInert(page, guard);

    await page.goto(`/admin/properties?city=${encodeURIComponent(listing.city)}`);
    const listed = page.getByRole('table', { name: 'Properties' }).getByRole('row').filter({ hasText: listing.title });
    await expect(listed).toContainText(landlord.email);
    await listed.getByRole('button', { name: listing.title, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: listing.title });
    await expect(dialog.getByTestId('property-description')).toHaveText(listing.description);
    await expectInert(page, guard);

    await page.goto(`/admin/bookings?q=${encodeURIComponent(tenant.email)}`);
    const stay = page.getByRole('table', { name: 'Bookings' }).getByRole('row').filter({ hasText: listing.title });
    await expect(stay).toContainText(tenant.name);
    await expect(stay).toContainText(listing.location);
    await expectInert(page, guard);

    await page.goto(`/admin/transactions?q=${encodeURIComponent(world.invoiceNumber)}`);
    const payment = page.getByRole('table', { name: 'Transactions' }).getByRole('row').filter({ hasText: world.invoiceNumber });
    await expect(payment).toContainText(`${listing.title} · ${listing.location}`);
    await expect(payment).toContainText(tenant.name);
    await expectInert(page, guard);
    const downloading = page.waitForEvent('download');
    await payment.getByRole('button', { name: 'Invoice' }).click();
    await expectPdf(await downloading);

    await page.goto('/admin/notifications');
    const message = page.getByRole('article', { name: contact.name });
    await showInList(page, message);
    await expect(message).toContainText(contact.message);
    await expect(message).toContainText(contact.email);
    await expectInert(page, guard);
    await message.getByRole('button', { name: 'Mark as Read' }).click();
    await expect(message.getByRole('button', { name: 'Mark as Unread' })).toBeVisible();

    // The audit line names the sender: "Marked <name>'s message as read".
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('list', { name: 'Recent activity' })).toContainText(`Marked ${contact.name}'s message as read`);
    await expectInert(page, guard);
  });
});

test.describe('content security policy', () => {
  /**
   * Script errors the page reports, as they happen. Policy violations fail every test already
   * (support/test.ts); Chromium also logs each as a console error, so they show here too.
   */
  async function watchScriptErrors(page: Page) {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    return problems;
  }

  test('the API reference at /api/docs renders its operations under our policy, with no violation', async ({ page }) => {
    const problems = await watchScriptErrors(page);
    const response = await page.goto('/api/docs');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.getByRole('heading', { name: /RentEase API/ })).toBeVisible();
    // The reference renders the operations near the viewport as it scrolls: scroll down to each one.
    const reveal = async (operation: string) => {
      const entry = page.getByText(operation, { exact: true }).first();
      await expect(async () => {
        if (!(await entry.isVisible())) await page.mouse.wheel(0, 1200);
        await expect(entry).toBeVisible({ timeout: 500 });
      }).toPass({ timeout: 20_000 });
      return entry;
    };
    await reveal('/api/auth/login');
    // An operation opens and shows who may call it.
    await (await reveal('/api/property/add')).click();
    await expect(page.getByText(/Access: signed in as/).first()).toBeVisible();
    await reveal('/api/messages/send');
    expect(problems).toEqual([]);
  });

  test('the web app runs under our policy: a public page and a listing open with no violation', async ({ page }) => {
    const problems = await watchScriptErrors(page);
    await page.goto('/browse');
    await page.getByRole('article').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(problems).toEqual([]);
  });
});
