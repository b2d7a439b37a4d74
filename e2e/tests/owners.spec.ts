import { expect, type Page } from '@playwright/test';
import { OWNER_DOCUMENT_LABELS, ownerVerificationMessages as texts } from '@rentease/contract';
import { signInAsAdmin, storeSession } from '../support/accounts';
import { newSession, publishListingAs } from '../support/bookings';
import { pngImage } from '../support/listings';
import { test } from '../support/test';
import { uniqueTag } from '../support/unique-tag';

/** A tiny file that starts like a PDF, which is all the server looks at. */
const PDF = { name: 'id.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') };

const verificationSection = (page: Page) => page.getByRole('region', { name: 'Verified owner', exact: true });
const queueCard = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Owner verifications' }).getByRole('article', { name });

test('a landlord sends both documents, the admin opens one and approves, and the listing shows Verified owner in search and on its page', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const suffix = uniqueTag();
  const city = `Ownercity${suffix}`;
  const { account, session } = await newSession(request, 'landlord');
  const listing = await publishListingAs(request, session, { title: `Checked home ${suffix}`, city, price: 21_000 });
  // Another landlord's listing in the same city, never verified: the filter leaves it out.
  const other = await newSession(request, 'landlord');
  const unchecked = await publishListingAs(request, other.session, { title: `Unchecked home ${suffix}`, city, price: 19_000 });

  await storeSession(page, session);
  await page.goto('/landlord/profile');
  const section = verificationSection(page);
  // Nothing chosen: each picker says so.
  await section.getByRole('button', { name: 'Send for verification' }).click();
  await expect(section.getByText(texts.documentsRequired)).toHaveCount(2);
  await section.getByLabel(OWNER_DOCUMENT_LABELS.ownership).setInputFiles({
    name: 'tax-receipt.png',
    mimeType: 'image/png',
    buffer: await pngImage(),
  });
  await section.getByLabel(OWNER_DOCUMENT_LABELS.identity).setInputFiles(PDF);
  await section.getByRole('button', { name: 'Send for verification' }).click();
  await expect(section.getByText('Your documents are with our team')).toBeVisible();

  const admin = await browser.newPage();
  await signInAsAdmin(admin, request);
  await admin.goto('/admin/reports');
  const card = queueCard(admin, `${account.firstName} ${account.lastName}`);
  await expect(card).toContainText(account.email);
  await expect(card).toContainText('1 listing');
  await card.getByRole('button', { name: 'Proof of ownership' }).click();
  const document = admin.getByRole('dialog');
  await expect(document.getByRole('img')).toBeVisible();
  await expect.poll(() => document.getByRole('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await document.getByRole('button', { name: 'Close' }).click();
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.locator('[data-sonner-toast]').filter({ hasText: texts.approved })).toBeVisible();
  await expect(card).toHaveCount(0);
  await admin.getByRole('tab', { name: 'Approved' }).click();
  await expect(queueCard(admin, `${account.firstName} ${account.lastName}`)).toBeVisible();
  await admin.close();

  await page.reload();
  await expect(section.getByTestId('verified-owner-badge')).toHaveText(texts.badge);
  await expect(section.getByText(/Your listings show the badge since/)).toBeVisible();

  await page.goto(`/browse?city=${city}`);
  const checkedCard = page.getByRole('article').filter({ hasText: listing.title });
  const uncheckedCard = page.getByRole('article').filter({ hasText: unchecked.title });
  await expect(checkedCard.getByTestId('verified-owner-badge')).toHaveText(texts.badge);
  await expect(uncheckedCard).toBeVisible();
  await expect(uncheckedCard.getByTestId('verified-owner-badge')).toHaveCount(0);
  // The box follows the URL, which the router updates a moment after the click.
  const verifiedOnly = page.getByRole('checkbox', { name: 'Verified owners only' });
  await verifiedOnly.click();
  await expect(page).toHaveURL(/[?&]verified=true/);
  await expect(verifiedOnly).toBeChecked();
  await expect(uncheckedCard).toHaveCount(0);
  await expect(checkedCard).toBeVisible();

  await page.goto(`/homes/${listing.id}`);
  await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
  await expect(page.getByTestId('verified-owner-badge')).toHaveText(texts.badge);
});

test('the admin rejects with a reason, which the landlord reads beside the form to send again', async ({
  page,
  browser,
  request,
}) => {
  const { account, session } = await newSession(request, 'landlord');
  const sent = await request.post('/api/me/verification', {
    headers: { authorization: `Bearer ${session.token}` },
    multipart: { ownership: { ...PDF, name: 'bill.pdf' }, identity: PDF },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  const admin = await browser.newPage();
  await signInAsAdmin(admin, request);
  await admin.goto('/admin/reports');
  const card = queueCard(admin, `${account.firstName} ${account.lastName}`);
  await card.getByRole('button', { name: 'Reject' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText(texts.reasonRequired)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('The electricity bill is in another name.');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(admin.locator('[data-sonner-toast]').filter({ hasText: texts.rejected })).toBeVisible();
  await expect(card).toHaveCount(0);
  await admin.close();

  await storeSession(page, session);
  await page.goto('/landlord/profile');
  const section = verificationSection(page);
  await expect(section).toContainText('The electricity bill is in another name.');
  await expect(section.getByRole('button', { name: 'Send for verification' })).toBeVisible();
});
