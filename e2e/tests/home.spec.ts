import { expect } from '@playwright/test';
import { test } from '../support/test';
import { emotionCssLength, recordScripts } from '../support/ui-kit';

test.describe('Home', () => {
  test('shows the hero with its two buttons', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Find or List Your Perfect Rental Property' })).toBeVisible();
    await page.getByRole('link', { name: 'Browse Properties' }).click();
    await expect(page).toHaveURL('/browse');
    await page.goBack();
    await page.getByRole('link', { name: 'List Your Property' }).click();
    await expect(page).toHaveURL('/login');
  });

  test('shows the three features and three testimonials', async ({ page }) => {
    await page.goto('/');
    for (const feature of ['Real-Time Chat', 'Secure Payments', 'Interactive Listings']) {
      await expect(page.getByRole('heading', { name: feature })).toBeVisible();
    }
    await expect(page.locator('figure blockquote')).toHaveCount(3);
  });

  test('FAQ keeps at most one answer open and marks the state with + and −', async ({ page }) => {
    await page.goto('/');
    const questions = page.getByRole('button', { name: /\?$/ });
    await expect(questions).toHaveCount(4);
    const first = questions.nth(0);
    const second = questions.nth(1);

    for (let i = 0; i < 4; i++) await expect(questions.nth(i)).toHaveAttribute('aria-expanded', 'false');
    await expect(first).toContainText('+');

    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toContainText('−');
    await expect(page.getByText('Searching, chatting with owners and booking cost tenants nothing extra')).toBeVisible();

    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(first).toContainText('+');

    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(second).toContainText('+');
  });
});

test.describe('Home without the UI kit', () => {
  test('the home page loads none of MUI and Emotion, and is styled without any script', async ({ page, browser }) => {
    const scripts = recordScripts(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(scripts.has('/home-page-')).toBe(true);
    expect(scripts.uiKit()).toEqual([]);
    expect(await emotionCssLength(page)).toBe(0);

    // The drawn page links its own stylesheet: without script the hero's button is the brand's.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const drawn = await noScript.newPage();
    await drawn.goto('/');
    const browse = drawn.getByRole('link', { name: 'Browse Properties' });
    await expect(browse).toHaveCSS('background-color', 'rgb(15, 118, 110)');
    await expect(browse).toHaveCSS('color', 'rgb(255, 255, 255)');
    await expect(drawn.getByRole('heading', { level: 1 })).toHaveCSS('font-weight', '800');
    await noScript.close();
  });

  test('the search box shows it has focus', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('search', { name: 'Search homes' });
    const box = page.getByRole('textbox', { name: 'City or area' });
    const field = search.locator('label').filter({ has: box });
    await expect(field).toHaveCSS('outline-style', 'none');
    await search.getByRole('button', { name: 'Search' }).focus();
    await page.keyboard.press('Shift+Tab');
    await expect(box).toBeFocused();
    await expect(field).toHaveCSS('outline', 'rgb(15, 118, 110) solid 2px');
  });
});

test.describe('The content pages without the UI kit', () => {
  // The title's weight: the theme's h1 (How It Works), h3 (the email card) or h2, from typography.css rather than MUI.
  const pages = [
    { path: '/how-it-works', chunk: 'how-it-works-page', title: 'How It Works', weight: '800' },
    { path: '/privacy', chunk: 'privacy-page', title: 'Privacy Policy', weight: '750' },
    { path: '/terms', chunk: 'terms-page', title: 'Terms & Conditions', weight: '750' },
    { path: '/logout', chunk: 'logout-page', title: 'You have been logged out', weight: '750' },
    { path: '/verify-email', chunk: 'verify-email-page', title: 'Verify your email', weight: '700' },
    { path: '/no-such-page', chunk: 'not-found-page', title: 'Page Not Found', weight: '750' },
  ];
  test('How It Works, the policies, logged out, an email link and Not Found load none of MUI and Emotion and are styled', async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    for (const { path, chunk, title, weight } of pages) {
      await page.goto(path, { waitUntil: 'networkidle' });
      expect(scripts.has(`/${chunk}-`)).toBe(true);
      const heading = page.getByRole('heading', { level: 1, name: title });
      await expect(heading).toBeVisible();
      await expect(heading).toHaveCSS('font-weight', weight);
      expect(await page.locator('style[data-emotion]').count()).toBe(0);
    }
    expect(scripts.uiKit()).toEqual([]);
    await expect(page.getByRole('link', { name: 'Go to Home' })).toHaveCSS('background-color', 'rgb(15, 118, 110)');
  });
});

test.describe('How It Works', () => {
  test('shows the steps, both audiences and why to choose us', async ({ page }) => {
    await page.goto('/how-it-works');
    for (const text of [
      'Find Properties',
      'Connect Instantly',
      'Book & Move In',
      'For Tenants',
      'For Landlords',
      'Verified Listings',
      'Safe Transactions',
      'Community Reviewed',
    ]) {
      await expect(page.getByRole('heading', { name: text })).toBeVisible();
    }
  });
});

test.describe('Policies', () => {
  test('privacy and terms pages are reachable from the footer', async ({ page }) => {
    await page.goto('/');
    const legal = page.getByRole('navigation', { name: 'Legal' });
    await legal.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await legal.getByRole('link', { name: 'Terms & Conditions' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
  });
});
