import { expect, type Page } from '@playwright/test';
import { registerAccount, signInWith } from '../support/accounts';
import { isAdopted, serverElement } from '../support/hydration';
import { pngImage } from '../support/listings';
import { test } from '../support/test';
import { uniqueTag } from '../support/unique-tag';

const map = (page: Page) => page.getByTestId('listings-map');
const markers = (page: Page) => map(page).locator('[data-testid=map-listing], [data-testid=map-cluster]');
const cards = (page: Page) => page.getByRole('article');

/**
 * The map's first homes: MapLibre draws in software here (SwiftShader), which on a busy two-core
 * machine takes longer than a page of HTML.
 */
async function expectMapReady(page: Page) {
  await expect(markers(page).first()).toBeVisible({ timeout: 30_000 });
}

/** Drags the map by (dx, dy) pixels as a person does: press, move in steps, release. */
async function dragMap(page: Page, dx: number, dy: number) {
  const box = await map(page).locator('canvas').boundingBox();
  if (!box) throw new Error('the map has no canvas');
  const x = box.x + box.width / 2;
  const y = box.y + box.height * 0.7;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 5 });
  await page.mouse.move(x + dx, y + dy, { steps: 5 });
  await page.mouse.up();
}

// Mumbai's demo homes (Bandra West, Powai, Andheri) fill the map at this camera; Pune's are off it.
const MUMBAI = 'map=19.09000,72.86000,10.50';
// Closer in, where no two of them share a cluster: Powai and Andheri East are 4.4 km apart, and each
// shown point moves 100–300 m in a random direction, so at zoom 10 (a 4 km cluster radius) they
// sometimes merge; at zoom 11 the radius is 2 km.
const MUMBAI_CLOSE = 'map=19.09000,72.86000,11.50';

test.describe('the map on the search page', () => {
  test('opens from the List/Map toggle with the demo homes clustered over India, on the offline basemap', async ({ page }) => {
    const tiles: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/map/tiles/')) tiles.push(response.status());
    });
    await page.goto('/browse');
    await expect(cards(page).first()).toBeVisible();
    await expect(map(page)).toHaveCount(0);

    await page.getByRole('button', { name: 'Map' }).click();
    await expect(page).toHaveURL(/[?&]view=map(&|$)/);
    await expect(map(page).locator('canvas')).toBeVisible();
    await expectMapReady(page);
    // Clusters say how many homes they hold; together the markers hold every demo home shown.
    await expect(map(page).getByTestId('map-cluster').first()).toHaveText(/^\d+ homes$/);
    await expect(cards(page)).toHaveCount(0);
    // The basemap came from the app itself, and every tile asked for was answered.
    await expect.poll(() => tiles.length, { timeout: 30_000 }).toBeGreaterThan(0);
    expect(tiles.every((status) => status === 200 || status === 204)).toBe(true);

    // A cluster zooms in on a click, the camera goes to the URL, and a rent opens the listing.
    await map(page).getByTestId('map-cluster').first().click();
    await expect(page).toHaveURL(/[?&]map=/);
    await page.goto(`/browse?view=map&${MUMBAI}`);
    const rent = map(page).getByTestId('map-listing').first();
    await expect(rent).toBeVisible({ timeout: 30_000 });
    await expect(rent).toHaveText(/^₹[\d.]+[KL]$/);
    await rent.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page).toHaveURL(/[?&]property=/);
    await page.goBack();
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test("moving the map offers 'Search this area', which keeps the homes in view; the chip undoes it", async ({ page }) => {
    await page.goto(`/browse?view=both&${MUMBAI}`);
    await expectMapReady(page);
    // Before: the whole search, which holds homes outside Mumbai (other cities, other tests' listings).
    await expect(cards(page).filter({ hasNotText: 'Mumbai' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Search this area' })).toBeHidden();

    await dragMap(page, 40, 0);
    await page.getByRole('button', { name: 'Search this area' }).click();
    // Around Mumbai: west, south, east, north.
    await expect.poll(() => new URL(page.url()).searchParams.get('bbox')).toMatch(/^72\.\d+,1[89]\.\d+,7[23]\.\d+,19\.\d+$/);
    await expect(page.getByRole('button', { name: 'In the map area' })).toBeVisible();
    await expect(cards(page).filter({ hasText: 'Pune' })).toHaveCount(0);
    await expect(cards(page).filter({ hasText: 'Sea-facing 2BHK in Bandra West' })).toHaveCount(1);
    for (const card of await cards(page).all()) await expect(card).toContainText('Mumbai');

    // A reload keeps the area and the camera: they are in the URL.
    await page.reload();
    await expect(page.getByRole('button', { name: 'In the map area' })).toBeVisible();
    await expect(cards(page).filter({ hasText: 'Pune' })).toHaveCount(0);

    // Removing the area searches everywhere again.
    await page.getByRole('button', { name: 'In the map area' }).locator('svg').click();
    await expect(page).not.toHaveURL(/bbox=/);
    await expect(cards(page).filter({ hasNotText: 'Mumbai' }).first()).toBeVisible();
  });

  test("'Search as I move the map' searches after each move without a click", async ({ page }) => {
    await page.goto(`/browse?view=both&${MUMBAI}`);
    await expectMapReady(page);
    await page.getByRole('checkbox', { name: 'Search as I move the map' }).check();
    await dragMap(page, -30, 0);
    await expect(page).toHaveURL(/[?&]bbox=/);
    await expect(page.getByRole('button', { name: 'Search this area' })).toBeHidden();
    const first = new URL(page.url()).searchParams.get('bbox');
    await dragMap(page, -60, 0);
    await expect.poll(() => new URL(page.url()).searchParams.get('bbox')).not.toBe(first);
  });

  test('a card and its marker highlight each other on hover', async ({ page }) => {
    // The list limited to Mumbai's area, so the demo home is on its first page whatever else is listed.
    await page.goto(`/browse?view=both&${MUMBAI_CLOSE}&bbox=72.70000,18.90000,73.05000,19.30000`);
    const card = cards(page).filter({ hasText: 'Sea-facing 2BHK in Bandra West' });
    await expect(card).toBeVisible();
    await expectMapReady(page);
    const marker = map(page).locator('[data-testid=map-listing][data-highlighted=true]');
    await expect(marker).toHaveCount(0);

    await card.hover();
    await expect(marker).toHaveCount(1);
    await expect(marker).toHaveText('₹85K');

    await page.mouse.move(0, 0);
    await expect(marker).toHaveCount(0);
    const powai = map(page).getByRole('button', { name: /^Compact studio near Powai Lake,/ });
    await powai.hover();
    await expect(cards(page).filter({ hasText: 'Compact studio near Powai Lake' }).locator('xpath=..')).toHaveAttribute(
      'data-highlighted',
      'true',
    );
  });

  test("a listing's own page shows where it is: a circle around its approximate spot, and its PIN code", async ({
    page,
    request,
  }) => {
    const [listing] = await (await request.get('/api/property?q=Bandra')).json();
    await page.goto(`/homes/${listing.id}`);
    const spot = page.getByTestId('listing-spot');
    await spot.scrollIntoViewIfNeeded();
    await expect(spot.getByRole('heading', { name: 'Where it is' })).toBeVisible();
    await expect(spot.getByTestId('spot-map').locator('canvas')).toBeVisible({ timeout: 30_000 });
    await expect(spot).toContainText('PIN code 400050');
    // The map's credits are links in a line of text: underlined, not told apart by colour alone.
    const credit = spot.getByRole('link', { name: 'MapLibre' });
    await expect(credit).toHaveCSS('text-decoration-line', 'underline');
    // The page never carries the exact pin: only the shown point, which is never the pin.
    expect(listing.approximate_position).toBeTruthy();
    expect(listing.exact_position).toBeUndefined();
  });

  test("on a phone, the map just below a listing's first screen starts only once the reader scrolls towards it", async ({
    openContext,
    request,
  }) => {
    const [listing] = await (await request.get('/api/property?q=Bandra')).json();
    const phone = await openContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    const page = await phone.newPage();
    const mapCode: string[] = [];
    page.on('request', (sent) => {
      if (/\/assets\/maps-[\w-]+\.js$/.test(new URL(sent.url()).pathname)) mapCode.push(sent.url());
    });
    await page.goto(`/homes/${listing.id}`, { waitUntil: 'commit' });
    const spot = page.getByTestId('listing-spot');
    // Once the app has taken the page over, it could start the map: it does not.
    const heading = await serverElement(spot.getByRole('heading', { name: 'Where it is' }));
    await expect.poll(() => isAdopted(heading), { timeout: 20_000 }).toBe(true);
    await page.waitForLoadState('networkidle');
    // The premise: the map is below the first screen, but within the next one.
    const top = (await spot.boundingBox())?.y ?? 0;
    expect(top).toBeGreaterThan(823);
    expect(top).toBeLessThan(2 * 823);
    expect(mapCode).toEqual([]);
    await expect(spot.getByTestId('spot-map')).toHaveCount(0);

    // A little scroll, the map still out of view: its code starts loading, to be ready when it shows.
    await page.evaluate(() => window.scrollBy(0, 40));
    await expect.poll(() => mapCode.length).toBeGreaterThan(0);
    await spot.scrollIntoViewIfNeeded();
    await expect(spot.getByTestId('spot-map').locator('canvas')).toBeVisible({ timeout: 30_000 });
  });
});

test.describe('where a new listing is, in the listing form', () => {
  test('the PIN code places the pin at its area, the landlord drags it to the building, and the listing is found there', async ({
    page,
    request,
  }) => {
    const landlord = await signInWith(page, request, await registerAccount(request, 'landlord'));
    await page.goto('/landlord/properties');
    await page.getByRole('button', { name: 'Add Property' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Property' });
    const title = `Koramangala flat ${uniqueTag()}`;
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Price').fill('31000');
    await dialog.getByLabel('Bedrooms').fill('2');
    await dialog.getByLabel('Bathrooms').fill('1');
    await dialog.getByLabel('Area').fill('900');

    // An unknown code says what to do; the map still takes a click.
    const pincode = dialog.getByLabel('PIN code');
    await pincode.fill('999999');
    await expect(
      dialog.getByText('We could not find this PIN code. Check it, or place the pin on the map yourself.'),
    ).toBeVisible();
    await expect(dialog.getByTestId('listing-pin')).toHaveCount(0);

    // A known one puts the pin at its area; letters are not taken.
    await pincode.fill('56O034');
    await expect(pincode).toHaveValue('56034');
    await pincode.fill('560034');
    const pin = dialog.getByTestId('listing-pin');
    await expect(pin).toBeVisible({ timeout: 30_000 });
    await dialog.getByRole('combobox', { name: 'City' }).fill('Bengaluru');

    // Dragged a little, then nudged with the keyboard.
    await pin.scrollIntoViewIfNeeded();
    const box = await pin.boundingBox();
    if (!box) throw new Error('the pin is not drawn');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 30, box.y + box.height / 2 + 10, { steps: 6 });
    await page.mouse.up();
    await pin.focus();
    await page.keyboard.press('ArrowUp');
    await expect(
      dialog.getByText('Tenants see only the area within 300 m of the pin until their booking is confirmed.'),
    ).toBeVisible();

    await dialog
      .getByLabel('Add photos')
      .setInputFiles([{ name: 'front.png', mimeType: 'image/png', buffer: await pngImage(40) }]);
    await expect(dialog.getByRole('button', { name: /Remove image/ })).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Add Property' }).click();
    await expect(page.getByText('Property added successfully!')).toBeVisible();

    // Editing it starts from the exact pin the landlord put there.
    await page
      .getByRole('article')
      .filter({ hasText: title })
      .getByRole('button', { name: `Edit ${title}` })
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit Property' });
    await expect(edit.getByLabel('PIN code')).toHaveValue('560034');
    await expect(edit.getByTestId('listing-pin')).toBeVisible({ timeout: 30_000 });
    await edit.getByRole('button', { name: 'Cancel' }).click();

    // Everyone else sees it within a few hundred metres of Koramangala, under its PIN code.
    const inCity: { id: string; title: string; pincode: string; approximate_position: { lat: number; lng: number } }[] = await (
      await request.get('/api/property?city=Bengaluru&limit=100')
    ).json();
    const listing = inCity.find((item) => item.title === title);
    expect(listing?.pincode).toBe('560034');
    expect(listing?.approximate_position.lat).toBeCloseTo(12.93, 1);
    expect(listing?.approximate_position.lng).toBeCloseTo(77.62, 1);

    // Bengaluru's demo homes are counted by the search tests that run after this one.
    const removed = await request.delete(`/api/property/${listing?.id}`, {
      headers: { Authorization: `Bearer ${landlord.token}` },
    });
    expect(removed.status(), await removed.text()).toBe(200);
  });
});

test.describe('near a place', () => {
  test('a locality typed in the search box searches around it, nearest first, within the distance chosen', async ({ page }) => {
    await page.goto('/browse');
    await page.getByRole('combobox', { name: 'City' }).fill('koramangala');
    // The gazetteer loads on its first question (a few seconds on a busy machine).
    const option = page.getByRole('option', { name: /^Near Koramangala/ }).first();
    await expect(option).toBeVisible({ timeout: 30_000 });
    await expect(option).toContainText('Bengaluru Urban, Karnataka');
    await option.click();

    await expect(page.getByRole('button', { name: 'Near Koramangala' })).toBeVisible();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('distance');
    await expect(page.getByLabel('Sort by')).toHaveValue('distance');
    const first = cards(page).first();
    await expect(first).toContainText('Bengaluru');
    await expect(first.getByTestId('distance')).toHaveText(/^ · \d+(\.\d)? km away$/);
    const distances = await cards(page)
      .getByTestId('distance')
      .evaluateAll((spans) => spans.map((span) => Number(span.textContent?.match(/[\d.]+/)?.[0])));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(10);

    // Closer in: only what is within 2 km stays.
    await page.getByLabel('Distance').selectOption('2');
    await expect.poll(() => new URL(page.url()).searchParams.get('radiusKm')).toBe('2');
    // The earlier results stay on screen until the new ones arrive: wait for every card to be within 2 km.
    await expect
      .poll(async () => {
        const distances = await cards(page)
          .getByTestId('distance')
          .evaluateAll((spans) => spans.map((span) => Number(span.textContent?.match(/[\d.]+/)?.[0])));
        return distances.length > 0 && distances.every((km) => km <= 2);
      })
      .toBe(true);

    // The chip goes back to the whole search, in its usual order.
    await page.getByRole('button', { name: 'Near Koramangala' }).locator('svg').click();
    await expect(page).not.toHaveURL(/near=/);
    await expect(page.getByLabel('Sort by')).toHaveValue('newest');
    await expect(cards(page).getByTestId('distance')).toHaveCount(0);
  });

  test("'Use my location' asks only when clicked, then searches around the person", async ({ openContext }) => {
    const context = await openContext({ geolocation: { latitude: 19.112, longitude: 72.866 }, permissions: [] });
    const page = await context.newPage();
    await page.goto('/browse');
    await expect(cards(page).first()).toBeVisible();
    // Refused: said in words, nothing searched.
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByText('Location is turned off for this site.', { exact: false })).toBeVisible();
    await expect(page).not.toHaveURL(/near=/);

    await context.grantPermissions(['geolocation']);
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByRole('button', { name: 'Near you' })).toBeVisible();
    // Andheri East's demo home is a few hundred metres from here.
    await expect(cards(page).first()).toContainText('Family 3BHK in Andheri');
    await expect(cards(page).first().getByTestId('distance')).toHaveText(/^ · [01](\.\d)? km away$/);
  });
});
