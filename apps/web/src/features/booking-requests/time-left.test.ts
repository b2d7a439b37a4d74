import type { BookingRequest } from '@rentease/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { startI18n } from '../../lib/i18n';
import { sortForLandlord, timeLeft } from './time-left';

// The durations are read through i18next, in English here.
beforeAll(() => startI18n('en'));

const now = new Date('2026-11-27T10:00:00Z');
const at = (ms: number) => new Date(now.getTime() + ms).toISOString();
const HOUR = 3_600_000;

describe('timeLeft', () => {
  it('says days and hours, hours and minutes, or minutes', () => {
    expect(timeLeft(at(47 * HOUR + 59 * 60_000), now)).toBe('1 day 23 hours left');
    expect(timeLeft(at(48 * HOUR), now)).toBe('2 days left');
    expect(timeLeft(at(3 * HOUR + 5 * 60_000), now)).toBe('3 hours 5 minutes left');
    expect(timeLeft(at(HOUR), now)).toBe('1 hour left');
    expect(timeLeft(at(12 * 60_000 + 30_000), now)).toBe('12 minutes left');
    expect(timeLeft(at(30_000), now)).toBe('less than a minute left');
    expect(timeLeft(at(-HOUR), now)).toBe('less than a minute left');
  });
});

describe('sortForLandlord', () => {
  const request = (id: string, status: BookingRequest['status'], expires: number, created: number) =>
    ({ id, status, expires_at: at(expires * HOUR), created_at: at(created * HOUR) }) as BookingRequest;
  it('puts pending first, soonest to expire on top, then approved, then the rest newest first', () => {
    const sorted = sortForLandlord([
      request('old-declined', 'declined', 0, -50),
      request('approved', 'approved', 5, -3),
      request('pending-later', 'pending', 40, -8),
      request('new-expired', 'expired', -1, -2),
      request('pending-sooner', 'pending', 2, -46),
    ]);
    expect(sorted.map((r) => r.id)).toEqual(['pending-sooner', 'pending-later', 'approved', 'new-expired', 'old-declined']);
  });
});
