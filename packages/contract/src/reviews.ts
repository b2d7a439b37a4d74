import { z } from 'zod';

/** Which side of a booking wrote a review: the tenant reviews the stay, the landlord the tenant. */
export const REVIEW_SIDES = ['tenant', 'landlord'] as const;
export type ReviewSide = (typeof REVIEW_SIDES)[number];

/** A review stays hidden from the other side for this long unless both have written (double-blind). */
export const REVIEW_BLIND_DAYS = 14;
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_COMMENT_MAX = 2000;
export const REVIEW_REPLY_MAX = 1000;

/** Reviews a page of a listing's (or a tenant's) reviews shows by default, and at most. */
export const REVIEW_PAGE_SIZE = 5;
export const REVIEW_PAGE_SIZE_MAX = 50;

/** The human texts of the review rules. */
export const reviewMessages = {
  ratingInvalid: 'Choose a rating from 1 to 5 stars.',
  commentTooLong: `A review can be at most ${REVIEW_COMMENT_MAX.toLocaleString('en-IN')} characters.`,
  replyRequired: 'Write a reply.',
  replyTooLong: `A reply can be at most ${REVIEW_REPLY_MAX.toLocaleString('en-IN')} characters.`,
  bookingNotFound: 'Booking not found.',
  notYourStay: 'Only the tenant and the landlord of a stay can review it.',
  notConfirmed: 'Only a confirmed stay can be reviewed.',
  notMovedIn: 'You can review this stay from its move-in date.',
  alreadyReviewed: 'You have already reviewed this stay.',
  reviewNotFound: 'Review not found.',
  notYourListing: 'Only the landlord of this listing can reply to its reviews.',
  alreadyReplied: 'This review already has a reply.',
  notYourTenant: 'You can see the reviews of tenants who booked or messaged you.',
  blindNote: `Your review is published when both of you have written one, or ${REVIEW_BLIND_DAYS} days after the first.`,
} as const;

/** A comment: trimmed; empty means none. */
const commentField = z
  .string({ error: reviewMessages.commentTooLong })
  .trim()
  .max(REVIEW_COMMENT_MAX, reviewMessages.commentTooLong)
  .nullish()
  .transform((value) => (value ? value : null));

/** POST /api/reviews: one side's review of a stay; the side follows from who writes it. */
export const createReviewBody = z.object({
  bookingId: z.string({ error: reviewMessages.bookingNotFound }).min(1, reviewMessages.bookingNotFound).max(100),
  rating: z
    .number({ error: reviewMessages.ratingInvalid })
    .int(reviewMessages.ratingInvalid)
    .min(REVIEW_RATING_MIN, reviewMessages.ratingInvalid)
    .max(REVIEW_RATING_MAX, reviewMessages.ratingInvalid),
  comment: commentField,
});
export type CreateReviewBody = z.infer<typeof createReviewBody>;
export type CreateReviewInput = z.input<typeof createReviewBody>;

export const createReviewResponse = z.object({ id: z.string() });
export type CreateReviewResponse = z.infer<typeof createReviewResponse>;

/** POST /api/reviews/{id}/reply: the landlord's one answer. */
export const replyReviewBody = z.object({
  reply: z
    .string({ error: reviewMessages.replyRequired })
    .trim()
    .min(1, reviewMessages.replyRequired)
    .max(REVIEW_REPLY_MAX, reviewMessages.replyTooLong),
});
export type ReplyReviewBody = z.infer<typeof replyReviewBody>;

/** Query of the review lists: keyset paging as the listings (`Link: rel="next"`). */
export const reviewListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(REVIEW_PAGE_SIZE_MAX).default(REVIEW_PAGE_SIZE),
  cursor: z.string().max(200).optional(),
});
export type ReviewListQuery = z.infer<typeof reviewListQuery>;
export type ReviewListParams = z.input<typeof reviewListQuery>;

/** One published review as anyone reads it: the author's first name only, never the last. */
export const reviewItem = z.object({
  id: z.string(),
  rating: z.number(),
  comment: z.string().nullable(),
  author_first_name: z.string(),
  created_at: z.string(),
  reply: z.string().nullable(),
  replied_at: z.string().nullable(),
});
export type ReviewItem = z.infer<typeof reviewItem>;

/** GET /api/property/{id}/reviews and /api/user/{id}/reviews: the average over all published ones, and a page. */
export const reviewsResponse = z.object({
  /** One decimal; null when there is none. */
  average: z.number().nullable(),
  count: z.number(),
  reviews: z.array(reviewItem),
});
export type ReviewsResponse = z.infer<typeof reviewsResponse>;

/** GET /api/reviews/{id}: one review, for its author and the admin before it is published, for anyone after. */
export const reviewDetail = reviewItem.extend({
  side: z.enum(REVIEW_SIDES),
  booking_id: z.string(),
  property_id: z.string(),
  /** When it becomes (or became) visible to everyone. */
  published_at: z.string(),
  is_published: z.boolean(),
});
export type ReviewDetail = z.infer<typeof reviewDetail>;

/** A booking list item's view of the reviews of its stay, for the side that reads the list. */
export const myReview = z.object({ id: z.string(), rating: z.number() });
export type MyReview = z.infer<typeof myReview>;
