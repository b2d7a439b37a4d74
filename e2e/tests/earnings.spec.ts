import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { signInAs, signInAsDemo, storeSession } from '../support/accounts';
import { addDays, bookAndPay, newSession, publishListingAs, todayInIndia } from '../support/bookings';
import { test } from '../support/test';
import { emotionCssLength, recordScripts } from '../support/ui-kit';
import { uniqueTag } from '../support/unique-tag';

const invoices = (page: Page) => page.getByRole('list', { name: 'Payment Invoices' }).getByRole('article');
const propertySelect = (page: Page) => page.getByRole('combobox', { name: 'Property' });
const monthSelect = (page: Page) => page.getByRole('combobox', { name: 'Month' });

const thisMonth = () => todayInIndia().slice(0, 7);
const monthName = (month: string) =>
  new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
const previousMonth = () => addDays(`${thisMonth()}-01`, -1).slice(0, 7);
const nextMonth = () => addDays(`${thisMonth()}-01`, 32).slice(0, 7);

/** A new landlord with two listings, each paid for today by a tenant of its own: ₹50,000 + ₹40,000. */
async function landlordWithTwoPaidStays(request: APIRequestContext) {
  const { session: landlord } = await newSession(request, 'landlord');
  const tag = uniqueTag();
  const city = `Earncity${tag}`;
  const loft = await publishListingAs(request, landlord, { title: `Lakeside loft ${tag}`, city, price: 25_000 });
  const cottage = await publishListingAs(request, landlord, { title: `Garden cottage ${tag}`, city, price: 40_000 });
  await bookAndPay(request, (await newSession(request, 'tenant')).session, loft, 2);
  await bookAndPay(request, (await newSession(request, 'tenant')).session, cottage, 1);
  return { landlord, loft, cottage, city };
}

test('Earnings Overview shows Total Earnings, This Month and the monthly chart, and loads no UI kit', async ({
  page,
  request,
}) => {
  const { landlord } = await landlordWithTwoPaidStays(request);
  await storeSession(page, landlord);
  const scripts = recordScripts(page);
  await page.goto('/landlord/earnings');

  await expect(page.getByRole('heading', { level: 1, name: 'Earnings Overview' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Total Earnings' })).toContainText('₹90,000');
  const month = page.getByRole('region', { name: 'This Month' });
  await expect(month).toContainText('₹90,000');
  await expect(month).toContainText(monthName(thisMonth()));

  const chart = page.getByRole('figure', { name: 'Monthly earnings' });
  await expect(chart.getByTestId('earnings-chart')).toBeVisible();
  // The figures behind the bars, for screen readers: 12 months, this one with the earnings.
  const table = chart.getByRole('table', { name: 'Earnings per month, last 12 months' });
  await expect(table.getByRole('row')).toHaveCount(13);
  await expect(table.getByRole('row', { name: `${monthName(thisMonth())} ₹90,000` })).toHaveCount(1);
  await expect(table.getByRole('row', { name: `${monthName(previousMonth())} ₹0` })).toHaveCount(1);

  await expect(page.getByRole('heading', { name: 'Payment Invoices' })).toBeVisible();
  await expect(invoices(page)).toHaveCount(2);

  // By month of stay, the two-month stay's ₹50,000 is spread over its two months.
  await chart.getByRole('button', { name: 'By month of stay' }).click();
  await expect(chart.getByRole('button', { name: 'By month of stay' })).toHaveAttribute('aria-pressed', 'true');
  const byStay = chart.getByRole('table', { name: 'Earnings per month of stay' });
  await expect(byStay.getByRole('row', { name: `${monthName(thisMonth())} ₹65,000` })).toHaveCount(1);
  await expect(byStay.getByRole('row', { name: `${monthName(nextMonth())} ₹25,000` })).toHaveCount(1);
  // This Month stays what came in this month.
  await expect(month).toContainText('₹90,000');
  await chart.getByRole('button', { name: 'By month paid' }).click();
  await expect(table.getByRole('row', { name: `${monthName(thisMonth())} ₹90,000` })).toHaveCount(1);

  // Everything above, the chart's basis toggle and the invoices' filters included, is drawn without MUI.
  expect(scripts.has('landlord-earnings-page')).toBe(true);
  expect(scripts.uiKit()).toEqual([]);
  expect(await emotionCssLength(page)).toBe(0);
});

test('filters narrow the invoices by property and by month, survive a reload, and say when nothing matches', async ({
  page,
  request,
}) => {
  const { landlord, loft, cottage, city } = await landlordWithTwoPaidStays(request);
  await storeSession(page, landlord);
  await page.goto('/landlord/earnings');
  await expect(invoices(page)).toHaveCount(2);

  // By one of the landlord's own listings, offered by title…
  await expect(propertySelect(page).getByRole('option')).toHaveText([
    'All properties',
    /^(Lakeside loft|Garden cottage)/,
    /^(Lakeside loft|Garden cottage)/,
  ]);
  await propertySelect(page).selectOption({ label: `${cottage.title} · ${city}` });
  await expect(page).toHaveURL(new RegExp(`[?&]property=${cottage.id}`));
  await expect(invoices(page)).toHaveCount(1);
  await expect(invoices(page)).toContainText(cottage.title);
  await expect(invoices(page)).toContainText('₹40,000');

  // …and by month, together.
  await monthSelect(page).selectOption(thisMonth());
  await expect(page).toHaveURL(new RegExp(`[?&]month=${thisMonth()}`));
  await expect(invoices(page)).toHaveCount(1);

  await page.reload();
  await expect(propertySelect(page)).toHaveValue(cottage.id);
  await expect(monthSelect(page)).toHaveValue(thisMonth());
  await expect(invoices(page)).toHaveCount(1);
  await expect(invoices(page)).toContainText(cottage.title);

  await monthSelect(page).selectOption(previousMonth());
  await expect(page.getByText('No matching invoices found.')).toBeVisible();
  await expect(invoices(page)).toHaveCount(0);
  // Total Earnings counts everything, whatever the filters.
  await expect(page.getByRole('region', { name: 'Total Earnings' })).toContainText('₹90,000');

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(propertySelect(page)).toHaveValue('');
  await expect(invoices(page)).toHaveCount(2);
  await expect(page).not.toHaveURL(/property=|month=/);

  // A link with title text (as the filter once took) still filters, and says what it matches.
  await page.goto('/landlord/earnings?property=lakeside');
  await expect(propertySelect(page)).toHaveValue('lakeside');
  await expect(propertySelect(page).getByRole('option', { name: 'Matching "lakeside"' })).toHaveCount(1);
  await expect(invoices(page)).toHaveCount(1);
  await expect(invoices(page)).toContainText(loft.title);
  await expect(invoices(page)).toContainText('₹50,000');
});

test("the demo landlord's invoices of a past month, with a downloadable PDF", async ({ page, request }) => {
  await signInAsDemo(page, request, 'landlord@rentease.local', 'landlord');
  // Rahul Verma's Bandra West stay was paid 272 days ago (demo-seed.ts): nothing else can be paid then.
  const month = addDays(todayInIndia(), -272).slice(0, 7);
  await page.goto(`/landlord/earnings?month=${month}`);
  await expect(monthSelect(page)).toHaveValue(month);
  await expect(invoices(page)).toHaveCount(1);
  const invoice = invoices(page).first();
  await expect(invoice).toContainText('Sea-facing 2BHK in Bandra West');
  await expect(invoice).toContainText('₹5,10,000');
  await expect(invoice.getByRole('region', { name: 'Booking Details' })).toContainText('Duration6 months');

  const downloading = page.waitForEvent('download');
  await invoice.getByRole('button', { name: 'Download PDF Invoice' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^invoice_[0-9a-f-]{36}\.pdf$/);
});

test('a landlord with no payments sees ₹0 and No matching invoices found.', async ({ page, request }) => {
  await signInAs(page, request, 'landlord');
  await page.goto('/landlord/earnings');
  await expect(page.getByRole('region', { name: 'Total Earnings' })).toContainText('₹0');
  await expect(page.getByRole('region', { name: 'This Month' })).toContainText('₹0');
  await expect(page.getByText('No earnings in the last 12 months yet.')).toBeVisible();
  await expect(page.getByText('No matching invoices found.')).toBeVisible();
});
