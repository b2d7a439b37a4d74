import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, startI18n } from '../lib/i18n';
import { ratingLabel } from './rating-summary';

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
