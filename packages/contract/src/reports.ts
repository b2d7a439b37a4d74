/** Why a signed-in user flags a listing. */
export const REPORT_REASONS = ['scam', 'inaccurate', 'offensive', 'unavailable', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** open until the admin looks at it; then dismissed (nothing wrong) or actioned (the listing was dealt with). */
export const REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_DETAILS_MAX = 1000;
export const HIDDEN_REASON_MAX = 500;
