import { expect } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { newAccount, signInAs, signInAsAdmin } from '../support/accounts';
import { fillContactForm, fillRegistration } from '../support/forms';
import { test } from '../support/test';
import { expectToastShown, findEvent, readTimeline, recordTimeline, type TimelineEvent } from '../support/timeline';

/**
 * The app's waits (redirects after a message, toasts closing), measured inside the browser from what starts each timer (the click or
 * the server's answer). A timer never fires early, so the lower bounds are exact; the upper bounds
 * only catch a delay that is far too long.
 */

/** Date.now() is whole milliseconds and may round against a timer that fired exactly on time. */
const CLOCK_SLACK_MS = 2;

/** `later` happened at least `min` and less than `max` ms after `earlier`. */
function expectGap(earlier: TimelineEvent, later: TimelineEvent, min: number, max: number) {
  expect(later.at - earlier.at).toBeGreaterThanOrEqual(min - CLOCK_SLACK_MS);
  expect(later.at - earlier.at).toBeLessThan(max);
}

test.beforeEach(async ({ page }) => {
  await recordTimeline(page);
});

test('registration goes to login 2 s after its success message', async ({ page }) => {
  await fillRegistration(page, newAccount('tenant'));
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL('/login');

  const events = await readTimeline(page);
  findEvent(events, 'toast-shown', 'Registered successfully!');
  expectGap(findEvent(events, 'response', '/api/auth/register'), findEvent(events, 'navigate', '/login'), 2000, 3500);
});

test('admin login goes to the dashboard 1 s after its success message', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/admin/dashboard');

  const events = await readTimeline(page);
  findEvent(events, 'toast-shown', 'Login successful! Redirecting...');
  expectGap(
    findEvent(events, 'response', '/api/auth/login-admin'),
    findEvent(events, 'navigate', '/admin/dashboard'),
    1000,
    2500,
  );
});

test('landlord logout goes to login 500 ms after its message', async ({ page, request }) => {
  await signInAs(page, request, 'landlord');
  await page.goto('/landlord/properties');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/login');
  // A logout clicked before the browser was idle fetches the toaster with its message; on a busy
  // machine that can land a moment after the move to /login (it stays on screen there), so wait for it.
  await expectToastShown(page, 'Logged out successfully');

  const events = await readTimeline(page);
  expectGap(findEvent(events, 'click', 'Logout'), findEvent(events, 'navigate', '/login'), 500, 2000);
});

test('admin logout reloads the page at /admin/login 0.5 s after its message', async ({ page, request }) => {
  await signInAsAdmin(page, request);
  await page.goto('/admin/dashboard');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/admin/login');
  // The message is shown again after the reload, so the admin still reads it on the login page.
  await expect(page.getByText('Logged out successfully')).toBeVisible();

  const events = await readTimeline(page);
  findEvent(events, 'toast-shown', 'Logged out successfully');
  const clicked = events.findIndex((e) => e.what === 'click' && e.detail === 'Logout');
  // A full page load, not an in-app navigation: no admin state survives in memory.
  const reloaded = events.slice(clicked).find((e) => e.what === 'page-load' && e.detail === '/admin/login');
  expect(clicked, JSON.stringify(events)).toBeGreaterThanOrEqual(0);
  expect(reloaded, JSON.stringify(events)).toBeDefined();
  const click = events[clicked];
  if (click && reloaded) expectGap(click, reloaded, 500, 2500);
});

test('toasts close by themselves after 3 s', async ({ page }) => {
  await page.route('**/api/notification', (route) => route.fulfill({ status: 503, body: '' }));
  await fillContactForm(page);
  await page.getByRole('button', { name: 'Send Message' }).click();
  const toast = page.getByText('Failed to send message. Try again later.');
  await expect(toast).toBeVisible();
  // Top right.
  const box = await toast.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.x > viewport.width / 2 && box.y < viewport.height / 3).toBe(true);
  await expect(toast).toBeHidden({ timeout: 6000 });

  const events = await readTimeline(page);
  expectGap(
    findEvent(events, 'toast-shown', 'Failed to send message'),
    findEvent(events, 'toast-gone', 'Failed to send message'),
    3000,
    4500,
  );
});
