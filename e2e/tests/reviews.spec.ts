import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, type LoginSession, logIn, signInAsAdmin, signInAsDemo, storeSession } from '../support/accounts';
import { bookAndPay, newSession, publishListingAs } from '../support/bookings';
import { holdRequests } from '../support/hold-requests';
import { test } from '../support/test';

// A stay, two reviews, a reply: several page loads by three people.
test.describe.configure({ timeout: 90_000 });

const bookingCard = (page: Page, title: string) => page.getByRole('article', { name: title });

/** Writes a review from the signed-in person's bookings page, as they would. */
async function writeReview(page: Page, path: string, title: string, stars: string, comment: string) {
  await page.goto(path);
  const card = bookingCard(page, title);
  await card.getByRole('button', { name: 'Write a review' }).click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByText('Your review is published when both of you have written one, or 14 days after the first.'),
  ).toBeVisible();
  // Submitting without stars is refused in place.
  await dialog.getByRole('button', { name: 'Submit review' }).click();
  await expect(dialog.getByText('Choose a rating from 1 to 5 stars.')).toBeVisible();
  // The stars are a radio group: by keyboard, as the visually hidden radios are not under the pointer.
  await dialog.getByRole('radio', { name: stars }).focus();
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('radio', { name: stars })).toBeChecked();
  await dialog.getByRole('textbox', { name: 'Comment (optional)' }).fill(comment);

  // While the review is on its way the button is blocked: a double click sends one review.
  const held = await holdRequests(page, '**/api/reviews');
  await dialog.getByRole('button', { name: 'Submit review' }).dblclick();
  await expect(dialog.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  held.release();
  await expect(dialog).toBeHidden();
  expect(held.count).toBe(1);
  await expect(card.getByText('Reviewed')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Write a review' })).toHaveCount(0);
  await page.unroute('**/api/reviews');
}

/** A new landlord's listing in a city of its own, and a new tenant's paid stay there from today. */
async function stayFromToday(request: Parameters<typeof newSession>[0]) {
  const landlord = await newSession(request, 'landlord');
  const tenant = await newSession(request, 'tenant');
  const city = `Reviewnagar${Date.now().toString(36)}`;
  const listing = await publishListingAs(request, landlord.session, { title: `Garden flat ${city}`, city, price: 21000 });
  await bookAndPay(request, tenant.session, listing);
  return { landlord: landlord.session, tenant: tenant.session, listing, city };
}

async function signIn(page: Page, session: LoginSession) {
  await storeSession(page, session);
}

test('both sides review a stay; the reviews appear on the listing once both have written, and the landlord replies', async ({
  page,
  request,
}) => {
  const { landlord, tenant, listing, city } = await stayFromToday(request);

  // The tenant writes first: their review stays hidden until the landlord writes theirs.
  await signIn(page, tenant);
  await writeReview(page, '/tenant/bookings', listing.title, '4 Stars', 'Lovely garden, quiet nights.');
  await page.reload();
  await expect(bookingCard(page, listing.title).getByText('Reviewed')).toBeVisible();

  await page.goto(`/browse?city=${city}&property=${listing.id}`);
  const detail = page.getByRole('dialog', { name: listing.title });
  const reviews = detail.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByText('No reviews yet. Tenants review a home after they have moved in.')).toBeVisible();
  await expect(reviews.getByText('Lovely garden, quiet nights.')).toHaveCount(0);

  // The landlord reviews the tenant from Bookings, where the tenant's rating is shown too.
  await signIn(page, landlord);
  await page.goto('/landlord/bookings');
  await expect(bookingCard(page, listing.title).getByText('Not rated yet')).toBeVisible();
  await writeReview(page, '/landlord/bookings', listing.title, '5 Stars', 'Paid on time, left it spotless.');

  // Both have written: the tenant's review is public, with stars on the listing.
  await page.goto(`/browse?city=${city}`);
  const rated = page.getByRole('img', { name: '4 out of 5, 1 review' });
  await expect(rated).toBeVisible();
  await page.getByRole('button', { name: `${listing.title}, ${city}` }).click();
  await expect(reviews.getByText('Lovely garden, quiet nights.')).toBeVisible();
  await expect(reviews.getByText(tenant.firstName, { exact: true })).toBeVisible();
  // First name only.
  await expect(reviews.getByText(tenant.lastName)).toHaveCount(0);

  // The landlord answers from the listing's dialog in My Properties, once.
  await page.goto('/landlord/properties');
  await page.getByRole('button', { name: `${listing.title}, ${city}` }).click();
  const mine = page.getByRole('dialog', { name: listing.title }).getByRole('region', { name: 'Reviews' });
  await mine.getByRole('button', { name: 'Reply' }).click();
  await mine.getByRole('textbox', { name: 'Your reply' }).fill('Thank you, Tara — come back any time!');
  await mine.getByRole('button', { name: 'Publish reply' }).click();
  await expect(mine.getByText('Reply from the landlord')).toBeVisible();
  await expect(mine.getByRole('button', { name: 'Reply' })).toHaveCount(0);

  // Everyone sees the reply, after a reload too.
  await page.goto(`/browse?city=${city}&property=${listing.id}`);
  await expect(reviews.getByText('Thank you, Tara — come back any time!')).toBeVisible();
  // Under the title, and again over the reviews.
  await expect(detail.getByRole('img', { name: '4 out of 5, 1 review' })).toHaveCount(2);
});

test('a review written in another tab is not written twice: the stale tab is told and shows it as reviewed', async ({
  page,
  context,
  request,
}) => {
  const { tenant, listing } = await stayFromToday(request);
  await signIn(page, tenant);
  await page.goto('/tenant/bookings');
  const other = await context.newPage();
  await other.goto('/tenant/bookings');
  await expect(bookingCard(other, listing.title).getByRole('button', { name: 'Write a review' })).toBeVisible();

  await writeReview(page, '/tenant/bookings', listing.title, '5 Stars', 'Written in the first tab.');

  const card = bookingCard(other, listing.title);
  await card.getByRole('button', { name: 'Write a review' }).click();
  const dialog = other.getByRole('dialog');
  await dialog.getByRole('radio', { name: '2 Stars' }).focus();
  await other.keyboard.press('Space');
  await dialog.getByRole('button', { name: 'Submit review' }).click();
  await expect(other.getByText('You have already reviewed this stay.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('Reviewed')).toBeVisible();
});

test('the admin removes a review that breaks the rules, and the listing loses its stars', async ({ page, request }) => {
  const { landlord, tenant, listing, city } = await stayFromToday(request);
  const bookings = await request.get(`/api/bookings/tenant/${tenant.id}`, {
    headers: { authorization: `Bearer ${tenant.token}` },
  });
  const [booking] = await bookings.json();
  for (const [session, rating, comment] of [
    [tenant, 1, 'Rude words about the owner'],
    [landlord, 3, 'Fine'],
  ] as const) {
    const res = await request.post('/api/reviews', {
      headers: { authorization: `Bearer ${session.token}` },
      data: { bookingId: booking.booking_id, rating, comment },
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  await signInAsAdmin(page, request);
  await page.goto(`/admin/properties?city=${city}&property=${listing.id}`);
  const reviews = page.getByRole('dialog', { name: listing.title }).getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByText('Rude words about the owner')).toBeVisible();
  await reviews.getByRole('button', { name: 'Remove review' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove review' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(confirm).toBeHidden();
  await expect(reviews.getByText('Rude words about the owner')).toHaveCount(0);
  await expect(reviews.getByText('No reviews yet. Tenants review a home after they have moved in.')).toBeVisible();

  await page.goto(`/browse?city=${city}`);
  await expect(page.getByRole('button', { name: `${listing.title}, ${city}` })).toBeVisible();
  await expect(page.getByText('No reviews yet')).toBeVisible();
});

test('the demo listings show stars from past stays, with the landlord’s replies', async ({ page }) => {
  await page.goto('/browse?city=Mumbai');
  await expect(page.getByRole('img', { name: '4 out of 5, 1 review' })).toBeVisible();
  await page.getByRole('button', { name: 'Compact studio near Powai Lake, Mumbai' }).click();
  const reviews = page.getByRole('dialog', { name: 'Compact studio near Powai Lake' }).getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByText('the lift is slow', { exact: false })).toBeVisible();
  await expect(reviews.getByText('Thank you, Rahul! The lift was replaced last month.')).toBeVisible();
  await expect(reviews.getByText('Rahul', { exact: true })).toBeVisible();
});

test("the landlord sees the tenant's rating beside their conversation", async ({ page, request }) => {
  const rahul = await logIn(request, 'tenant@rentease.local', DEMO_PASSWORD, 'tenant');
  const mumbai = (await (await request.get('/api/property?city=Mumbai')).json()) as { id: string; title: string }[];
  const bandra = mumbai.find((listing) => listing.title === 'Sea-facing 2BHK in Bandra West');
  if (!bandra) throw new Error('the demo listing in Bandra West is missing');
  await signInAsDemo(page, request, 'landlord@rentease.local', 'landlord');
  await page.goto(`/landlord/messages?propertyId=${bandra.id}&tenantId=${rahul.id}`);
  const chat = page.getByRole('dialog', { name: 'RentEase Chat' });
  await expect(chat.getByText('Tenant rating')).toBeVisible();
  // Both landlords Rahul stayed with gave him five stars.
  await expect(chat.getByRole('img', { name: '5 out of 5, 2 reviews' })).toBeVisible();
});
