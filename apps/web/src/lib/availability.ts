import type { MoveInWindow } from '@rentease/contract';
import { formatDate } from './format';
import { i18n } from './i18n';

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
