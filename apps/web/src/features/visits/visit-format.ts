import { todayInIndia } from '../../lib/calendar';

/**
 * Visit times as people in India read them, whatever the browser's own time zone: the visit hours
 * are the landlord's hours in India.
 */
const INDIA = 'Asia/Kolkata';
const time = new Intl.DateTimeFormat('en-IN', { timeZone: INDIA, hour: 'numeric', minute: '2-digit', hour12: true });
const weekday = new Intl.DateTimeFormat('en-IN', { timeZone: INDIA, weekday: 'short' });
const dayMonth = new Intl.DateTimeFormat('en-IN', { timeZone: INDIA, day: 'numeric', month: 'short' });

/** "11:00 am". */
export function formatVisitTime(at: string | Date): string {
  return time.format(new Date(at)).replace(/\s?([ap])\.?m\.?$/i, (_, p: string) => ` ${p.toLowerCase()}m`);
}

/** The calendar day in India of an instant, yyyy-mm-dd. */
export const visitDayOf = (at: string | Date) => todayInIndia(new Date(at));

/** Midday in India on a calendar day: an instant that is that day in India. */
const middayOf = (day: string) => new Date(`${day}T12:00:00+05:30`);

/** "Mon" and "3 Mar" for a calendar day (yyyy-mm-dd). */
export function dayLabels(day: string): { weekday: string; date: string } {
  const at = middayOf(day);
  return { weekday: weekday.format(at), date: dayMonth.format(at).replace('Sept', 'Sep') };
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
