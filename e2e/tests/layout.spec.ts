import { expect } from '@playwright/test';
import { signInAs } from '../support/accounts';
import { holdRequests } from '../support/hold-requests';
import { isAdopted, serverElement } from '../support/hydration';
import { test } from '../support/test';

test.describe('public header and footer', () => {
  test('desktop shows every link with Register highlighted', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Browse', 'How It Works', 'Contact', 'Login', 'Register']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    // Highlighted: white on the brand's teal, the other links on the header's white.
    await expect(nav.getByRole('link', { name: 'Register' })).toHaveCSS('background-color', 'rgb(15, 118, 110)');
    await expect(nav.getByRole('link', { name: 'Register' })).toHaveCSS('color', 'rgb(255, 255, 255)');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  });

  test('collapses into a menu on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const scripts = await holdRequests(page, '**/assets/*.js');
    await page.goto('/', { waitUntil: 'commit' });
    const openMenu = page.getByRole('button', { name: 'Open menu' });
    await expect(page.getByRole('link', { name: 'How It Works' })).toBeHidden();
    // The server's header is drawn before the app starts and does not answer taps until the app
    // has adopted it, in place.
    const drawn = await serverElement(openMenu);
    scripts.release();
    await expect.poll(() => isAdopted(drawn)).toBe(true);
    await openMenu.click();
    const menu = page.locator('#mobile-menu');
    await expect(menu.getByRole('link', { name: 'How It Works' })).toBeVisible();
    await menu.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL('/contact');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Contact Us' })).toBeVisible();
  });

  test('footer has the tagline, policy links and social links opening in a new tab', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    await expect(footer.getByText('Helping you find your next perfect stay.')).toBeVisible();
    await expect(footer.getByText('© 2025 RentEase')).toBeVisible();
    for (const name of ['Twitter', 'LinkedIn', 'Instagram']) {
      const link = footer.getByRole('link', { name });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
  });

  test('header and footer are hidden in the signed-in areas', async ({ page, request }) => {
    await signInAs(page, request, 'tenant');
    await page.goto('/tenant/bookings');
    await expect(page.getByRole('heading', { name: 'My Bookings' })).toBeVisible();
    await expect(page.locator('footer')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  });
});

test.describe('area shell', () => {
  test('greets the user, links every section and collapses the sidebar', async ({ page, request }) => {
    const account = await signInAs(page, request, 'landlord');
    await page.goto('/landlord/properties');
    await expect(page.getByTestId('greeting')).toHaveText(`Hi, ${account.firstName} ${account.lastName}`);
    const nav = page.getByRole('navigation', { name: 'Landlord navigation' });
    await nav.getByRole('link', { name: 'Earnings' }).click();
    await expect(page).toHaveURL('/landlord/earnings');
    await expect(page.getByRole('heading', { name: 'Earnings Overview' })).toBeVisible();
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(nav.getByText('Earnings', { exact: true })).toBeHidden();
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect(nav.getByText('Earnings', { exact: true })).toBeVisible();
  });

  test('opens the navigation as a drawer on a phone', async ({ page, request }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signInAs(page, request, 'tenant');
    await page.goto('/tenant/search');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('link', { name: 'Payments' }).click();
    await expect(page).toHaveURL('/tenant/payments');
  });
});
