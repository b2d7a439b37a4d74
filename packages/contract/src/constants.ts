/** Business constants and limits of the product, shared by server and browser. */

export const ROLES = ['tenant', 'landlord', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Roles a person can register for; the admin account is provisioned by configuration. */
export const ACCOUNT_ROLES = ['tenant', 'landlord'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];
export const DEFAULT_ROLE: AccountRole = 'tenant';

export const PASSWORD_MIN_LENGTH = 4;
export const PASSWORD_MAX_LENGTH = 200;
export const PHONE_MIN_LENGTH = 8;
export const PHONE_MAX_LENGTH = 20;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

/** Profile phone: 8 to 15 characters of digits, plus signs or spaces. */
export const PROFILE_PHONE_PATTERN = /^[0-9+ ]{8,15}$/;

export const BOOKING_DURATION_MIN_MONTHS = 1;
export const BOOKING_DURATION_MAX_MONTHS = 24;
export const BOOKING_DURATION_DEFAULT_MONTHS = 1;
/** The move-in window runs from the available date to the available date plus this many days. */
export const MOVE_IN_WINDOW_EXTRA_DAYS = 3;

export const TOAST_DURATION_MS = 3000;
export const REGISTER_REDIRECT_MS = 2000;
export const ADMIN_LOGIN_REDIRECT_MS = 1000;
export const LOGOUT_REDIRECT_MS = 500;
export const PAYMENT_SUCCESS_COUNTDOWN_SECONDS = 5;
export const IMAGE_STRIP_LOOP_SECONDS = 20;
export const FAQ_ENTRIES = 4;
export const COPYRIGHT_YEAR = 2025;

export const PROPERTY_TYPES = ['apartment', 'house', 'studio', 'villa'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

/** How a listing is booked: paid at once, or asked for and approved by its landlord first. */
export const BOOKING_MODES = ['instant', 'request'] as const;
export type BookingMode = (typeof BOOKING_MODES)[number];

/**
 * How many days, from the available date on, a tenant may choose to move in. The default 4 is the
 * available date and the three days after it (MOVE_IN_WINDOW_EXTRA_DAYS).
 */
export const MOVE_IN_WINDOW_DAYS_DEFAULT = 4;
export const MOVE_IN_WINDOW_DAYS_MAX = 90;

export const MAX_PROPERTY_IMAGES = 20;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_FILES_PER_UPLOAD = 10;
export const PROPERTY_PAGE_SIZE = 24;
export const PROPERTY_PAGE_SIZE_MAX = 100;
/** Monthly rent ceiling (₹1 crore): anything above is a typo, not a listing. */
export const MAX_MONTHLY_RENT = 10_000_000;

export const PROPERTY_SORTS = ['newest', 'price_asc', 'price_desc'] as const;
export type PropertySort = (typeof PROPERTY_SORTS)[number];
/** The search's orders: the listing orders, and nearest first, which only a search around a point (`near`) has. */
export const PROPERTY_SEARCH_SORTS = [...PROPERTY_SORTS, 'distance'] as const;
export type PropertySearchSort = (typeof PROPERTY_SEARCH_SORTS)[number];

/** How long a card checkout stays open; an unpaid one then expires and never holds the listing. */
export const CHECKOUT_SESSION_MINUTES = 30;
export const CURRENCY = 'INR';
export const BOOKING_PAGE_SIZE = 50;
export const BOOKING_PAGE_SIZE_MAX = 200;

/** Test cards of the built-in demo checkout (the same numbers Stripe's test mode uses). */
export const DEMO_CARD_SUCCESS = '4242424242424242';
export const DEMO_CARD_DECLINED = '4000000000000002';
/** The demo checkout's test UPI ids: one is paid, one is declined. */
export const DEMO_UPI_SUCCESS = 'success@demo';
export const DEMO_UPI_DECLINED = 'failure@demo';

export const CHAT_MESSAGE_MAX_LENGTH = 2000;
export const CHAT_PAGE_SIZE = 50;
export const CHAT_PAGE_SIZE_MAX = 200;
