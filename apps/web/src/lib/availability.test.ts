import { describe, expect, it } from 'vitest';
import { availabilityMessage, moveInWindow } from './availability';

describe('availability message', () => {
  it('names the window in dd/mm/yyyy, booked or not', () => {
    const window = moveInWindow('2026-12-30');
    expect(window).toEqual({ from: '2026-12-30', to: '2027-01-02' });
    expect(availabilityMessage(true, window)).toBe(
      'Currently booked. Next available for move-in between 30/12/2026 and 02/01/2027',
    );
    expect(availabilityMessage(false, window)).toBe('Available for move-in between 30/12/2026 and 02/01/2027');
  });
});
