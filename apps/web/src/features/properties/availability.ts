import { MOVE_IN_WINDOW_EXTRA_DAYS, type Property } from '@rentease/contract';
import { addDays, format, parseISO } from 'date-fns';
import { formatDate } from '../../lib/format';

/** The move-in window: the available date to three days after it (spec §9). */
export function moveInWindow(availableDate: string): { from: string; to: string } {
  return { from: availableDate, to: format(addDays(parseISO(availableDate), MOVE_IN_WINDOW_EXTRA_DAYS), 'yyyy-MM-dd') };
}

/** The tenant card's availability line (spec §2 Search Properties). */
export function availabilityLine(property: Pick<Property, 'available_date' | 'is_booked'>): string {
  const window = moveInWindow(property.available_date);
  const range = `${formatDate(window.from)} and ${formatDate(window.to)}`;
  return property.is_booked
    ? `Currently booked. Next available for move-in between ${range}`
    : `Available for move-in between ${range}`;
}
