import { expect, test } from '@playwright/test';
import { signInAsDemo } from '../support/accounts';

const AFTER_LOAD = { timeout: 15_000 };

test('a tenant pays the due month of a monthly stay from My Bookings and reads what was paid', async ({ page, request }) => {
  await signInAsDemo(page, request, 'tenant@rentease.local', 'tenant');
  await page.goto('/tenant/bookings');
  const card = page.getByRole('article').filter({ hasText: '2BHK near Hinjewadi IT Park' });
  const schedule = card.getByRole('region', { name: 'Rent schedule' });
  await expect(schedule.getByText('Paid')).toHaveCount(2, AFTER_LOAD);
  await expect(schedule.getByText('Due', { exact: true })).toHaveCount(1);

  await card.getByRole('button', { name: 'Pay rent ₹26,000' }).click();
  await page.waitForURL(/\/checkout\/cs_demo_/);
  await expect(page.getByRole('button', { name: 'Pay ₹26,000' })).toBeVisible(AFTER_LOAD);
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByLabel('Expiry (MM/YY)').fill('1230');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Rahul Verma');
  await page.getByRole('button', { name: 'Pay ₹26,000' }).click();

  await page.waitForURL(/\/tenant\/payment-success/, AFTER_LOAD);
  const bought = page.getByRole('region', { name: 'Your booking' });
  await expect(bought).toContainText('Rent forThe month from', AFTER_LOAD);
  await expect(bought).toContainText('Amount paid₹26,000');
  await page.getByRole('button', { name: 'Stay on this page' }).click();

  await page.getByRole('link', { name: 'View my bookings' }).click();
  await expect(schedule.getByText('Paid')).toHaveCount(3, AFTER_LOAD);
  await expect(card.getByRole('button', { name: /^Pay rent/ })).toHaveCount(0);
});
