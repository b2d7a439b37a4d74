import { type BookingMode, moveInWindow, type Property } from '@rentease/contract';
import { availabilityMessage } from '../../lib/availability';
import { formatRupees } from '../../lib/format';
import { i18n } from '../../lib/i18n';

/** The tenant card's availability line. */
export function availabilityLine(
  property: Pick<Property, 'available_date' | 'is_booked'> & Partial<Pick<Property, 'move_in_window_days'>>,
): string {
  return availabilityMessage(property.is_booked, moveInWindow(property.available_date, property.move_in_window_days));
}

/** How a listing is booked, as its cards and detail say it. */
export function bookingModeLabel(mode: BookingMode): string {
  return mode === 'request' ? i18n.t('Owner approves requests') : i18n.t('Instant booking');
}

/** A listing's security deposit as cards and the detail say it: 'Deposit ₹40,000'. */
export function depositLabel(rupees: number): string {
  return i18n.t('Deposit {{amount}}', { amount: formatRupees(rupees) });
}
