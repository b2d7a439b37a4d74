import { expect, type Page } from '@playwright/test';
import { signInAs, signInAsAdmin } from '../support/accounts';
import { holdRequests } from '../support/hold-requests';
import { isAdopted, serverElement } from '../support/hydration';
import { publishListings } from '../support/listings';
import { test } from '../support/test';
import { emotionCssLength, recordScripts } from '../support/ui-kit';

const cityBox = (page: Page) => page.getByRole('combobox', { name: 'City' });
const cards = (page: Page) => page.getByRole('article');

/**
 * Types a city and clicks a card before typing pauses: the search's delayed URL write must keep
 * the listing the click opened, and Back must still close it.
 */
async function openListingWhileTyping(page: Page, path: string) {
  await page.goto(`${path}?type=studio`);
  const card = page.getByRole('button', { name: 'Compact studio near Powai Lake, Mumbai' });
  await expect(card).toBeVisible();
  await cityBox(page).fill('mum');
  await card.click();
  const dialog = page.getByRole('dialog', { name: /Compact studio near Powai Lake/ });
  await expect(dialog).toBeVisible();
  // Once q= is in the URL the delayed write has landed; the listing must have survived it.
  await expect(page).toHaveURL(/[?&]q=mum(&|$)/);
  await expect(page).toHaveURL(/[?&]property=/);
  await expect(dialog).toBeVisible();

  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/property=/);
}

test.describe('search by the names people use', () => {
  test("an old city name finds the city under its new one: 'bangalore' finds Bengaluru's homes", async ({ page }) => {
    await page.goto('/browse');
    await cityBox(page).fill('bangalore');
    await expect(page.getByRole('option', { name: /^Bengaluru/ })).toBeVisible();
    await expect(page).toHaveURL(/q=bangalore/);
    await expect(cards(page)).toHaveCount(4);
    for (const card of await cards(page).all()) await expect(card).toContainText('Bengaluru');
  });

  test('a locality finds the homes in it', async ({ page }) => {
    await page.goto('/browse');
    await cityBox(page).fill('Powai');
    await expect(page).toHaveURL(/q=Powai/);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page)).toContainText('Compact studio near Powai Lake');
  });

  test('the suggestions close on Escape and when the pointer leaves them, and come back with typing', async ({ page }) => {
    await page.goto('/browse');
    const list = page.getByRole('listbox');
    await cityBox(page).fill('m');
    await expect(list).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await cityBox(page).pressSequentially('u');
    await expect(list).toBeVisible();
    await page.getByRole('option', { name: /^Mumbai/ }).hover();
    // On to the filters the results have already narrowed: the list gets out of the way.
    await page.getByRole('combobox', { name: 'Sort by' }).hover();
    await expect(list).toBeHidden();
    await expect(cards(page).first()).toBeVisible();
  });

  test('the suggestions close once a city is taken, and when the person clicks elsewhere', async ({ page }) => {
    await page.goto('/browse');
    const list = page.getByRole('listbox');
    await cityBox(page).fill('mu');
    await page.getByRole('option', { name: /^Mumbai/ }).click();
    await expect(page).toHaveURL(/city=Mumbai/);
    await expect(list).toBeHidden();
    await expect(cards(page)).toHaveCount(3);

    await cityBox(page).fill('pu');
    await expect(list).toBeVisible();
    await page.getByRole('heading', { level: 1, name: 'Search Properties' }).click();
    await expect(list).toBeHidden();
    await expect(cityBox(page)).not.toBeFocused();
  });

  test("the home page's search leads to the homes of that city", async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('search', { name: 'Search homes' });
    await search.getByRole('textbox', { name: 'City or area' }).fill('bombay');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL('/browse?q=bombay');
    await expect(cards(page)).toHaveCount(3);
    for (const card of await cards(page).all()) await expect(card).toContainText('Mumbai');
  });

  test("what is typed into the home page's search before the app has started survives its start", async ({ page }) => {
    const scripts = await holdRequests(page, '**/assets/*.js');
    await page.goto('/', { waitUntil: 'commit' });
    const box = page.getByRole('search', { name: 'Search homes' }).getByRole('textbox', { name: 'City or area' });
    await box.fill('powai');
    const drawn = await serverElement(box);
    scripts.release();
    // The app adopts the server's box in place, with what was typed into it and its focus.
    await expect.poll(() => isAdopted(drawn)).toBe(true);
    await expect(box).toHaveValue('powai');
    await expect(box).toBeFocused();
    await box.press('Enter');
    await expect(page).toHaveURL('/browse?q=powai');
    await expect(cards(page)).toContainText(['Compact studio near Powai Lake']);
  });
});

test.describe('the search page without the UI kit', () => {
  test('it loads none of MUI and Emotion until a listing is opened, and is styled without any script', async ({
    page,
    browser,
  }) => {
    const scripts = recordScripts(page);
    await page.goto('/browse?city=Mumbai', { waitUntil: 'networkidle' });
    await expect(cards(page)).toHaveCount(3);
    await cityBox(page).fill('pu');
    await expect(page.getByRole('option', { name: /^Pune/ })).toBeVisible();
    await page.keyboard.press('Escape');
    // The search draws nothing with MUI.
    expect(scripts.uiKit()).toEqual([]);
    expect(await emotionCssLength(page)).toBe(0);

    // The listing's dialog is drawn with MUI: it brings the theme with it, and shows in it.
    await cards(page).first().getByRole('button').first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    expect(scripts.uiKit()).not.toEqual([]);
    await expect(dialog.getByRole('button', { name: 'Book this Property' })).toHaveCSS('background-color', 'rgb(15, 118, 110)');

    // The drawn page links its stylesheets: without script the cards, fields and buttons are styled.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const drawn = await noScript.newPage();
    await drawn.goto('/browse?city=Mumbai');
    await expect(drawn.getByRole('article').first()).toHaveCSS('border-top-left-radius', '16px');
    await expect(drawn.getByRole('button', { name: 'List', exact: true })).toHaveCSS('background-color', 'rgb(15, 118, 110)');
    await expect(drawn.getByRole('heading', { level: 1 })).toHaveCSS('font-weight', '750');
    await noScript.close();
  });

  test("the city box searches before its suggestions' code is here, which then takes over the box as it is typed in", async ({
    page,
  }) => {
    const suggestionsCode = await holdRequests(page, '**/assets/city-combobox-*.js');
    await page.goto('/browse');
    const drawn = await serverElement(cityBox(page));
    await expect.poll(() => isAdopted(drawn)).toBe(true);

    // Pointing at the box asks for the code (held here); typing searches meanwhile.
    await cityBox(page).pressSequentially('mum');
    expect(suggestionsCode.count).toBeGreaterThan(0);
    await expect(page).toHaveURL(/[?&]q=mum(&|$)/);
    await expect(cards(page)).toHaveCount(3);
    await expect(cityBox(page)).toHaveAttribute('aria-expanded', 'false');
    await cityBox(page).press('ArrowLeft');
    await cityBox(page).press('Shift+ArrowLeft');
    await cityBox(page).press('Escape');

    suggestionsCode.release();
    // The combobox takes over a box still focused, with the text and the selection it had.
    await expect(drawn).toHaveCount(0);
    await expect(cityBox(page)).toBeFocused();
    await expect(cityBox(page)).toHaveValue('mum');
    expect(await cityBox(page).evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd])).toEqual([1, 2]);
    await page.keyboard.type('o');
    await expect(cityBox(page)).toHaveValue('mom');
    await cityBox(page).fill('mu');
    await expect(page.getByRole('option', { name: /^Mumbai/ })).toBeVisible();
    await cityBox(page).press('ArrowDown');
    await cityBox(page).press('Enter');
    await expect(page).toHaveURL(/city=Mumbai/);
    await expect(cityBox(page)).toHaveValue('');
  });

  test("the suggestions' code waits for an input method's word to be finished before it takes over the box", async ({ page }) => {
    const suggestionsCode = await holdRequests(page, '**/assets/city-combobox-*.js');
    await page.goto('/browse');
    const drawn = await serverElement(cityBox(page));
    await expect.poll(() => isAdopted(drawn)).toBe(true);
    await cityBox(page).focus();
    await drawn.dispatchEvent('compositionstart', { data: '' });
    await cityBox(page).pressSequentially('pu');

    const arrived = page.waitForResponse(/\/assets\/city-combobox-/);
    suggestionsCode.release();
    await (await arrived).finished();
    // Time for the code to run and be offered the box: two frames after it has arrived.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await expect(drawn).toHaveCount(1);
    await expect(page.getByRole('option', { name: /^Pune/ })).toHaveCount(0);
    // The search catches up with the typing (its address, a render of the page) and the box stays.
    await expect(page).toHaveURL(/[?&]q=pu(&|$)/);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await expect(drawn).toHaveCount(1);

    await drawn.dispatchEvent('compositionend', { data: 'pu' });
    await expect(drawn).toHaveCount(0);
    await expect(page.getByRole('option', { name: /^Pune/ })).toBeVisible();
    await expect(cityBox(page)).toBeFocused();
    await expect(cityBox(page)).toHaveValue('pu');
  });
});

test.describe('public search', () => {
  test('suggests cities as you type; choosing one filters exactly and clears the box; Clear Filter resets', async ({ page }) => {
    await page.goto('/browse');
    await expect(page.getByRole('heading', { level: 1, name: 'Search Properties' })).toBeVisible();
    await expect(cityBox(page)).toHaveAttribute('placeholder', 'Enter city name...');
    await expect(page.getByRole('button', { name: 'Clear Filter' })).toHaveCount(0);

    await cityBox(page).click();
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await cityBox(page).fill('mU');
    const option = page.getByRole('option', { name: /^Mumbai/ });
    await expect(option).toBeVisible();
    expect(await page.getByRole('listbox').evaluate((el) => getComputedStyle(el).maxHeight)).toBe('240px');
    await option.click();

    await expect(page).toHaveURL(/city=Mumbai/);
    await expect(cityBox(page)).toHaveValue('');
    await expect(cards(page)).toHaveCount(3);
    for (const card of await cards(page).all()) await expect(card).toContainText('Mumbai');

    await page.getByRole('button', { name: 'Clear Filter' }).click();
    await expect(page).not.toHaveURL(/city=/);
    await expect(page.getByRole('button', { name: 'Clear Filter' })).toHaveCount(0);
    await expect(cards(page)).toHaveCount(24);
  });

  test('a city is chosen from the keyboard, and the box empties with its clear button', async ({ page }) => {
    await page.goto('/browse');
    await cityBox(page).fill('mu');
    const option = page.getByRole('option', { name: /^Mumbai/ });
    await expect(option).toBeVisible();
    await cityBox(page).press('ArrowDown');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await expect(cityBox(page)).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? '');
    await cityBox(page).press('Enter');
    await expect(page).toHaveURL(/city=Mumbai/);
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(cityBox(page)).toHaveValue('');

    await cityBox(page).fill('powai');
    await expect(page).toHaveURL(/q=powai/);
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(cityBox(page)).toHaveValue('');
    await expect(cityBox(page)).toBeFocused();
    await expect(page).not.toHaveURL(/q=/);
    await expect(page).toHaveURL(/city=Mumbai/);
  });

  test('the typed text matches cities containing it', async ({ page }) => {
    await page.goto('/browse');
    await cityBox(page).fill('bad');
    await expect(page).toHaveURL(/q=bad/);
    await expect(cards(page)).toHaveCount(3);
    for (const card of await cards(page).all()) await expect(card).toContainText(/Hyderabad|Ahmedabad/);
  });

  test('says when nothing matches, with and without a term', async ({ page }) => {
    await page.goto('/browse');
    await cityBox(page).fill('Atlantis');
    await expect(page.getByText('No properties found for "Atlantis"')).toBeVisible();
    await page.goto('/browse?maxPrice=1');
    await expect(page.getByText('No properties found', { exact: true })).toBeVisible();
  });

  test('shows more details on hover', async ({ page }) => {
    await page.goto('/browse?city=Goa');
    const card = cards(page).first();
    const overlay = card.getByTestId('property-card-overlay');
    await expect(overlay).toHaveCSS('opacity', '0');
    await card.hover();
    await expect(overlay).toHaveCSS('opacity', '1');
    await expect(overlay).toContainText(/^Villa · \d+ bed · \d+ bath · 2,600 sq ft$/);
    // What the card already shows is not said again over the picture.
    await expect(overlay).not.toContainText('Beach villa in Candolim');
    await expect(overlay).not.toContainText('₹1,20,000/month');
    await expect(card.getByText('₹1,20,000/month')).toBeVisible();
  });

  test('cards show two lines of title and line up in a row, with or without reviews', async ({ page }) => {
    await page.goto('/browse?city=Bengaluru');
    await expect(cards(page)).toHaveCount(4);
    const boxes = await Promise.all((await cards(page).all()).map((card) => card.boundingBox()));
    const heights = new Set(boxes.map((box) => Math.round(box?.height ?? 0)));
    expect(heights.size).toBe(1);
    const title = cards(page).first().getByRole('heading');
    const lines = await title.evaluate((el) =>
      Math.round(el.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(el).lineHeight)),
    );
    expect(lines).toBe(2);
  });

  test('lays the cards out in 1 to 4 columns by screen width, with images that keep their space, lazy below the first row', async ({
    page,
  }) => {
    await page.goto('/browse');
    await expect(cards(page)).toHaveCount(24);
    const grid = page.getByRole('list', { name: 'Properties' });
    for (const [width, columns] of [
      [360, 1],
      [700, 2],
      [1000, 3],
      [1400, 4],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length)).toBe(columns);
    }
    // The first row is on screen as the page opens (its covers are the largest paint): fetched at
    // once, the very first ahead of the rest; later rows wait until they scroll near.
    const image = cards(page).first().locator('img');
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(cards(page).nth(3).locator('img')).toHaveAttribute('loading', 'eager');
    await expect(cards(page).nth(4).locator('img')).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('width', '640');
    await expect(image).toHaveAttribute('height', '480');
    await expect(image).toHaveAttribute('src', /-card\.webp$/);
  });

  test('filters by type and sorts by price, keeping the search in the URL', async ({ page }) => {
    await page.goto('/browse');
    await page.getByLabel('Type').selectOption('villa');
    await expect(page).toHaveURL(/type=villa/);
    await expect(cards(page)).toHaveCount(4);
    await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
    await expect(page).toHaveURL(/sort=price_asc/);
    await expect(cards(page).first()).toContainText('Haveli-style villa');

    await page.reload();
    await expect(cards(page)).toHaveCount(4);
    await expect(cards(page).first()).toContainText('Haveli-style villa');
  });

  test('opens a listing in a dialog at a shareable URL; its buttons lead visitors to login', async ({ page }) => {
    await page.goto('/browse?city=Goa');
    await cards(page).first().click();
    const dialog = page.getByRole('dialog', { name: /Beach villa in Candolim/ });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Goa');
    await expect(dialog.getByTestId('property-description')).toHaveCSS('white-space', 'pre-line');
    expect(await dialog.getByTestId('property-description').innerText()).toContain('\n');
    await expect(page).toHaveURL(/property=/);

    await page.reload();
    await expect(page.getByRole('dialog', { name: /Beach villa in Candolim/ })).toBeVisible();
    await page.getByRole('button', { name: 'Contact Owner' }).click();
    await expect(page).toHaveURL('/login');

    await page.goBack();
    await page.getByRole('button', { name: 'Book this Property' }).click();
    await expect(page).toHaveURL('/login');
  });

  test('the image strip loops every 20 s, duplicated, and pauses on hover', async ({ page }) => {
    await page.goto('/browse?city=Goa');
    await cards(page).first().click();
    const strip = page.getByTestId('image-strip');
    const track = page.getByTestId('image-strip-track');
    await expect(strip.getByRole('button', { name: /View image \d of 3/ })).toHaveCount(3);
    await expect(track.locator('img')).toHaveCount(6);
    await expect(track).toHaveCSS('animation-duration', '20s');
    await expect(track).toHaveCSS('animation-play-state', 'running');
    await strip.hover();
    await expect(track).toHaveCSS('animation-play-state', 'paused');
  });

  test('the image strip stands still for people who ask for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/browse?city=Goa');
    await cards(page).first().click();
    const track = page.getByTestId('image-strip-track');
    await expect(track.locator('img')).toHaveCount(3);
    await expect(track).toHaveCSS('animation-name', 'none');
    await expect(page.getByRole('button', { name: 'View image 3 of 3' })).toBeVisible();
  });

  test('opens a shared listing link even when the listing is not on the first page', async ({ page, request }) => {
    const mumbai = await (await request.get('/api/property?city=Mumbai&limit=1')).json();
    await page.goto(`/browse?city=Goa&property=${mumbai[0].id}`);
    const dialog = page.getByRole('dialog', { name: new RegExp(mumbai[0].title) });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Mumbai');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page).not.toHaveURL(/property=/);
    await expect(page).toHaveURL(/city=Goa/);
  });

  test('a listing clicked while the city is still being typed opens and stays open', async ({ page }) => {
    await openListingWhileTyping(page, '/browse');
  });

  test('the gallery opens at the clicked image and wraps both ways, by button and keyboard', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/browse?city=Goa');
    await cards(page).first().click();
    await page.getByRole('button', { name: 'View image 1 of 3' }).click();
    const gallery = page.getByTestId('image-gallery');
    await expect(gallery).toContainText('1 / 3');
    await page.getByRole('button', { name: 'Previous image' }).click();
    await expect(gallery).toContainText('3 / 3');
    await page.getByRole('button', { name: 'Next image' }).click();
    await expect(gallery).toContainText('1 / 3');
    await page.keyboard.press('ArrowLeft');
    await expect(gallery).toContainText('3 / 3');
    await page.keyboard.press('ArrowRight');
    await expect(gallery).toContainText('1 / 3');
    await expect(page.getByTestId('gallery-image')).toHaveAttribute('src', /-full\.webp$/);
    await page.keyboard.press('Escape');
    await expect(gallery).toBeHidden();
    await expect(page.getByRole('dialog', { name: /Beach villa/ })).toBeVisible();
    await page.getByRole('button', { name: 'View image 3 of 3' }).click();
    await expect(page.getByTestId('image-gallery')).toContainText('3 / 3');
    await page.getByRole('button', { name: 'Close gallery' }).click();
    await expect(page.getByTestId('image-gallery')).toBeHidden();
  });

  test('loads the next page as you scroll', async ({ page, request }) => {
    const city = await publishListings(request, 27);
    await page.goto(`/browse?city=${city}`);
    await expect(cards(page)).toHaveCount(24);
    await expect(page.getByText('Showing 24 of 27')).toBeVisible();
    await page.getByText('Showing 24 of 27').scrollIntoViewIfNeeded();
    await expect(cards(page)).toHaveCount(27);
    await expect(page.getByText('Showing 27 of 27')).toBeVisible();
  });
});

test('the tenant search shows availability and the tenant buttons', async ({ page, request }) => {
  await signInAs(page, request, 'tenant');
  await page.goto('/tenant/search?city=Goa');
  const card = cards(page).first();
  await card.hover();
  await expect(card.getByTestId('property-card-overlay')).toContainText(
    /Available for move-in between \d{2}\/\d{2}\/\d{4} and \d{2}\/\d{2}\/\d{4}/,
  );
  await card.click();
  const dialog = page.getByRole('dialog', { name: /Beach villa/ });
  await expect(dialog.getByRole('button', { name: 'Contact Owner' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Book this Property' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Contact Owner' }).click();
  await expect(page).toHaveURL(/\/tenant\/messages\?propertyId=.+&landlordId=.+/);
});

test('in the tenant search, a listing clicked while the city is still being typed opens and stays open', async ({
  page,
  request,
}) => {
  await signInAs(page, request, 'tenant');
  await openListingWhileTyping(page, '/tenant/search');
});

test('the tenant search says when a listing is booked and when it frees up', async ({ page, request }) => {
  await signInAs(page, request, 'tenant');
  await page.goto('/tenant/search?city=Bengaluru');
  const card = cards(page).filter({ hasText: 'Bright 2BHK in Koramangala' });
  // The card says it is booked, and until when, before anyone hovers it.
  await expect(card.getByText(/^Booked until \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await card.hover();
  await expect(card.getByTestId('property-card-overlay')).toContainText(
    /Currently booked\. Next available for move-in between \d{2}\/\d{2}\/\d{4} and \d{2}\/\d{2}\/\d{4}/,
  );
  const other = cards(page).filter({ hasText: 'Independent house in Indiranagar' });
  await other.hover();
  await expect(other.getByTestId('property-card-overlay')).not.toContainText('Currently booked');
});

test('the admin sees every listing without contact or booking buttons', async ({ page, request }) => {
  await signInAsAdmin(page, request);
  await page.goto('/admin/properties?city=Goa');
  await page
    .getByRole('table', { name: 'Properties' })
    .getByRole('button', { name: /^Beach villa/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: /Beach villa/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Contact Owner' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Book this Property' })).toHaveCount(0);
});
