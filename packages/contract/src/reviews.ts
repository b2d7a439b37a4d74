/** Which side of a booking wrote a review: the tenant reviews the stay, the landlord the tenant. */
export const REVIEW_SIDES = ['tenant', 'landlord'] as const;
export type ReviewSide = (typeof REVIEW_SIDES)[number];

/** A review stays hidden from the other side for this long unless both have written (double-blind). */
export const REVIEW_BLIND_DAYS = 14;
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_COMMENT_MAX = 2000;
export const REVIEW_REPLY_MAX = 1000;
