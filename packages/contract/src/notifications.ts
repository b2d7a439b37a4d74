/**
 * What a notification is about (issue 12). Every type shows in the app (the bell), except the
 * account ones, which go by email only (a blocked person cannot sign in to read them).
 */
export const NOTIFICATION_TYPES = [
  'booking_confirmed',
  'booking_cancelled',
  'chat_message',
  'review_published',
  'review_replied',
  'listing_hidden',
  'listing_shown',
  'saved_search_match',
  'account_blocked',
  'account_unblocked',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** At most this many saved searches per tenant. */
export const SAVED_SEARCHES_MAX = 20;
/** A chat email waits until the receiver has been away this long, then carries every message since. */
export const CHAT_EMAIL_AWAY_MINUTES = 10;
