/** A viewing visit: booked into a free slot of the listing's visit hours, or cancelled by either side. */
export const VISIT_STATUSES = ['confirmed', 'cancelled'] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];

export const VISIT_SLOT_MINUTES_MIN = 15;
export const VISIT_SLOT_MINUTES_MAX = 120;
export const VISIT_SLOT_MINUTES_DEFAULT = 30;
