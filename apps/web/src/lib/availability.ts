import { MOVE_IN_WINDOW_EXTRA_DAYS } from '@rentease/contract';
import { addDays, format, parseISO } from 'date-fns';
import { formatDate } from './format';

export type MoveInWindow = { from: string; to: string };

/** The move-in window: the available date to three days after it, as yyyy-mm-dd. */
export function moveInWindow(availableDate: string): MoveInWindow {
  return { from: availableDate, to: format(addDays(parseISO(availableDate), MOVE_IN_WINDOW_EXTRA_DAYS), 'yyyy-MM-dd') };
}

/**
 * The availability sentence, shared by the tenant's search card and the booking
 * dialog: a listing whose available date is in the future is currently booked.
 */
export function availabilityMessage(isBooked: boolean, window: MoveInWindow): string {
  const range = `${formatDate(window.from)} and ${formatDate(window.to)}`;
  return isBooked ? `Currently booked. Next available for move-in between ${range}` : `Available for move-in between ${range}`;
}
