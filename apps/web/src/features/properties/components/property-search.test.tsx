import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { aListing } from '../../../test/fixtures';
import { renderWithQueries, stubApi } from '../../../test/render';
import { PropertySearch } from './property-search';

const listing = aListing({ description: 'Two rooms', booking_mode: 'request', deposit: 50_000 });

// The first render loads MUI and the page: generous on a busy machine.
const slow = { timeout: 5000 };

describe('whether the map can be drawn', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is not asked while the list is shown: the probe makes a WebGL context, costly on a phone as the page starts', async () => {
    await changeLanguage('en');
    const probe = vi.spyOn(HTMLCanvasElement.prototype, 'getContext');
    stubApi({ 'GET /api/property': [listing] });
    renderWithQueries(
      <MemoryRouter initialEntries={['/browse']}>
        <PropertySearch variant="public" />
      </MemoryRouter>,
    );

    expect(await screen.findByRole('article', {}, slow)).toBeDefined();
    expect(probe).not.toHaveBeenCalled();
  });

  it('is asked when the map is wanted: a browser that cannot draw it gets the list and a sentence', async () => {
    await changeLanguage('en');
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    stubApi({ 'GET /api/property': [listing] });
    renderWithQueries(
      <MemoryRouter initialEntries={['/browse?view=map']}>
        <PropertySearch variant="public" />
      </MemoryRouter>,
    );

    expect(
      await screen.findByText('This browser cannot draw the map, so the homes are shown as a list.', {}, slow),
    ).toBeDefined();
    expect(await screen.findByRole('article', {}, slow)).toBeDefined();
  });
});

describe('the search page in Hindi', () => {
  it('shows its filters, sort orders, property types and cards in Hindi, and still sends the API its values', async () => {
    await changeLanguage('hi');
    const sent = stubApi({ 'GET /api/property': [listing] });
    renderWithQueries(
      <MemoryRouter initialEntries={['/browse']}>
        <PropertySearch variant="public" />
      </MemoryRouter>,
    );

    expect(await screen.findByRole('heading', { name: 'प्रॉपर्टी खोजें' }, slow)).toBeDefined();
    const card = await screen.findByRole('article', {}, slow);
    expect(card.textContent).toContain('अपार्टमेंट · 2 बेडरूम · 1 बाथरूम · 850 वर्ग फ़ुट');
    expect(card.textContent).toContain('₹25,000/माह');
    expect(card.textContent).toContain('मकान मालिक अनुरोध स्वीकार करते हैं · जमा राशि ₹50,000');

    const options = (label: string) =>
      within(screen.getByRole('combobox', { name: label }))
        .getAllByRole('option')
        .map((option) => [option.getAttribute('value'), option.textContent]);
    expect(options('प्रकार')).toEqual([
      ['', 'सभी प्रकार'],
      ['apartment', 'अपार्टमेंट'],
      ['house', 'मकान'],
      ['studio', 'स्टूडियो'],
      ['villa', 'विला'],
    ]);
    expect(options('क्रम')).toEqual([
      ['newest', 'सबसे नए पहले'],
      ['price_asc', 'किराया: कम से ज़्यादा'],
      ['price_desc', 'किराया: ज़्यादा से कम'],
    ]);

    fireEvent.change(screen.getByRole('combobox', { name: 'क्रम' }), { target: { value: 'price_asc' } });
    await waitFor(() => expect(sent.some((request) => request.search.includes('sort=price_asc'))).toBe(true), slow);

    const page = document.body.textContent ?? '';
    for (const english of [
      'Search Properties',
      'All types',
      'Sort by',
      'Apartment',
      '/month',
      'bed',
      'Deposit',
      'Owner approves',
    ]) {
      expect(page).not.toContain(english);
    }
  });
});

describe('the listing cards', () => {
  it('are drawn by the grid’s one stylesheet: no part of a card but its heart resolves styles of its own', async () => {
    await changeLanguage('en');
    const listings = Array.from({ length: 12 }, (_, index) =>
      aListing({
        id: `listing-${index}`,
        title: `Flat ${index}`,
        is_booked: index % 2 === 0,
        rating_average: 4.5,
        rating_count: 3,
      }),
    );
    stubApi({ 'GET /api/property': listings });
    renderWithQueries(
      <MemoryRouter initialEntries={['/browse']}>
        <PropertySearch variant="public" />
      </MemoryRouter>,
    );

    const cards = await screen.findAllByRole('article', {}, slow);
    expect(cards).toHaveLength(12);
    for (const card of cards) {
      // Emotion's classes (css-…) mark elements whose styles were resolved and serialized as they rendered.
      const styled = Array.from(card.querySelectorAll('[class*="css-"]')).filter(
        (element) => !element.closest('.property-card-action'),
      );
      expect(styled).toEqual([]);
      expect(card.querySelector('.property-card-action button')).not.toBeNull();
    }
    expect(document.querySelectorAll('.property-card-slot')).toHaveLength(12);
  });
});
