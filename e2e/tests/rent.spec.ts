import { expect } from '@playwright/test';
import { signInAsAdmin, signInAsDemo } from '../support/accounts';
import { test } from '../support/test';
import { emotionCssLength, recordScripts } from '../support/ui-kit';

const AFTER_LOAD = { timeout: 15_000 };

test('a tenant pays the due month of a monthly stay from My Bookings and reads what was paid', async ({ page, request }) => {
  await signInAsDemo(page, request, 'tenant@rentease.local', 'tenant');
  await page.goto('/tenant/bookings');
  const card = page.getByRole('article').filter({ hasText: '2BHK near Hinjewadi IT Park' });
  const schedule = card.getByRole('region', { name: 'Rent schedule' });
  await expect(schedule.getByText('Paid')).toHaveCount(2, AFTER_LOAD);
  await expect(schedule.getByText('Due', { exact: true })).toHaveCount(1);
  // Each month paid has its receipt beside it.
  await expect(schedule.getByRole('button', { name: /^Receipt for / })).toHaveCount(2);

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
  // The month just paid has its receipt too, as a PDF.
  const receipts = schedule.getByRole('button', { name: /^Receipt for / });
  await expect(receipts).toHaveCount(3);
  const receipt = page.waitForEvent('download');
  await receipts.last().click();
  expect((await receipt).suggestedFilename()).toMatch(/^rent_receipt_[0-9a-f-]{36}\.pdf$/);
});

test("the admin opens a monthly stay's papers from Bookings: the signed agreement, the months with their receipts, the statements", async ({
  page,
  request,
}) => {
  await signInAsAdmin(page, request);
  await page.goto('/admin/bookings');
  await page.getByRole('searchbox', { name: 'Search tenant, landlord, property or reference' }).fill('Hinjewadi');
  // The demo's one stay there: clicked once the list shows the search's answer.
  await expect(page.getByText('1 booking found')).toBeVisible(AFTER_LOAD);
  const row = page.getByRole('table', { name: 'Bookings' }).getByRole('row').filter({ hasText: '2BHK near Hinjewadi IT Park' });
  await row.getByRole('button', { name: /^Papers of booking RE-/ }).click();

  const papers = page.getByRole('dialog', { name: /^Booking RE-/ });
  // Both sides signed it before move-in (the demo seed).
  await expect(papers.getByTestId('agreement-status')).toHaveText('Agreement signed', AFTER_LOAD);
  const schedule = papers.getByRole('region', { name: 'Rent schedule' });
  await expect(schedule.getByRole('listitem')).toHaveCount(11);
  // The tenant may pay meanwhile (another test does): at least the two months the seed paid have receipts.
  await expect(schedule.getByRole('button', { name: /^Receipt for / }).nth(1)).toBeVisible();
  await expect(papers.getByRole('button', { name: /^Pay rent/ })).toHaveCount(0);

  const receipt = page.waitForEvent('download');
  await schedule
    .getByRole('button', { name: /^Receipt for / })
    .first()
    .click();
  expect((await receipt).suggestedFilename()).toMatch(/^rent_receipt_[0-9a-f-]{36}\.pdf$/);

  const statement = page.waitForEvent('download');
  await papers
    .getByRole('button', { name: /^Rent statement \d{4}-\d{2}$/ })
    .first()
    .click();
  expect((await statement).suggestedFilename()).toMatch(/\.pdf$/);
});

test("the landlord's Rent lists each month of a monthly stay with its tenant and state, and the totals by state", async ({
  page,
  request,
}) => {
  // Arjun lets the demo's monthly stay (Rahul at Hinjewadi): eleven months of ₹26,000, the first two
  // paid, the month to pay now due and the rest upcoming (the seed places them around today).
  await signInAsDemo(page, request, 'arjun.landlord@rentease.local', 'landlord');
  const scripts = recordScripts(page);
  await page.goto('/landlord/rent', { waitUntil: 'networkidle' });
  const table = page.getByRole('table', { name: 'Rent by month' });
  const rows = table.getByRole('row').filter({ hasText: '2BHK near Hinjewadi IT Park' });
  await expect(rows).toHaveCount(11, AFTER_LOAD);
  await expect(rows.first()).toContainText(/Rahul Verma\s*RE-\d{4}-\d{5}/);
  await expect(rows.first()).toContainText('₹26,000');
  await expect(rows.first()).toContainText('Upcoming');
  await expect(table.getByRole('columnheader')).toHaveText(['Tenant', 'Property', 'Month', 'Due', 'Amount', 'Status']);

  const totals = page.getByRole('group', { name: 'Rent totals' });
  await expect(totals.getByTestId('rent-total-upcoming')).toHaveText('₹2,08,000');
  await expect(totals.getByTestId('rent-total-late')).toHaveText('₹0');
  // The tenant may pay the due month meanwhile (another test does): paid and due, read at once, add up either way.
  const { paid, due } = await totals.evaluate((group) => {
    const rupees = (key: string) =>
      Number(group.querySelector(`[data-testid="rent-total-${key}"]`)?.textContent?.replace(/[^0-9.]/g, ''));
    return { paid: rupees('paid'), due: rupees('due') };
  });
  expect(paid + due).toBe(78_000);
  expect(paid).toBeGreaterThanOrEqual(52_000);
  expect(await rows.filter({ hasText: 'Paid' }).count()).toBeGreaterThanOrEqual(2);

  expect(scripts.has('landlord-rent-page')).toBe(true);
  expect(scripts.uiKit()).toEqual([]);
  expect(await emotionCssLength(page)).toBe(0);
});
