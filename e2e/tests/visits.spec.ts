import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { logIn, registerAccount, signInWith } from '../support/accounts';
import { pngImage } from '../support/listings';
import { test } from '../support/test';
import { emotionCssLength, recordScripts } from '../support/ui-kit';
import { uniqueTag } from '../support/unique-tag';

type Slot = { start: string; end: string };

/** A landlord of its own with one listing in a city of its own (through the API: the listing form is not under test). */
async function landlordWithListing(request: APIRequestContext) {
  const landlord = await registerAccount(request, 'landlord');
  const session = await logIn(request, landlord.email, landlord.password, 'landlord');
  const headers = { authorization: `Bearer ${session.token}` };
  const upload = await request.post('/api/uploads', {
    headers,
    multipart: { images: { name: 'room.png', mimeType: 'image/png', buffer: await pngImage() } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const city = `Visitpur${uniqueTag()}`;
  const title = `Visit flat in ${city}`;
  const created = await request.post('/api/property/add', {
    headers,
    data: {
      userId: session.id,
      title,
      description: 'Come and see it',
      city,
      address: '4 Lake View Road',
      price: 21_000,
      bedrooms: 2,
      bathrooms: 1,
      area: 850,
      propertyType: 'apartment',
      images: (await upload.json()).urls,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const listing: { id: string; title: string; city: string } = await created.json();
  return { landlord, session, headers, listing, title, city };
}

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, from: '10:00', to: '13:00' }));

/** The free times of the next two weeks, as the listing's page asks for them. */
async function freeSlots(page: Page, propertyId: string): Promise<Slot[]> {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const last = new Date(`${today}T00:00:00Z`);
  last.setUTCDate(last.getUTCDate() + 13);
  const res = await page.request.get(
    `/api/property/${propertyId}/visit-slots?from=${today}&to=${last.toISOString().slice(0, 10)}`,
  );
  expect(res.status()).toBe(200);
  return res.json();
}

test.describe('viewing visits', () => {
  test('a landlord sets visit hours; a tenant books a visit from the listing, finds it under Visits with its calendar file; the landlord cancels it', async ({
    page,
    request,
  }) => {
    test.slow();
    const { landlord, listing, title, city } = await landlordWithListing(request);

    // The landlord sets the listing's hours in its edit form (every day 10:00–13:00); the listing's
    // dialog in My Properties then shows them.
    await signInWith(page, request, landlord);
    await page.goto('/landlord/properties');
    const card = page.getByRole('article').filter({ hasText: title });
    await card.getByRole('button', { name: `Edit ${title}` }).click();
    const form = page.getByRole('dialog', { name: 'Edit Property' });
    const editor = form.getByRole('group', { name: 'Visit hours' });
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
      await editor.getByRole('button', { name: `Add hours on ${day}` }).click();
    }
    await expect(editor.getByLabel('Monday from')).toHaveValue('10:00');
    await editor.getByRole('button', { name: 'Save visit hours' }).click();
    await expect(page.getByText('Visit hours saved.')).toBeVisible();
    await form.getByRole('button', { name: 'Close' }).click();
    await card.getByRole('button', { name: `${title}, ${city}` }).click();
    const detail = page.getByRole('dialog', { name: new RegExp(title) });
    await expect(detail.getByText(/Mon 10:00–13:00 .* 30-minute visits/)).toBeVisible();

    // A tenant opens the listing in the search and books the first free time.
    const tenant = await registerAccount(request, 'tenant');
    await signInWith(page, request, tenant);
    await page.goto(`/tenant/search?city=${city}&property=${listing.id}`);
    const dialog = page.getByRole('dialog', { name: new RegExp(title) });
    const section = dialog.getByRole('region', { name: 'Schedule a visit' });
    const times = section.getByRole('group', { name: 'Free times' });
    await times.getByRole('button').first().click();
    await page.getByRole('dialog', { name: 'Book this visit?' }).getByRole('button', { name: 'Book visit' }).click();
    await expect(section.getByText(/Your visit is booked: .*(am|pm) – .*(am|pm)\./)).toBeVisible();

    // Under Visits, with its calendar file.
    await section.getByRole('link', { name: 'See your visits' }).click();
    await expect(page).toHaveURL(/\/tenant\/visits$/);
    const visitCard = page.getByRole('article', { name: title });
    await expect(visitCard).toContainText('Confirmed');
    await expect(visitCard).toContainText(`Owner: ${landlord.firstName} ${landlord.lastName} · ${landlord.phone}`);
    const [download, calendar] = await Promise.all([
      page.waitForEvent('download'),
      page.waitForResponse((res) => res.url().endsWith('/calendar.ics')),
      visitCard.getByRole('button', { name: 'Add to calendar' }).click(),
    ]);
    expect(calendar.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(download.suggestedFilename()).toBe('rentease-visit.ics');
    const ics = await readFile(String(await download.path()), 'utf8');
    expect(ics.split(/\r?\n/)[0]).toBe('BEGIN:VCALENDAR');
    expect(ics).toContain(`SUMMARY:Visit to ${title}`);

    // The landlord sees it under Visits and cancels it, with a reason. The list is drawn without
    // MUI; the dialog that asks brings it.
    await signInWith(page, request, landlord);
    const scripts = recordScripts(page);
    await page.goto('/landlord/visits');
    const visit = page.getByRole('article', { name: title });
    await expect(visit).toContainText(`Tenant: ${tenant.firstName} ${tenant.lastName}`);
    expect(scripts.has('landlord-visits-page')).toBe(true);
    expect(scripts.uiKit()).toEqual([]);
    expect(await emotionCssLength(page)).toBe(0);
    await visit.getByRole('button', { name: 'Cancel visit' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this visit?' });
    await confirm.getByLabel('Reason (optional)').fill('The lift is being repaired');
    await confirm.getByRole('button', { name: 'Cancel visit' }).click();
    await expect(page.getByText('Visit cancelled.')).toBeVisible();
    const past = page.getByRole('region', { name: 'Past and cancelled' });
    await expect(past.getByRole('article', { name: title })).toContainText('You cancelled: The lift is being repaired');
    await expect(page.getByRole('region', { name: 'Upcoming' })).toContainText('No upcoming visits.');
  });

  test('a visitor is sent to log in and back; a time another tenant has just taken is refused with a clear message and leaves the list', async ({
    page,
    request,
  }) => {
    const { headers, listing, title } = await landlordWithListing(request);
    const hours = await request.put(`/api/property/${listing.id}/visit-hours`, {
      headers,
      data: { hours: EVERY_DAY, slotMinutes: 60 },
    });
    expect(hours.status(), await hours.text()).toBe(200);
    const [tenant, rival] = await Promise.all([registerAccount(request, 'tenant'), registerAccount(request, 'tenant')]);

    // A visitor picks a time: they log in first and come back to the listing.
    await page.goto(`/homes/${listing.id}`);
    const section = page.getByRole('region', { name: 'Schedule a visit' });
    const times = section.getByRole('group', { name: 'Free times' });
    await times.getByRole('button').first().click();
    await expect(page).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(`/homes/${listing.id}`)}$`));
    await page.getByLabel('Email').fill(tenant.email);
    await page.getByLabel('Password').fill(tenant.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(`/homes/${listing.id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    // Another tenant takes the first free time while this one is looking at it.
    const first = (await freeSlots(page, listing.id))[0];
    if (!first) throw new Error('no free time');
    const firstLabel = (await times.getByRole('button').first().getAttribute('aria-label')) ?? '';
    const rivalSession = await logIn(request, rival.email, rival.password, 'tenant');
    const taken = await request.post('/api/visits', {
      headers: { authorization: `Bearer ${rivalSession.token}` },
      data: { propertyId: listing.id, start: first.start },
    });
    expect(taken.status(), await taken.text()).toBe(201);

    await times.getByRole('button', { name: firstLabel, exact: true }).click();
    await page.getByRole('dialog', { name: 'Book this visit?' }).getByRole('button', { name: 'Book visit' }).click();
    await expect(section.getByText('Sorry, that time was just taken. Please choose another.')).toBeVisible();
    await expect(times.getByRole('button', { name: firstLabel, exact: true })).toHaveCount(0);
    // The next time is still there to book.
    await times.getByRole('button').first().click();
    await page.getByRole('dialog', { name: 'Book this visit?' }).getByRole('button', { name: 'Book visit' }).click();
    await expect(section.getByText(/Your visit is booked/)).toBeVisible();
  });
});
