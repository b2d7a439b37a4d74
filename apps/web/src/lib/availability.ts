import { addCalendarDays, MOVE_IN_WINDOW_DAYS_DEFAULT } from '@rentease/contract';
import { formatDate } from './format';
import { i18n } from './i18n';

export type MoveInWindow = { from: string; to: string };

/**
 * The move-in window: `windowDays` days from the available date, both ends included, as yyyy-mm-dd
 * (by default the available date and the three days after it).
 */
export function moveInWindow(availableDate: string, windowDays: number = MOVE_IN_WINDOW_DAYS_DEFAULT): MoveInWindow {
  // Not date-fns' format: it brings its locale data to every search page for a yyyy-mm-dd.
  return { from: availableDate, to: addCalendarDays(availableDate, windowDays - 1) };
}

/**
 * The availability sentence, shared by the tenant's search card and the booking
 * dialog: a listing whose available date is in the future is currently booked.
 */
export function availabilityMessage(isBooked: boolean, window: MoveInWindow): string {
  const dates = { from: formatDate(window.from), to: formatDate(window.to) };
  return isBooked
    ? i18n.t('Currently booked. Next available for move-in between {{from}} and {{to}}', dates)
    : i18n.t('Available for move-in between {{from}} and {{to}}', dates);
}
