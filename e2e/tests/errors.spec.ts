import { expect } from '@playwright/test';
import { APP_PAGES } from '@rentease/contract';
import { test } from '../support/test';

test('an unknown path answers 404 and shows Page Not Found with the path and a link home', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('/no/such/page')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL('/');
});

test('every page of the app without parameters answers 200', async ({ request }) => {
  const pages = APP_PAGES.filter((path) => !path.includes(':') && !path.includes('*'));
  for (const path of pages) expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
});

test('a page that fails to load shows the error screen with the message', async ({ page }) => {
  await page.goto('/');
  // The How It Works page is its own script chunk; make its download fail.
  await page.route(/how-it-works-page-.*\.js$/, (route) => route.abort('failed'));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'How It Works' }).click();
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(page.getByText(/^Loading chunk how-it-works-page-[\w-]+ failed$/)).toBeVisible();
});

test('a page that breaks while rendering shows the error screen with its message', async ({ page }) => {
  await page.goto('/');
  // Serve a How It Works page whose component throws when React renders it.
  await page.route(/how-it-works-page-.*\.js$/, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: "export default function Broken() { throw new Error('The page could not be drawn'); }",
    }),
  );
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'How It Works' }).click();
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(page.getByText('The page could not be drawn')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible();
});

test('every public route loads directly by URL', async ({ page }) => {
  for (const [path, heading] of [
    ['/how-it-works', 'How It Works'],
    ['/browse', 'Search Properties'],
    ['/contact', 'Contact Us'],
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms & Conditions'],
    ['/login', 'Login'],
    ['/register', 'Register'],
    ['/admin/login', 'Admin Login'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});
