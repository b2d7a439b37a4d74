import { expect, test } from '@playwright/test';
import { signInAsAdmin, signInAsDemo } from '../support/accounts';

const depositOf = (page: import('@playwright/test').Page) =>
  page.getByRole('article', { name: 'Garden house in Koregaon Park' }).getByTestId('booking-deposit');

// The demo seed's past stay: Ananya left Kavya's Koregaon Park house last week; Kavya kept ₹7,500 of
// the deposit for repainting, and Ananya disputes it.
test('a disputed deposit settlement: the tenant sees the items, the admin decides, and the tenant reads the decision', async ({
  browser,
  request,
}) => {
  const tenant = await browser.newPage();
  await signInAsDemo(tenant, request, 'ananya.tenant@rentease.local', 'tenant');
  await tenant.goto('/tenant/bookings');
  const deposit = depositOf(tenant);
  await expect(deposit).toContainText('Disputed');
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

  await tenant.reload();
  await expect(depositOf(tenant)).toContainText(
    'Dispute decided: ₹2,500 more refunded. Half the wall was marked before the stay.',
  );
});
