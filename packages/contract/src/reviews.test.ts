import { describe, expect, it } from 'vitest';
import { createReviewBody, REVIEW_COMMENT_MAX, replyReviewBody } from './reviews.js';

describe('createReviewBody', () => {
  it('trims the comment, and an empty or missing one is none', () => {
    expect(createReviewBody.parse({ bookingId: 'b', rating: 5, comment: '  Quiet street.  ' }).comment).toBe('Quiet street.');
    expect(createReviewBody.parse({ bookingId: 'b', rating: 5, comment: '   ' }).comment).toBeNull();
    expect(createReviewBody.parse({ bookingId: 'b', rating: 5, comment: null }).comment).toBeNull();
    expect(createReviewBody.parse({ bookingId: 'b', rating: 5 }).comment).toBeNull();
  });

  it('takes whole stars from 1 to 5 only', () => {
    for (const rating of [1, 5]) expect(createReviewBody.safeParse({ bookingId: 'b', rating }).success).toBe(true);
    for (const rating of [0, 6, 4.5, '4', null, Number.NaN]) {
      expect(createReviewBody.safeParse({ bookingId: 'b', rating }).success, String(rating)).toBe(false);
    }
  });

  it('counts the comment after trimming', () => {
    const padded = `  ${'x'.repeat(REVIEW_COMMENT_MAX)}  `;
    expect(createReviewBody.safeParse({ bookingId: 'b', rating: 3, comment: padded }).success).toBe(true);
    expect(createReviewBody.safeParse({ bookingId: 'b', rating: 3, comment: `${padded}x` }).success).toBe(false);
  });
});

describe('replyReviewBody', () => {
  it('needs some text once trimmed', () => {
    expect(replyReviewBody.safeParse({ reply: ' \n ' }).success).toBe(false);
    expect(replyReviewBody.parse({ reply: ' Thanks! ' }).reply).toBe('Thanks!');
  });
});
