import { describe, expect, it } from 'vitest';
import { stayPhase } from './booking-card';

describe('stayPhase', () => {
  const stay = { move_in_date: '2026-03-10', end_date: '2026-05-10' };
  it('is upcoming before move-in, current from move-in to the last day, past from the end date', () => {
    expect(stayPhase(stay, '2026-03-09')).toBe('upcoming');
    expect(stayPhase(stay, '2026-03-10')).toBe('current');
    expect(stayPhase(stay, '2026-05-09')).toBe('current');
    expect(stayPhase(stay, '2026-05-10')).toBe('past');
  });
});
