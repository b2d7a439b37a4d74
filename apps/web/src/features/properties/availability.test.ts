import { beforeAll, describe, expect, it } from 'vitest';
import { startI18n } from '../../lib/i18n';
import { availabilityLine, bookingModeLabel } from './availability';

// The labels are read through i18next, in English here.
beforeAll(() => startI18n('en'));

describe('availability', () => {
  it('says when a listing is booked and when it can be moved into', () => {
    expect(availabilityLine({ available_date: '2026-03-10', is_booked: true })).toBe(
      'Currently booked. Next available for move-in between 10/03/2026 and 13/03/2026',
    );
    expect(availabilityLine({ available_date: '2026-03-10', is_booked: false })).toBe(
      'Available for move-in between 10/03/2026 and 13/03/2026',
    );
  });

  it('names the booking mode', () => {
    expect(bookingModeLabel('instant')).toBe('Instant booking');
    expect(bookingModeLabel('request')).toBe('Owner approves requests');
  });

  it("follows the listing's own window length", () => {
    expect(availabilityLine({ available_date: '2026-03-10', is_booked: false, move_in_window_days: 30 })).toBe(
      'Available for move-in between 10/03/2026 and 08/04/2026',
    );
  });
});
