import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';

/** A first visit: the app registers its service worker once idle; the next load is under its control. */
async function visitUntilControlled(page: Page) {
  await page.goto('/browse');
  await expect(page.getByRole('heading', { level: 1, name: 'Search Properties' })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
}

/** Every URL the service worker's caches hold. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
}

async function expectOfflinePage(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  // The app's own frame around it: the header with the logo, and the footer.
  await expect(page.getByRole('banner').getByRole('link', { name: 'RentEase home' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
}

test('after a first visit, a page opened without a network shows the offline page in the app shell, and Try again loads it', async ({
  page,
  context,
}) => {
  // The worker installs in the background after the first page, which a busy machine slows down.
  test.slow();
  await visitUntilControlled(page);
  // The app's code, icons and the offline page are kept; no API answer or upload ever is.
  const cached = await cachedUrls(page);
  expect(cached).toContain('/offline.html');
  expect(cached.some((url) => url.startsWith('/assets/'))).toBe(true);
  expect(cached.filter((url) => url.startsWith('/api') || url.startsWith('/uploads'))).toEqual([]);

  await context.setOffline(true);
  await page.reload();
  await expectOfflinePage(page);
  await expect(page).toHaveURL('/browse');
  await page.goto('/how-it-works');
  await expectOfflinePage(page);
  // The API is never answered from a cache: without a network its calls fail.
  expect(
    await page.evaluate(() =>
      fetch('/api/health').then(
        (response) => response.status,
        () => 'failed',
      ),
    ),
  ).toBe('failed');

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'How It Works' })).toBeVisible();
  await expect(page).toHaveURL('/how-it-works');

  // A reader who chose Hindi (the choice the app keeps in the `lang` cookie) reads it in Hindi.
  await context.addCookies([{ name: 'lang', value: 'hi', url: page.url() }]);
  await context.setOffline(true);
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'आप ऑफ़लाइन हैं' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'दोबारा कोशिश करें' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('banner').getByRole('link', { name: 'लॉग इन' })).toBeVisible();

  // Someone signed in in this browser is offered their dashboard, not Login and Register.
  await page.evaluate(() => {
    localStorage.setItem('token', 'a-session-token');
    localStorage.setItem('userId', 'u1');
    localStorage.setItem('role', 'tenant');
  });
  await page.reload();
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'डैशबोर्ड' })).toHaveAttribute('href', '/tenant/dashboard');
  await expect(header.getByRole('link', { name: 'लॉग इन' })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'रजिस्टर करें' })).toHaveCount(0);
});

test('the app is installable: a manifest with its name, start page and icons, and no installability errors', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestUrl).toBeTruthy();
  const manifestResponse = await request.get(manifestUrl ?? '');
  expect(manifestResponse.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await manifestResponse.json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ name: 'RentEase', start_url: '/', display: 'standalone' });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );
  const appleTouchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  for (const src of [...manifest.icons.map((icon) => icon.src), appleTouchIcon ?? '']) {
    const icon = await request.get(src);
    expect(icon.status(), src).toBe(200);
    expect(icon.headers()['content-type'], src).toBe('image/png');
  }
  // What the browser itself checks before it offers to install the app. The test's throwaway
  // profile is incognito, where no app installs; every other check must pass.
  const cdp = await page.context().newCDPSession(page);
  expect((await cdp.send('Page.getAppManifest')).errors).toEqual([]);
  await expect
    .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors.map((error) => error.errorId))
    .toEqual(['in-incognito']);
});
