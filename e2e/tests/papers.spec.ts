import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { type LoginSession, storeSession } from '../support/accounts';
import { bookAndPay, newSession, publishListingAs } from '../support/bookings';
import { type OpenContext, test } from '../support/test';
import { uniqueTag } from '../support/unique-tag';

const card = (page: Page, title: string) => page.getByRole('article', { name: title });

/** A new landlord's listing at ₹25,000 a month, booked for one month and paid by a new tenant. */
async function paidStay(request: APIRequestContext) {
  const { session: landlord } = await newSession(request, 'landlord');
  const { session: tenant } = await newSession(request, 'tenant');
  const tag = uniqueTag();
  const listing = await publishListingAs(request, landlord, {
    title: `Agreement flat ${tag}`,
    city: `Papernagar${tag}`,
    price: 25_000,
  });
  await bookAndPay(request, tenant, listing, 1);
  return { landlord, tenant, listing };
}

/** A page of its own browser context, signed in as `session`, on `path`. */
async function pageAs(openContext: OpenContext, session: LoginSession, path: string) {
  const context = await openContext();
  const page = await context.newPage();
  await storeSession(page, session);
  await page.goto(path);
  return page;
}

async function signAgreement(page: Page, title: string, session: LoginSession) {
  await card(page, title).getByRole('button', { name: 'Rental agreement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rental agreement' });
  await expect(dialog.getByTitle('Rental agreement preview')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Your full name' }).fill(`${session.firstName} ${session.lastName}`);
  await dialog.getByRole('checkbox', { name: 'I have read this rental agreement and I accept it' }).check();
  await dialog.getByRole('button', { name: 'Sign' }).click();
  await expect(dialog.getByText('You signed this agreement on')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
}

test('the tenant and the landlord each sign the rental agreement from their bookings', async ({ openContext, request }) => {
  // Two people, each in a browser of their own, each loading the agreement's PDF twice: about 25 s alone.
  test.slow();
  const { landlord, tenant, listing } = await paidStay(request);

  const tenantPage = await pageAs(openContext, tenant, '/tenant/bookings');
  const tenantCard = card(tenantPage, listing.title);
  await expect(tenantCard.getByTestId('agreement-status')).toHaveText('Not signed yet');
  // A name that is not the account's is refused beside the field.
  await tenantCard.getByRole('button', { name: 'Rental agreement' }).click();
  const dialog = tenantPage.getByRole('dialog', { name: 'Rental agreement' });
  await dialog.getByRole('textbox', { name: 'Your full name' }).fill('Someone Else');
  await dialog.getByRole('checkbox', { name: 'I have read this rental agreement and I accept it' }).check();
  await dialog.getByRole('button', { name: 'Sign' }).click();
  await expect(dialog.getByText('Type your full name as it is on your account')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  await signAgreement(tenantPage, listing.title, tenant);
  await expect(tenantCard.getByTestId('agreement-status')).toHaveText('Signed by the tenant');

  const landlordPage = await pageAs(openContext, landlord, '/landlord/bookings');
  const landlordCard = card(landlordPage, listing.title);
  await expect(landlordCard.getByTestId('agreement-status')).toHaveText('Signed by the tenant');
  await signAgreement(landlordPage, listing.title, landlord);
  await expect(landlordCard.getByTestId('agreement-status')).toHaveText('Agreement signed');
});

test('the tenant downloads a rent receipt that states the rent in words', async ({ page, request }, testInfo) => {
  const { tenant, listing } = await paidStay(request);
  await storeSession(page, tenant);
  await page.goto('/tenant/payments');

  const payment = page.getByRole('article').filter({ hasText: listing.title });
  const download = page.waitForEvent('download');
  await payment.getByRole('button', { name: 'Receipt' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^rent_receipt_.+\.pdf$/);
  const saved = testInfo.outputPath('receipt.pdf');
  await file.saveAs(saved);
  // Read with the same npm library as the API tests: a system pdftotext is not on a bare machine.
  const document = await getDocumentProxy(new Uint8Array(await readFile(saved)));
  const { text } = await extractText(document, { mergePages: true });
  expect(text).toContain('Rent Receipt');
  expect(text).toContain('Rupees Twenty-Five Thousand Only');
  expect(text).toMatch(/R-\d{4}/);
});
