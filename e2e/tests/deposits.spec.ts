import { expect } from '@playwright/test';
import { signInAsAdmin, signInAsDemo } from '../support/accounts';
import { test } from '../support/test';

/** For the first look after a full page load: every card asks for its own deposit. */
const AFTER_LOAD = { timeout: 15_000 };

const depositOf = (page: import('@playwright/test').Page) =>
  page.getByRole('article', { name: 'Garden house in Koregaon Park' }).getByTestId('booking-deposit');
const besantNagarDepositOf = (page: import('@playwright/test').Page) =>
  page.getByRole('article', { name: 'Beachside 2BHK in Besant Nagar' }).getByTestId('booking-deposit');

// The demo seed's past stay: Ananya left Kavya's Koregaon Park house last week; Kavya kept ₹7,500 of
// the deposit for repainting, and Ananya disputes it.
test('a disputed deposit settlement: the tenant sees the items, the admin decides, and the tenant reads the decision', async ({
  browser,
  request,
}) => {
  // Two people's pages, the tenant's loaded twice with all her stays: slower than most on a busy machine.
  test.slow();
  const tenant = await browser.newPage();
  await signInAsDemo(tenant, request, 'ananya.tenant@rentease.local', 'tenant');
  await tenant.goto('/tenant/bookings');
  const deposit = depositOf(tenant);
  await expect(deposit).toContainText('Disputed', AFTER_LOAD);
  await expect(deposit.getByRole('list', { name: 'Deductions' })).toContainText(
    'Repainting the bedroom wall (marker drawings): ₹7,500',
  );
  await expect(deposit).toContainText('Disputed: RentEase will decide.');
  // Disputed once: no second dispute.
  await expect(deposit.getByRole('button', { name: 'Dispute' })).toHaveCount(0);

  const admin = await browser.newPage();
  await signInAsAdmin(admin, request);
  await admin.goto('/admin/reports');
  const dispute = admin.getByRole('article', { name: 'Garden house in Koregaon Park' });
  await expect(dispute).toContainText('The marks were there when I moved in');
  // More than was deducted is refused, beside the form.
  await dispute.getByRole('textbox', { name: 'Return to the tenant (₹)' }).fill('8000');
  await dispute.getByRole('button', { name: 'Decide (final)' }).click();
  await expect(dispute.getByText('The admin can return at most what was deducted')).toBeVisible();
  await dispute.getByRole('textbox', { name: 'Return to the tenant (₹)' }).fill('2500');
  await dispute.getByRole('textbox', { name: 'Note to both sides' }).fill('Half the wall was marked before the stay.');
  await dispute.getByRole('button', { name: 'Decide (final)' }).click();
  await expect(admin.locator('[data-sonner-toast]').filter({ hasText: 'Decision recorded. Both sides are told.' })).toBeVisible();
  await expect(dispute).toHaveCount(0);
  // It is among the decided ones now, with the decision and when it was made.
  await admin.getByRole('group', { name: 'Which deposit disputes' }).getByRole('button', { name: 'Decided' }).click();
  await expect(dispute).toContainText(
    /Decided \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m: ₹2,500 more returned\. Half the wall was marked before the stay\./,
  );
  await expect(dispute.getByRole('button', { name: 'Decide (final)' })).toHaveCount(0);

  await tenant.reload();
  await expect(depositOf(tenant)).toContainText(
    'Dispute decided: ₹2,500 more refunded. Half the wall was marked before the stay.',
    AFTER_LOAD,
  );
});

// The demo seed's stay that ended a few days ago: Ananya left Priya's Besant Nagar flat, and its
// ₹76,000 deposit waits for Priya to settle it.
test('the landlord settles a held deposit with one deduction, and the tenant reads the item and the refund', async ({
  browser,
  request,
}) => {
  // Two people's pages, each loading all their stays: slower than most on a busy machine.
  test.slow();
  const landlord = await browser.newPage();
  await signInAsDemo(landlord, request, 'landlord@rentease.local', 'landlord');
  await landlord.goto('/landlord/bookings');
  const held = besantNagarDepositOf(landlord);
  await expect(held.getByText('Held', { exact: true })).toBeVisible(AFTER_LOAD);
  await expect(held).toContainText('or all of it goes back to the tenant.');
  await held.getByRole('button', { name: 'Settle deposit' }).click();

  const dialog = landlord.getByRole('dialog', { name: 'Settle deposit' });
  await dialog.getByRole('button', { name: 'Add deduction' }).click();
  await dialog.getByRole('textbox', { name: 'Deduction 1' }).fill('Deep cleaning of the kitchen');
  // More than the deposit is refused, and says how much the deposit is.
  await dialog.getByRole('textbox', { name: 'Amount (₹)' }).fill('80000');
  await dialog.getByRole('button', { name: 'Settle and refund' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The deductions add up to more than the deposit of ₹76,000');
  await dialog.getByRole('textbox', { name: 'Amount (₹)' }).fill('4500');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(dialog.getByTestId('deposit-refund-preview')).toHaveText('Back to the tenant: ₹71,500');
  await dialog.getByRole('button', { name: 'Settle and refund' }).click();
  await expect(
    landlord.locator('[data-sonner-toast]').filter({ hasText: 'Deposit settled: ₹71,500 goes back to the tenant.' }),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(held.getByText('Settled', { exact: true })).toBeVisible();
  await expect(held.getByRole('list', { name: 'Deductions' })).toHaveText('Deep cleaning of the kitchen: ₹4,500');
  await expect(held).toContainText('Refunded ₹71,500 (deducted ₹4,500)');
  await expect(held.getByRole('button', { name: 'Settle deposit' })).toHaveCount(0);

  const tenant = await browser.newPage();
  await signInAsDemo(tenant, request, 'ananya.tenant@rentease.local', 'tenant');
  await tenant.goto('/tenant/bookings');
  const settled = besantNagarDepositOf(tenant);
  await expect(settled.getByRole('list', { name: 'Deductions' })).toHaveText('Deep cleaning of the kitchen: ₹4,500', AFTER_LOAD);
  await expect(settled).toContainText('Refunded ₹71,500 (deducted ₹4,500)');
  await expect(settled.getByRole('button', { name: 'Dispute' })).toBeVisible();
});
