import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { signInAs } from '../support/accounts';
import { holdRequests } from '../support/hold-requests';
import { isAdopted, serverElement } from '../support/hydration';
import { publishListings } from '../support/listings';
import { test } from '../support/test';

type Listing = { id: string; title: string; description: string; city: string; images: string[] };

/** Two listings published in a city of their own, as the city's search lists them. */
async function listingsOfACity(request: APIRequestContext): Promise<{ city: string; listings: Listing[]; first: Listing }> {
  const city = await publishListings(request, 2);
  const listings: Listing[] = await (await request.get(`/api/property?city=${city}`)).json();
  const [first] = listings;
  if (!first) throw new Error('no listing published');
  return { city, listings, first };
}

const cards = (page: Page) => page.getByRole('article');

/** What the page reports from now on (console messages of `types`, uncaught errors): a refused inline script shows here. */
function problemsOn(page: Page, types: string[] = ['error']): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (types.includes(message.type())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test.describe('server-rendered public pages', () => {
  test('the HTML of a search and of a listing carries their listings before any script runs', async ({ request }) => {
    const { city, listings, first } = await listingsOfACity(request);

    const search = await (await request.get(`/browse?city=${city}`)).text();
    for (const listing of listings) expect(search).toContain(listing.title);
    expect(search).toContain('data-rendered="server"');

    const own = await (await request.get(`/homes/${first.id}`)).text();
    const body = own.slice(own.indexOf('<body'));
    expect(body).toContain(`>${first.title}</h1>`);
    expect(body).toContain(first.description.slice(0, 40));
    expect(body).toContain(`src="${first.images[0]}"`);
  });

  test('with JavaScript turned off, a visitor still sees the search results and the listing', async ({
    openContext,
    request,
  }) => {
    const { city, listings, first } = await listingsOfACity(request);
    const context = await openContext({ javaScriptEnabled: false });
    const page = await context.newPage();

    await page.goto(`/browse?city=${city}`);
    await expect(cards(page)).toHaveCount(listings.length);
    await expect(cards(page).first()).toContainText(city);

    await page.goto(`/homes/${first.id}`);
    await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
    await expect(page.getByRole('img', { name: first.title }).first()).toBeVisible();
  });

  test('the app adopts the drawn search without fetching it again or redrawing it, and then answers taps', async ({
    page,
    request,
  }) => {
    const { city, listings } = await listingsOfACity(request);
    const problems = problemsOn(page, ['error', 'warning']);
    const searches: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname === '/api/property') searches.push(sent.url());
    });

    const scripts = await holdRequests(page, '**/assets/*.js');
    await page.goto(`/browse?city=${city}`, { waitUntil: 'commit' });
    await expect(cards(page)).toHaveCount(listings.length);
    // A redrawn page would replace the server's card with one of the app's own.
    const drawn = await serverElement(cards(page).first());
    scripts.release();
    await expect.poll(() => isAdopted(drawn), { timeout: 20_000 }).toBe(true);

    await cards(page).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(searches).toEqual([]);
    expect(problems).toEqual([]);
  });

  test("a search's cards are adopted after its search bar, and a tap on one as they are is answered", async ({
    page,
    request,
  }) => {
    const { city, listings } = await listingsOfACity(request);
    const last = listings.at(-1);
    if (!last) throw new Error('no listing published');
    const problems = problemsOn(page, ['error', 'warning']);
    const scripts = await holdRequests(page, '**/assets/*.js');
    await page.goto(`/browse?city=${city}`, { waitUntil: 'commit' });
    // A part of the search bar the app keeps (the city box is taken over by its combobox once idle).
    const searchBar = await serverElement(page.getByRole('button', { name: 'Use my location' }));
    const card = await serverElement(cards(page).last());
    scripts.release();
    // The search bar is adopted in one go; the last card is tapped at once, adopted or not yet.
    await expect.poll(() => isAdopted(searchBar), { timeout: 20_000 }).toBe(true);
    await card.getByRole('button', { name: `${last.title}, ${last.city}` }).click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: last.title })).toBeVisible();
    expect(await isAdopted(card)).toBe(true);
    expect(problems).toEqual([]);
  });

  test("the app adopts the drawn page's styles rather than inserting them again", async ({ page, request }) => {
    const { city } = await listingsOfACity(request);
    // Every rule Emotion inserts in the browser goes through insertRule (or a text node, in development).
    await page.addInitScript(() => {
      const inserted: string[] = [];
      Object.assign(window, { insertedRules: inserted });
      const insertRule = CSSStyleSheet.prototype.insertRule;
      CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
        inserted.push(rule);
        return insertRule.call(this, rule, index);
      };
    });
    await page.goto(`/browse?city=${city}`);
    const drawn = await serverElement(cards(page).first());
    await expect.poll(() => isAdopted(drawn), { timeout: 20_000 }).toBe(true);
    const inserted = await page.evaluate(() => (window as unknown as { insertedRules: string[] }).insertedRules);
    // CssBaseline's and the listing cards' rules came with the page: the cards' from a linked stylesheet.
    expect(inserted.filter((rule) => /^(html|body)\b|^\.property-card/.test(rule))).toEqual([]);
    const html = await (await request.get(`/browse?city=${city}`)).text();
    const linked = [...html.matchAll(/<link rel="stylesheet"[^>]* href="([^"]+)"/g)].map((match) => match[1] ?? '');
    const sheets = await Promise.all(linked.map(async (href) => (await request.get(href)).text()));
    expect(sheets.some((sheet) => sheet.includes('.property-card{'))).toBe(true);
  });

  test("a drawn search and a drawn listing ask for the app's scripts only once their first photo is in", async ({
    page,
    request,
  }) => {
    const { city, first } = await listingsOfACity(request);
    for (const [path, adopted] of [
      [`/browse?city=${city}`, cards(page).first()],
      [`/homes/${first.id}`, page.getByRole('heading', { level: 1, name: first.title })],
    ] as const) {
      await page.goto(path);
      const drawn = await serverElement(adopted);
      await expect.poll(() => isAdopted(drawn), { timeout: 20_000 }).toBe(true);
      const timings = await page.evaluate(() => {
        const photo = document.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
        const fetched = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const scripts = fetched.filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name));
        return {
          photoIn: fetched.find((entry) => entry.name === photo?.src)?.responseEnd,
          scripts: scripts.length,
          scriptsAsked: Math.min(...scripts.map((entry) => entry.startTime)),
        };
      });
      expect(timings.photoIn, path).toBeDefined();
      expect(timings.scripts, path).toBeGreaterThan(0);
      expect(timings.scriptsAsked, path).toBeGreaterThan(timings.photoIn ?? Number.POSITIVE_INFINITY);
    }
  });

  test('a listing page is adopted in place too, and its buttons work', async ({ page, request }) => {
    const { first } = await listingsOfACity(request);
    const problems = problemsOn(page);

    const scripts = await holdRequests(page, '**/assets/*.js');
    await page.goto(`/homes/${first.id}`, { waitUntil: 'commit' });
    const drawn = await serverElement(page.getByRole('heading', { level: 1, name: first.title }));
    scripts.release();
    await expect.poll(() => isAdopted(drawn), { timeout: 20_000 }).toBe(true);
    await page.getByRole('button', { name: /^Photo 1 of \d+/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(problems).toEqual([]);
  });
  test('the home page is adopted in place, its sections below the first screen too, and a tap as it is adopted is answered', async ({
    page,
  }) => {
    const problems = problemsOn(page, ['error', 'warning']);
    const scripts = await holdRequests(page, '**/assets/*.js');
    await page.goto('/', { waitUntil: 'commit' });
    const searchBox = await serverElement(page.getByRole('textbox', { name: 'City or area' }));
    const question = await serverElement(page.getByRole('button', { name: 'Is RentEase free for tenants?' }));
    const testimonial = await serverElement(page.locator('figure blockquote').first());
    scripts.release();
    // The first screen is adopted in one go; the FAQ is tapped at once, adopted or not yet.
    await expect.poll(() => isAdopted(searchBox), { timeout: 20_000 }).toBe(true);
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Searching, chatting with owners and booking cost tenants nothing extra')).toBeVisible();
    await expect.poll(() => isAdopted(testimonial)).toBe(true);
    expect(await isAdopted(question)).toBe(true);
    expect(problems).toEqual([]);
  });
});

test.describe('what people do on a drawn page before the app has run', () => {
  test("a tap on a question of the home page's FAQ before the app has run opens its answer once it has", async ({ page }) => {
    const problems = problemsOn(page);
    const scripts = await holdRequests(page, '**/assets/*.js');
    await page.goto('/', { waitUntil: 'commit' });
    const question = page.getByRole('button', { name: 'How do I book a property?' });
    await question.click();
    expect(scripts.count).toBeGreaterThan(0);
    scripts.release();
    await expect(question).toHaveAttribute('aria-expanded', 'true', { timeout: 20_000 });
    await expect(page.getByText('Open a listing, choose "Book this Property"')).toBeVisible();
    // Answered once: a second toggle would have closed it again.
    await page.waitForTimeout(500);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(problems).toEqual([]);
  });

  test('a tap on a search result before the app has run opens it once the app has', async ({ page, request }) => {
    const { city, first } = await listingsOfACity(request);
    const problems = problemsOn(page);
    const scripts = await holdRequests(page, '**/assets/*.js');
    await page.goto(`/browse?city=${city}`, { waitUntil: 'commit' });
    const card = page.getByRole('button', { name: `${first.title}, ${city}` });
    // Twice, as someone does when nothing seems to happen: it opens once.
    await card.click();
    await card.click();
    expect(scripts.count).toBeGreaterThan(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    scripts.release();
    await expect(page.getByRole('dialog', { name: first.title })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('dialog')).toHaveCount(1);
    expect(problems).toEqual([]);
  });

  test('a filter ticked and an order chosen before the app has run are searched with once it has', async ({ page, request }) => {
    const { city } = await listingsOfACity(request);
    const problems = problemsOn(page);
    const scripts = await holdRequests(page, '**/assets/*.js');
    await page.goto(`/browse?city=${city}`, { waitUntil: 'commit' });
    const verifiedOnly = page.getByRole('checkbox', { name: 'Verified owners only' });
    const order = page.getByRole('combobox', { name: 'Sort by' });
    await verifiedOnly.check();
    await order.selectOption('price_asc');
    scripts.release();
    await expect(page).toHaveURL(/[?&]verified=true/, { timeout: 20_000 });
    await expect(page).toHaveURL(/[?&]sort=price_asc/);
    await expect(verifiedOnly).toBeChecked();
    await expect(order).toHaveValue('price_asc');
    expect(problems).toEqual([]);
  });

  test('a reader who scrolled a drawn page before the app has run stays where they were once it has', async ({
    page,
    request,
  }) => {
    const { first } = await listingsOfACity(request);
    const problems = problemsOn(page);
    const scripts = await holdRequests(page, '**/assets/*.js');
    await page.goto(`/homes/${first.id}`, { waitUntil: 'commit' });
    const drawn = await serverElement(page.getByRole('heading', { level: 1, name: first.title }));
    await page.evaluate(() => window.scrollTo(0, 300));
    scripts.release();
    // Once the app has adopted the page, the router's scroll restoration has run (it put the page at the top).
    await expect.poll(() => isAdopted(drawn), { timeout: 20_000 }).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(300);
    expect(problems).toEqual([]);
  });

  test("a tenant's tap on 'Contact Owner' before the app has run opens Messages once it has", async ({ page, request }) => {
    const { first } = await listingsOfACity(request);
    await signInAs(page, request, 'tenant');
    const problems = problemsOn(page);
    const scripts = await holdRequests(page, '**/assets/*.js');
    await page.goto(`/homes/${first.id}`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Contact Owner' }).click();
    scripts.release();
    await expect(page).toHaveURL(new RegExp(`/tenant/messages\\?propertyId=${first.id}&landlordId=`), { timeout: 20_000 });
    expect(problems).toEqual([]);
  });
});
