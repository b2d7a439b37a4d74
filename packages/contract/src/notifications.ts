import { z } from 'zod';

/**
 * What a notification is about. Every type shows in the app (the bell), except the
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
  'visit_booked',
  'visit_cancelled',
  'visit_reminder',
  'booking_request_received',
  'booking_request_answered',
  'rent_due_soon',
  'rent_due',
  'rent_late',
  'rent_paid',
  'agreement_signed',
  'deposit_settled',
  'deposit_disputed',
  'deposit_dispute_decided',
  'owner_verification_decided',
  'account_blocked',
  'account_unblocked',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** At most this many saved searches per tenant. */
export const SAVED_SEARCHES_MAX = 20;
/** A chat email waits until the receiver has been away this long, then carries every message since. */
export const CHAT_EMAIL_AWAY_MINUTES = 10;

/** Types that go by email only: a blocked person cannot sign in to read a bell. */
export const EMAIL_ONLY_NOTIFICATION_TYPES = [
  'account_blocked',
  'account_unblocked',
] as const satisfies readonly NotificationType[];

/**
 * Types whose email a person may turn off in Profile Settings. The account emails always go:
 * they are how a blocked person learns why they cannot sign in.
 */
export const OPTIONAL_EMAIL_TYPES = [
  'booking_confirmed',
  'booking_cancelled',
  'chat_message',
  'review_published',
  'review_replied',
  'listing_hidden',
  'listing_shown',
  'saved_search_match',
  'visit_booked',
  'visit_cancelled',
  'visit_reminder',
  'booking_request_received',
  'booking_request_answered',
  'rent_due_soon',
  'rent_due',
  'rent_late',
  'rent_paid',
  'agreement_signed',
  'deposit_settled',
  'deposit_disputed',
  'deposit_dispute_decided',
] as const satisfies readonly NotificationType[];
export type OptionalEmailType = (typeof OPTIONAL_EMAIL_TYPES)[number];

/** What each email switch is called in Profile Settings. */
export const NOTIFICATION_TYPE_LABELS: Record<OptionalEmailType, string> = {
  booking_confirmed: 'A booking is confirmed',
  booking_cancelled: 'A booking is cancelled or refunded',
  chat_message: 'New messages (when you have been away for a while)',
  review_published: 'A review about you is published',
  review_replied: 'Someone replies to your review',
  listing_hidden: 'Your listing is hidden by RentEase',
  listing_shown: 'Your listing is shown again',
  saved_search_match: 'A new home matches a saved search',
  visit_booked: 'A visit is booked',
  visit_cancelled: 'A visit is cancelled',
  visit_reminder: 'A reminder before a visit',
  booking_request_received: 'A tenant asks to book your home, or withdraws the request',
  booking_request_answered: 'A booking request is approved, declined or expires',
  rent_due_soon: 'Rent is due in a few days',
  rent_due: 'Rent is due today',
  rent_late: 'A month’s rent is late',
  rent_paid: 'A month’s rent is paid',
  agreement_signed: 'A rental agreement is signed',
  deposit_settled: 'A deposit is settled and refunded',
  deposit_disputed: 'A tenant disputes a deposit settlement',
  deposit_dispute_decided: 'A deposit dispute is decided',
};

export const NOTIFICATION_PAGE_SIZE = 20;
export const NOTIFICATION_PAGE_SIZE_MAX = 100;

/** One entry of the bell's panel. */
export const notification = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  body: z.string(),
  /** An in-app path to open, e.g. /landlord/bookings. */
  link: z.string(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type Notification = z.infer<typeof notification>;

/** The bell's live events over /api/ws. */
export type NotificationLiveEvent =
  /** A notification arrived (or a folded one grew); the bell shows unread_count. */
  | { type: 'notification.new'; notification: Notification; unread_count: number }
  /** Notifications were read (in another tab, say); the bell shows unread_count. */
  | { type: 'notification.count'; unread_count: number };

/** Newest first, keyset-paged like the other lists (X-Total-Count, Link rel="next"). */
export const notificationsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(NOTIFICATION_PAGE_SIZE_MAX).default(NOTIFICATION_PAGE_SIZE),
  cursor: z.string().max(200).optional(),
});
export type NotificationsQuery = z.infer<typeof notificationsQuery>;

export const notificationsResponse = z.object({
  notifications: z.array(notification),
  /** Unread across all pages: the number on the bell. */
  unread_count: z.number().int(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponse>;

export const markNotificationReadResponse = z.object({ notification, unread_count: z.number().int() });
export type MarkNotificationReadResponse = z.infer<typeof markNotificationReadResponse>;

export const markAllNotificationsReadResponse = z.object({ updated: z.number().int(), unread_count: z.number().int() });
export type MarkAllNotificationsReadResponse = z.infer<typeof markAllNotificationsReadResponse>;

/** Email on (true) or off (false) per type; in-app notifications are always on. */
export const notificationSettings = z.object({
  email: z.object(
    Object.fromEntries(OPTIONAL_EMAIL_TYPES.map((type) => [type, z.boolean()])) as Record<OptionalEmailType, z.ZodBoolean>,
  ),
});
export type NotificationSettings = z.infer<typeof notificationSettings>;

/** A PUT may name only the switches it changes; the others keep their value. */
export const updateNotificationSettingsBody = z.object({
  email: z
    .object(
      Object.fromEntries(OPTIONAL_EMAIL_TYPES.map((type) => [type, z.boolean().optional()])) as Record<
        OptionalEmailType,
        z.ZodOptional<z.ZodBoolean>
      >,
    )
    .strict(),
});
export type UpdateNotificationSettingsBody = z.infer<typeof updateNotificationSettingsBody>;
