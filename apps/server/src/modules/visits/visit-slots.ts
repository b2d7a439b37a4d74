import type { VisitHoursRow } from '../../db/schema/index.js';
import { addCalendarDays, marketInstant, weekdayOf } from '../../lib/dates.js';

export type TimeSpan = { start: Date; end: Date };

export type SlotInput = {
  hours: readonly VisitHoursRow[];
  slotMinutes: number;
  /** Calendar days in India (yyyy-mm-dd), both included. */
  from: string;
  to: string;
  /** No slot starts before this instant (now plus the notice a landlord needs). */
  earliest: Date;
  /** Confirmed visits: a slot touching one of them is not free. */
  taken: readonly TimeSpan[];
};

const overlaps = (a: TimeSpan, b: TimeSpan) => a.start < b.end && b.start < a.end;

/**
 * The free visit slots of a listing between two dates: each period of its weekly hours cut into
 * back-to-back visits of `slotMinutes` from the period's start (a last piece too short for a visit
 * is dropped), on the period's weekday in India's time, in time order.
 */
export function freeVisitSlots(input: SlotInput): TimeSpan[] {
  const slots: TimeSpan[] = [];
  for (let date = input.from; date <= input.to; date = addCalendarDays(date, 1)) {
    const weekday = weekdayOf(date);
    const periods = input.hours.filter((p) => p.weekday === weekday).sort((a, b) => a.fromMinute - b.fromMinute);
    for (const period of periods) {
      for (let minute = period.fromMinute; minute + input.slotMinutes <= period.toMinute; minute += input.slotMinutes) {
        const slot = { start: marketInstant(date, minute), end: marketInstant(date, minute + input.slotMinutes) };
        if (slot.start < input.earliest) continue;
        if (input.taken.some((visit) => overlaps(slot, visit))) continue;
        slots.push(slot);
      }
    }
  }
  return slots;
}
