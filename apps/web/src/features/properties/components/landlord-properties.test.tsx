import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { aListing } from '../../../test/fixtures';
import { renderWithQueries, stubApi } from '../../../test/render';
import { LandlordProperties } from './landlord-properties';

const listing = aListing({ property_type: 'house', paused: true, user_id: 'owner-1' });

describe('My Properties in Hindi', () => {
  it('shows the landlord’s page, cards and their actions in Hindi', async () => {
    await changeLanguage('hi');
    stubApi({ 'GET /api/property/user/owner-1': [listing] });
    renderWithQueries(
      <MemoryRouter>
        <LandlordProperties ownerId="owner-1" />
      </MemoryRouter>,
    );

    expect(screen.getByRole('heading', { name: 'मेरी प्रॉपर्टी' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'प्रॉपर्टी जोड़ें' })).toBeDefined();
    const card = await screen.findByRole('article', {}, { timeout: 5000 });
    expect(within(card).getByRole('button', { name: 'Sunny flat near the lake बदलें' })).toBeDefined();
    expect(within(card).getByRole('button', { name: 'Sunny flat near the lake फिर से शुरू करें' })).toBeDefined();
    expect(card.textContent).toContain('रोकी गई');
    expect(card.textContent).toContain('मकान · 2 बेडरूम · 1 बाथरूम');

    const page = document.body.textContent ?? '';
    for (const english of ['My Properties', 'Add Property', 'Edit', 'Resume', 'Paused', 'House']) {
      expect(page).not.toContain(english);
    }
  });
});
