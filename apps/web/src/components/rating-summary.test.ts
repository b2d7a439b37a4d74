import { describe, expect, it } from 'vitest';
import { ratingLabel } from './rating-summary';

describe('ratingLabel', () => {
  it('reads as a person would say it, in en-IN', () => {
    expect(ratingLabel(4.5, 12)).toBe('4.5 out of 5, 12 reviews');
    expect(ratingLabel(4, 1)).toBe('4 out of 5, 1 review');
    expect(ratingLabel(3.9, 1200)).toBe('3.9 out of 5, 1,200 reviews');
  });
});
