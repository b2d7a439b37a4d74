import { render, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, startI18n } from '../lib/i18n';
import { RatingSummary, ratingLabel } from './rating-summary';

beforeAll(() => startI18n('en'));
afterAll(() => changeLanguage('en'));

describe('ratingLabel', () => {
  it('reads as a person would say it, in en-IN', () => {
    expect(ratingLabel(4.5, 12)).toBe('4.5 out of 5, 12 reviews');
    expect(ratingLabel(4, 1)).toBe('4 out of 5, 1 review');
    expect(ratingLabel(3.9, 1200)).toBe('3.9 out of 5, 1,200 reviews');
  });

  it('reads in Hindi when the app is in Hindi', async () => {
    await changeLanguage('hi');
    try {
      expect(ratingLabel(4.5, 12)).toBe('5 में से 4.5, 12 समीक्षाएँ');
      expect(ratingLabel(4, 1)).toBe('5 में से 4, 1 समीक्षा');
    } finally {
      await changeLanguage('en');
    }
  });
});

describe('RatingSummary', () => {
  it('fills the stars to the average, to a tenth, and is one image to assistive technology', () => {
    render(<RatingSummary average={4.34} count={12} />);

    const rating = screen.getByRole('img', { name: '4.3 out of 5, 12 reviews' });
    expect(within(rating).getByTestId('stars-filled').style.width).toBe('86%');
    expect(within(rating).getByText('4.3')).toBeDefined();
    expect(within(rating).getByText('(12 reviews)')).toBeDefined();
  });

  it('draws its five stars twice in all (empty, then filled), each row one path, not parts per star', () => {
    // MUI's Rating at a precision of 0.1 drew ten clipped parts per star, some 200 elements per
    // rating; a search page has 24 of them to hydrate.
    const { container } = render(<RatingSummary average={3.5} count={2} />);

    expect(container.querySelectorAll('svg')).toHaveLength(2);
    expect(container.querySelectorAll('path')).toHaveLength(2);
    expect(container.querySelectorAll('*').length).toBeLessThan(20);
  });

  it('says there are no reviews rather than drawing empty stars', () => {
    const { container } = render(<RatingSummary average={null} count={0} />);

    expect(screen.getByText('No reviews yet')).toBeDefined();
    expect(container.querySelector('svg')).toBeNull();
  });
});
