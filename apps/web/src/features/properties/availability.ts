import type { Property } from '@rentease/contract';
import { availabilityMessage, moveInWindow } from '../../lib/availability';

export { moveInWindow };

/** The tenant card's availability line. */
export function availabilityLine(property: Pick<Property, 'available_date' | 'is_booked'>): string {
  return availabilityMessage(property.is_booked, moveInWindow(property.available_date));
}
