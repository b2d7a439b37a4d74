import type { SavedSearch } from '@rentease/contract';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { renderWithQueries, stubApi } from '../../../test/render';
import TenantSavedPage from './tenant-saved-page';

const search: SavedSearch = {
  id: 's1',
  q: 'Pune',
  type: 'villa',
  minPrice: null,
  maxPrice: 30_000,
  bedrooms: 2,
  near: null,
  radiusKm: null,
  nearName: null,
  created_at: '2029-12-01T00:00:00.000Z',
};

// The first render loads MUI and the page: generous on a busy machine.
const slow = { timeout: 5000 };

describe('the tenant’s Saved page in Hindi', () => {
  it('names its sections, saved searches and empty states in Hindi', async () => {
    await changeLanguage('hi');
    stubApi({ 'GET /api/saved-searches': [search], 'GET /api/favourites': [] });
    renderWithQueries(
      <MemoryRouter>
        <TenantSavedPage />
      </MemoryRouter>,
    );

    expect(await screen.findByText('Pune · विला · ₹30,000 तक · 2+ बेडरूम', {}, slow)).toBeDefined();
    expect(screen.getByRole('heading', { name: 'सहेजी गई खोजें' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'घर दिखाएँ' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'सहेजी गई खोज Pune · विला · ₹30,000 तक · 2+ बेडरूम हटाएँ' })).toBeDefined();
    expect(await screen.findByText('अभी तक कोई घर सहेजा नहीं गया', {}, slow)).toBeDefined();

    const page = document.body.textContent ?? '';
    for (const english of ['Saved', 'Show homes', 'Villa', 'up to', 'bedrooms', 'No saved homes']) {
      expect(page).not.toContain(english);
    }
  });
});
