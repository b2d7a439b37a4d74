import { z } from 'zod';
import { historyPageQuery } from './bookings.js';
import type { PaymentStatus } from './payments.js';

/** The admin's tables of listings, bookings and payments: filters, rows and CSV exports. */

export const ADMIN_PAGE_SIZE = 25;

/** A listing as the admin sees it: on show, hidden by the admin, or deleted by its landlord. */
export const ADMIN_PROPERTY_STATUSES = ['listed', 'hidden', 'deleted'] as const;
export type AdminPropertyStatus = (typeof ADMIN_PROPERTY_STATUSES)[number];

export const ADMIN_PROPERTY_STATUS_LABELS: Record<AdminPropertyStatus, string> = {
  listed: 'Listed',
  hidden: 'Hidden',
  deleted: 'Deleted',
};

/** The booking list's own states: a stay that was confirmed, and one cancelled after it was. */
export const ADMIN_BOOKING_STATUSES = ['confirmed', 'cancelled'] as const;
export type AdminBookingStatus = (typeof ADMIN_BOOKING_STATUSES)[number];

export const ADMIN_BOOKING_STATUS_LABELS: Record<AdminBookingStatus, string> = {
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
};

/** The states a payment in the Transactions list can be in: money was taken. */
export const ADMIN_PAYMENT_STATUSES = [
  'paid',
  'refund_pending',
  'refunded',
  'partially_refunded',
] as const satisfies readonly PaymentStatus[];
export type AdminPaymentStatus = (typeof ADMIN_PAYMENT_STATUSES)[number];

export const ADMIN_PAYMENT_STATUS_LABELS: Record<AdminPaymentStatus, string> = {
  paid: 'Paid',
  refund_pending: 'Refund pending',
  refunded: 'Refunded',
  partially_refunded: 'Partly refunded',
};

export const adminTableMessages = {
  searchProperties: 'Search title, owner, city or address...',
  searchBookings: 'Search tenant, landlord, property or reference...',
  searchTransactions: 'Search tenant, landlord, property, reference or id...',
  datesOutOfOrder: 'The start date must be on or before the end date.',
  propertiesLoadFailed: 'Could not load properties.',
  bookingsLoadFailed: 'Could not load bookings.',
  transactionsLoadFailed: 'Could not load transactions.',
  exportFailed: 'Could not export the CSV. Please try again.',
} as const;

const searchText = z.string().trim().max(100).optional();
const dateFilter = z.iso.date({ error: 'Use a date as yyyy-mm-dd' }).optional();

/** `from` after `to` can match nothing: said at once rather than answered with an empty list. */
function datesInOrder(query: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx) {
  if (query.from && query.to && query.from > query.to) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: adminTableMessages.datesOutOfOrder });
  }
}

/** Filters of the admin's Properties table (and its CSV): text, status and city. */
const adminPropertyFilterShape = {
  /** Matches title, city and address, and the owner's name and email, case-insensitively. */
  q: searchText,
  status: z.enum(ADMIN_PROPERTY_STATUSES).optional(),
  /** One city, matched whole and case-insensitively. */
  city: z.string().trim().max(80).optional(),
};
export const adminPropertyFilters = z.object(adminPropertyFilterShape);
export type AdminPropertyFilters = z.infer<typeof adminPropertyFilters>;

/** GET /api/admin/properties: the filters plus keyset paging (X-Total-Count, Link rel="next"). */
export const adminPropertyListQuery = z.object({
  ...adminPropertyFilterShape,
  limit: z.coerce.number().int().min(1).max(200).default(ADMIN_PAGE_SIZE),
  cursor: z.string().max(200).optional(),
});
export type AdminPropertyListQuery = z.infer<typeof adminPropertyListQuery>;

/** A row of the admin's Properties table. */
export const adminProperty = z.object({
  id: z.string(),
  title: z.string(),
  city: z.string(),
  address: z.string(),
  location: z.string(),
  /** Rupees per month. */
  price: z.number(),
  owner_id: z.string(),
  owner_name: z.string(),
  owner_email: z.string(),
  status: z.enum(ADMIN_PROPERTY_STATUSES),
  /** Why the admin hid it (what its landlord reads); null unless hidden. */
  hidden_reason: z.string().nullable(),
  created_at: z.string(),
  /** Confirmed stays, past and coming. */
  bookings: z.number(),
  /** Reports nobody has decided on yet. */
  open_reports: z.number(),
});
export type AdminProperty = z.infer<typeof adminProperty>;

/** Filters of the admin's Bookings (GET /api/bookings/all, additive) and its CSV. */
const adminBookingFilterShape = {
  /** Matches the tenant's and landlord's names, emails and phones, the listing's title and the booking reference. */
  q: searchText,
  status: z.enum(ADMIN_BOOKING_STATUSES).optional(),
  /** Move-in dates from this day (yyyy-mm-dd), inclusive. */
  from: dateFilter,
  /** Move-in dates up to this day, inclusive. */
  to: dateFilter,
};
export const adminBookingFilters = z.object(adminBookingFilterShape).superRefine(datesInOrder);
export type AdminBookingFilters = z.infer<typeof adminBookingFilters>;
export const adminBookingsQuery = historyPageQuery.extend(adminBookingFilterShape).superRefine(datesInOrder);
export type AdminBookingsQuery = z.infer<typeof adminBookingsQuery>;

/** Filters of the admin's Transactions (GET /api/payment/all, additive) and its CSV. */
const adminPaymentFilterShape = {
  /** Matches names, emails and phones of both sides, the listing's title, the booking reference, invoice number and ids. */
  q: searchText,
  status: z.enum(ADMIN_PAYMENT_STATUSES).optional(),
  /** Paid on or after this day (India time, yyyy-mm-dd). */
  from: dateFilter,
  /** Paid on or before this day (India time). */
  to: dateFilter,
};
export const adminPaymentFilters = z.object(adminPaymentFilterShape).superRefine(datesInOrder);
export type AdminPaymentFilters = z.infer<typeof adminPaymentFilters>;
export const adminPaymentsQuery = historyPageQuery.extend(adminPaymentFilterShape).superRefine(datesInOrder);
export type AdminPaymentsQuery = z.infer<typeof adminPaymentsQuery>;

/** The audit log's filters: who (name or email), what (an action, or its domain: `user.`), on what, and when (India days). */
export const adminAuditFilters = z
  .object({
    actor: searchText,
    /** An action (`user.blocked`) or, ending in a dot, every action of a domain (`user.`). */
    action: z.string().trim().max(60).optional(),
    targetType: z.string().trim().max(40).optional(),
    targetId: z.string().trim().max(100).optional(),
    from: dateFilter,
    to: dateFilter,
  })
  .superRefine(datesInOrder);
export type AdminAuditFilters = z.infer<typeof adminAuditFilters>;

/** GET /api/admin/audit: the filters plus keyset paging (X-Total-Count, Link rel="next"), newest first. */
export const adminAuditQuery = adminAuditFilters.safeExtend({
  limit: z.coerce.number().int().min(1).max(200).default(ADMIN_PAGE_SIZE),
  cursor: z.string().max(200).optional(),
});
export type AdminAuditQuery = z.infer<typeof adminAuditQuery>;

/** An entry of the audit log as its page shows it: who, what, on what, when, and the details kept with it. */
export const adminAuditEntry = z.object({
  id: z.string(),
  action: z.string(),
  summary: z.string(),
  actor_id: z.string(),
  actor_name: z.string(),
  actor_email: z.string(),
  actor_role: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntry>;
