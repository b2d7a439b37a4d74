import { todayInIndia } from '../../lib/calendar';
import { formatInIndia } from '../../lib/format';

/**
 * Visit times as people in India read them, whatever the browser's own time zone: the visit hours
 * are the landlord's hours in India.
 */
const TIME = { hour: 'numeric', minute: '2-digit', hour12: true } as const;
const WEEKDAY = { weekday: 'short' } as const;
const DAY_MONTH = { day: 'numeric', month: 'short' } as const;

/** "11:00 am". */
export function formatVisitTime(at: string | Date): string {
  return formatInIndia(at, TIME).replace(/\s?([ap])\.?m\.?$/i, (_, p: string) => ` ${p.toLowerCase()}m`);
}

/** The calendar day in India of an instant, yyyy-mm-dd. */
export const visitDayOf = (at: string | Date) => todayInIndia(new Date(at));

/** Midday in India on a calendar day: an instant that is that day in India. */
const middayOf = (day: string) => new Date(`${day}T12:00:00+05:30`);

/** "Mon" and "3 Mar" for a calendar day (yyyy-mm-dd). */
export function dayLabels(day: string): { weekday: string; date: string } {
  const at = middayOf(day);
  return { weekday: formatInIndia(at, WEEKDAY), date: formatInIndia(at, DAY_MONTH).replace('Sept', 'Sep') };
}

/** "Mon 3 Mar, 11:00 am – 11:30 am". */
export function formatVisitSpan(start: string, end: string): string {
  const { weekday: name, date } = dayLabels(visitDayOf(start));
  return `${name} ${date}, ${formatVisitTime(start)} – ${formatVisitTime(end)}`;
}

/** The times of each day (yyyy-mm-dd in India), in order. */
export function groupByDay<T extends { start: string }>(slots: readonly T[]): Map<string, T[]> {
  const days = new Map<string, T[]>();
  for (const slot of slots) {
    const day = visitDayOf(slot.start);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return days;
}
