import { z } from 'zod';

/** Why a signed-in user flags a listing. */
export const REPORT_REASONS = ['scam', 'inaccurate', 'offensive', 'unavailable', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** open until the admin looks at it; then dismissed (nothing wrong) or actioned (the listing was dealt with). */
export const REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** How each reason reads in the report dialog and the admin's queue. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  scam: 'Looks like a scam',
  inaccurate: 'Details or photos are wrong',
  offensive: 'Offensive content',
  unavailable: 'No longer available',
  other: 'Something else',
};

export const REPORT_DETAILS_MAX = 1000;
export const HIDDEN_REASON_MAX = 500;

/** The human texts of reporting and takedown. */
export const reportMessages = {
  reasonInvalid: 'Choose why you are reporting this listing.',
  detailsTooLong: `Details can be at most ${REPORT_DETAILS_MAX.toLocaleString('en-IN')} characters.`,
  detailsRequired: 'Tell us what is wrong with this listing.',
  ownListing: 'You cannot report your own listing.',
  alreadyReported: 'You have already reported this listing.',
  reported: 'Thank you. Our team will look at this listing.',
  reportNotFound: 'Report not found.',
  statusInvalid: 'Choose Dismissed or Actioned.',
  alreadyResolved: 'This report has already been resolved another way.',
  hiddenInvalid: 'hidden must be true or false',
  hiddenReasonRequired: 'Give a reason for hiding this listing.',
  hiddenReasonTooLong: `The reason can be at most ${HIDDEN_REASON_MAX.toLocaleString('en-IN')} characters.`,
  reportFailed: 'Could not send your report. Please try again.',
  loadFailed: 'Could not load the reports.',
  updateFailed: 'Could not update the report. Please try again.',
  visibilityFailed: 'Could not change the listing. Please try again.',
  noReports: 'No reports yet.',
  hidden: 'Listing hidden.',
  shown: 'Listing visible again.',
  dismissed: 'Report dismissed.',
  actioned: 'Report marked as actioned.',
} as const;

/** What the landlord reads on a hidden listing in My Properties. */
export const hiddenByRentEase = (reason: string) => `Hidden by RentEase: ${reason}`;

/**
 * POST /api/property/:id/report. Details are trimmed and optional, except for 'other': a report
 * that names no reason and says nothing gives the admin nothing to check.
 */
export const createReportBody = z
  .object({
    reason: z.enum(REPORT_REASONS, { error: reportMessages.reasonInvalid }),
    details: z
      .string({ error: reportMessages.detailsTooLong })
      .trim()
      .max(REPORT_DETAILS_MAX, reportMessages.detailsTooLong)
      .nullish()
      .transform((value) => value ?? ''),
  })
  .superRefine((body, ctx) => {
    if (body.reason === 'other' && body.details === '') {
      ctx.addIssue({ code: 'custom', path: ['details'], message: reportMessages.detailsRequired });
    }
  });
export type CreateReportBody = z.infer<typeof createReportBody>;
export type CreateReportInput = z.input<typeof createReportBody>;

export const createReportResponse = z.object({ id: z.string() });
export type CreateReportResponse = z.infer<typeof createReportResponse>;

/** PATCH /api/admin/reports/:id — the admin's decision on an open report. */
export const resolveReportBody = z.object({
  status: z.enum(['dismissed', 'actioned'], { error: reportMessages.statusInvalid }),
});
export type ResolveReportBody = z.infer<typeof resolveReportBody>;

/** A report in the admin's queue, with what the admin needs to decide without another request. */
export const adminReport = z.object({
  id: z.string(),
  property_id: z.string(),
  property_title: z.string(),
  property_city: z.string(),
  /** The listing is hidden (hidden_reason says why) or was removed altogether. */
  property_hidden: z.boolean(),
  property_hidden_reason: z.string().nullable(),
  property_removed: z.boolean(),
  reporter_id: z.string(),
  reporter_name: z.string(),
  reporter_email: z.string(),
  reason: z.enum(REPORT_REASONS),
  details: z.string(),
  status: z.enum(REPORT_STATUSES),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
  /** Open reports on this listing from everyone, this one included while it is open. */
  open_reports_on_listing: z.number(),
});
export type AdminReport = z.infer<typeof adminReport>;

/** PATCH /api/property/:id/visibility — the admin hides a listing (with a reason) or shows it again. */
export const propertyVisibilityBody = z
  .object({
    hidden: z.boolean({ error: reportMessages.hiddenInvalid }),
    reason: z
      .string({ error: reportMessages.hiddenReasonRequired })
      .trim()
      .max(HIDDEN_REASON_MAX, reportMessages.hiddenReasonTooLong)
      .nullish()
      .transform((value) => value ?? ''),
  })
  .superRefine((body, ctx) => {
    if (body.hidden && body.reason === '') {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: reportMessages.hiddenReasonRequired });
    }
  });
export type PropertyVisibilityBody = z.infer<typeof propertyVisibilityBody>;
export type PropertyVisibilityInput = z.input<typeof propertyVisibilityBody>;
