import { z } from 'zod';

/** A viewing visit: booked into a free slot of the listing's visit hours, or cancelled by either side. */
export const VISIT_STATUSES = ['confirmed', 'cancelled'] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];

export const VISIT_SLOT_MINUTES_MIN = 15;
export const VISIT_SLOT_MINUTES_MAX = 120;
export const VISIT_SLOT_MINUTES_DEFAULT = 30;

/** At most this many weekly periods per listing: a few per day is all a landlord needs. */
export const VISIT_PERIODS_MAX = 28;
/** Free slots are listed for at most this many days at once. */
export const VISIT_SLOTS_RANGE_MAX_DAYS = 31;
/** A visit is booked at least this long ahead, so the landlord can be there. */
export const VISIT_NOTICE_MINUTES = 120;
/** Both people are reminded this long before a visit. */
export const VISIT_REMINDER_MINUTES = 120;
export const VISIT_CANCEL_REASON_MAX = 500;

export const visitMessages = {
  timeInvalid: 'Enter a time as HH:MM',
  periodOrder: 'The end must be after the start',
  periodsOverlap: 'Two periods of one day overlap',
  tooManyPeriods: `At most ${VISIT_PERIODS_MAX} periods`,
  slotMinutesInvalid: `A visit lasts ${VISIT_SLOT_MINUTES_MIN} to ${VISIT_SLOT_MINUTES_MAX} minutes`,
  rangeInvalid: `Choose up to ${VISIT_SLOTS_RANGE_MAX_DAYS} days, the end not before the start`,
  dateInvalid: 'Enter a date as YYYY-MM-DD',
  startInvalid: 'Enter the start as an ISO date and time',
  notASlot: 'That time is not a free visit slot of this home.',
  slotTaken: 'Sorry, that time was just taken. Please choose another.',
  alreadyBooked: 'You already have a visit booked for this home.',
  onlyTenants: 'Please log in as a tenant to schedule a visit.',
  notFound: 'Visit not found',
  alreadyCancelled: 'This visit is already cancelled.',
  alreadyPast: 'This visit has already taken place.',
  notYourProperty: 'You can only set visit hours for your own listings.',
} as const;

const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: visitMessages.timeInvalid });

/** 'HH:MM' as minutes since midnight. */
export function minutesOfTime(time: string): number {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

/** Minutes since midnight as 'HH:MM'. */
export function timeOfMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** One weekly period when the landlord shows the home, in India's time; weekday 0 is Sunday. */
export const visitPeriod = z
  .object({
    weekday: z.number().int().min(0).max(6),
    from: timeOfDay,
    to: timeOfDay,
  })
  .refine((p) => minutesOfTime(p.from) < minutesOfTime(p.to), { path: ['to'], error: visitMessages.periodOrder });
export type VisitPeriod = z.infer<typeof visitPeriod>;

/** The index of the first period that overlaps an earlier one of the same day, or -1. */
export function overlappingPeriodIndex(hours: readonly VisitPeriod[]): number {
  return hours.findIndex((p, i) =>
    hours
      .slice(0, i)
      .some(
        (q) =>
          q.weekday === p.weekday && minutesOfTime(q.from) < minutesOfTime(p.to) && minutesOfTime(p.from) < minutesOfTime(q.to),
      ),
  );
}

/** PUT /api/property/{id}/visit-hours. Empty hours: no visits offered. */
export const visitHoursBody = z
  .object({
    hours: z.array(visitPeriod).max(VISIT_PERIODS_MAX, { error: visitMessages.tooManyPeriods }),
    slotMinutes: z
      .number({ error: visitMessages.slotMinutesInvalid })
      .int({ error: visitMessages.slotMinutesInvalid })
      .min(VISIT_SLOT_MINUTES_MIN, { error: visitMessages.slotMinutesInvalid })
      .max(VISIT_SLOT_MINUTES_MAX, { error: visitMessages.slotMinutesInvalid })
      .default(VISIT_SLOT_MINUTES_DEFAULT),
  })
  .superRefine((body, ctx) => {
    const index = overlappingPeriodIndex(body.hours);
    if (index >= 0) ctx.addIssue({ code: 'custom', path: ['hours', index, 'from'], message: visitMessages.periodsOverlap });
  });
export type VisitHoursBody = z.input<typeof visitHoursBody>;

/** A listing's visit hours, sorted by weekday and time. */
export const visitHours = z.object({ hours: z.array(visitPeriod), slotMinutes: z.number() });
export type VisitHours = z.infer<typeof visitHours>;

const slotDate = z.iso.date({ error: visitMessages.dateInvalid });

/** GET /api/property/{id}/visit-slots?from&to: calendar dates in India, at most 31 days. */
export const visitSlotsQuery = z.object({ from: slotDate, to: slotDate }).refine(
  (q) => {
    const days = (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000;
    return days >= 0 && days < VISIT_SLOTS_RANGE_MAX_DAYS;
  },
  { path: ['to'], error: visitMessages.rangeInvalid },
);
export type VisitSlotsQuery = z.infer<typeof visitSlotsQuery>;

/** A free visit slot: ISO instants. */
export const visitSlot = z.object({ start: z.string(), end: z.string() });
export type VisitSlot = z.infer<typeof visitSlot>;

/** POST /api/visits. */
export const createVisitBody = z.object({
  propertyId: z.string().max(100),
  start: z.iso.datetime({ offset: true, error: visitMessages.startInvalid }),
});
export type CreateVisitBody = z.infer<typeof createVisitBody>;

/** POST /api/visits/{id}/cancel. */
export const cancelVisitBody = z.object({
  reason: z
    .string()
    .trim()
    .max(VISIT_CANCEL_REASON_MAX, { error: `At most ${VISIT_CANCEL_REASON_MAX} characters` })
    .optional(),
});
export type CancelVisitBody = z.infer<typeof cancelVisitBody>;

/** A visit as booked. */
export const visit = z.object({
  id: z.string(),
  property_id: z.string(),
  start: z.string(),
  end: z.string(),
  status: z.enum(VISIT_STATUSES),
});
export type Visit = z.infer<typeof visit>;

/** A visit in the lists: the listing and both people, so each side can reach the other. */
export const visitSummary = visit.extend({
  title: z.string(),
  address: z.string(),
  city: z.string(),
  tenant_name: z.string(),
  tenant_phone: z.string().nullable(),
  landlord_name: z.string(),
  landlord_phone: z.string().nullable(),
  /** Who cancelled: the tenant, the landlord, or RentEase; null while confirmed. */
  cancelled_by: z.enum(['tenant', 'landlord', 'admin']).nullable(),
  cancel_reason: z.string().nullable(),
  /** Confirmed and not yet over. */
  is_upcoming: z.boolean(),
  /** Confirmed and not yet begun: either side may still cancel it. */
  can_cancel: z.boolean(),
});
export type VisitSummary = z.infer<typeof visitSummary>;
