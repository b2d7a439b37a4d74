import { expect } from '@playwright/test';
import { signInAs, signInAsAdmin } from '../support/accounts';
import { holdRequests } from '../support/hold-requests';
import { isAdopted, serverElement } from '../support/hydration';
import { test } from '../support/test';
import { emotionCssLength, recordScripts } from '../support/ui-kit';

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

  test("the phone's drawer holds focus until Escape or a tap beside it closes it, and the page behind stays put", async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signInAs(page, request, 'tenant');
    await page.goto('/tenant/payments');
    const menuButton = page.getByRole('button', { name: 'Open navigation' });
    const drawer = page.getByRole('dialog', { name: 'Tenant navigation' });
    await menuButton.click();
    await expect(drawer.getByRole('link', { name: 'Saved' })).toBeVisible();
    // The page behind is out of reach: Tab goes round the drawer's links and Logout only.
    for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
    expect(await drawer.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expect(page).toHaveURL('/tenant/payments');

    await menuButton.click();
    await expect(drawer).toBeVisible();
    // Beside the 248 px panel is the dim backdrop.
    await page.mouse.click(320, 400);
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL('/tenant/payments');
  });

  test('the collapsed sidebar names a section when pointed at or reached by keyboard', async ({ page, request }) => {
    await signInAs(page, request, 'landlord');
    await page.goto('/landlord/properties');
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    const nav = page.getByRole('navigation', { name: 'Landlord navigation' });
    const earnings = nav.getByRole('link', { name: 'Earnings' });
    // The name beside the icon (the open menu's labels, in the phone's closed drawer, are not shown).
    const shownName = page.getByText('Earnings', { exact: true }).filter({ visible: true });
    await earnings.hover();
    await expect(shownName).toBeVisible();
    await page.mouse.move(900, 600);
    await expect(shownName).toHaveCount(0);
    await earnings.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(earnings).toBeFocused();
    await expect(shownName).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/landlord/earnings');
    await expect(shownName).toHaveCount(0);
  });

  test("the pages drawn without MUI in the areas load none of it: Saved, Visits, the payment pages and the admin's Notifications and Users", async ({
    page,
    request,
  }) => {
    await signInAs(page, request, 'tenant');
    const pages: [string, string][] = [
      ['/tenant/saved', 'Saved'],
      ['/tenant/visits', 'Visits'],
      ['/tenant/payment-success', 'Invalid or missing session ID.'],
      ['/tenant/payment-cancelled', 'Payment cancelled. You have not been charged.'],
    ];
    for (const [path, heading] of pages) {
      const scripts = recordScripts(page);
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(scripts.uiKit(), path).toEqual([]);
      expect(await emotionCssLength(page), path).toBe(0);
    }
    await signInAsAdmin(page, request);
    const adminPages: [string, string][] = [
      ['/admin/notifications', 'Notifications'],
      ['/admin/users', 'Users'],
    ];
    for (const [path, heading] of adminPages) {
      const scripts = recordScripts(page);
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(scripts.uiKit(), path).toEqual([]);
      expect(await emotionCssLength(page), path).toBe(0);
    }
    await expect(page.getByRole('table', { name: 'Tenants' }).getByRole('row')).not.toHaveCount(0);
  });

  test("the areas' shell and the tenant's search load no UI kit until a listing is opened", async ({ page, request }) => {
    await signInAs(page, request, 'tenant');
    const scripts = recordScripts(page);
    await page.goto('/tenant/search?city=Mumbai', { waitUntil: 'networkidle' });
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
    await page.keyboard.press('Escape');
    expect(scripts.has('tenant-search-page')).toBe(true);
    expect(scripts.uiKit()).toEqual([]);
    expect(await emotionCssLength(page)).toBe(0);

    // The listing's dialog brings MUI, and the tenant's actions with it.
    await page.getByRole('article').first().click();
    await expect(page.getByRole('button', { name: 'Contact Owner' })).toBeVisible();
    expect(scripts.uiKit().length).toBeGreaterThan(0);
  });
});
