import type { ReviewsResponse } from '@rentease/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { aListing } from '../../../test/fixtures';
import { renderWithQueries, stubApi } from '../../../test/render';
import { PropertyReviews } from './property-reviews';

const listing = aListing({ rating_average: 4, rating_count: 2 });

const reviews: ReviewsResponse = {
  average: 4,
  count: 2,
  reviews: [
    {
      id: 'r1',
      rating: 5,
      comment: 'Lovely light',
      author_first_name: 'Asha',
      created_at: '2030-02-01T00:00:00.000Z',
      reply: 'Thank you, Asha',
      replied_at: '2030-02-02T00:00:00.000Z',
    },
    {
      id: 'r2',
      rating: 3,
      comment: null,
      author_first_name: 'Ravi',
      created_at: '2030-01-20T00:00:00.000Z',
      reply: null,
      replied_at: null,
    },
  ],
};

// The first render loads MUI: generous on a busy machine.
const slow = { timeout: 5000 };

describe('a listing’s reviews in Hindi', () => {
  it('heads them, names the ratings, the landlord’s reply and the Reply button in Hindi', async () => {
    await changeLanguage('hi');
    stubApi({ 'GET /api/property/p1/reviews': reviews });
    renderWithQueries(<PropertyReviews property={listing} canReply />);

    expect(await screen.findByRole('list', { name: 'समीक्षाएँ' }, slow)).toBeDefined();
    expect(screen.getByRole('heading', { name: 'समीक्षाएँ' })).toBeDefined();
    expect(screen.getByRole('img', { name: '5 में से 5 रेटिंग' })).toBeDefined();
    expect(screen.getByText('मकान मालिक का जवाब')).toBeDefined();
    expect(screen.getByRole('button', { name: 'जवाब दें' })).toBeDefined();

    const section = document.body.textContent ?? '';
    for (const english of ['Reviews', 'Reply', 'landlord']) expect(section).not.toContain(english);
  });
});
