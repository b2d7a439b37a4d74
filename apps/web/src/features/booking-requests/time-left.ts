import type { BookingRequest, BookingRequestStatus } from '@rentease/contract';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** "1 day 4 hours left", "3 hours 5 minutes left", "12 minutes left", "less than a minute left". */
export function timeLeft(expiresAt: string, now: Date): string {
  const ms = new Date(expiresAt).getTime() - now.getTime();
  if (ms < MINUTE_MS) return 'less than a minute left';
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  const days = Math.floor(ms / (24 * HOUR_MS));
  const hours = Math.floor((ms % (24 * HOUR_MS)) / HOUR_MS);
  const minutes = Math.floor((ms % HOUR_MS) / MINUTE_MS);
  if (days > 0) return `${plural(days, 'day')}${hours > 0 ? ` ${plural(hours, 'hour')}` : ''} left`;
  if (hours > 0) return `${plural(hours, 'hour')}${minutes > 0 ? ` ${plural(minutes, 'minute')}` : ''} left`;
  return `${plural(minutes, 'minute')} left`;
}

/** How each status reads on a card, and its chip's colour. */
export const STATUS_LABELS: Record<
  BookingRequestStatus,
  { label: string; color: 'warning' | 'success' | 'default' | 'error' | 'info' }
> = {
  pending: { label: 'Waiting for the owner', color: 'warning' },
  approved: { label: 'Approved: pay to book', color: 'success' },
  declined: { label: 'Declined', color: 'error' },
  withdrawn: { label: 'Withdrawn', color: 'default' },
  expired: { label: 'Expired', color: 'default' },
  booked: { label: 'Booked', color: 'info' },
};

/** Still open and in time: the only requests anyone can act on. */
export const isOpen = (request: Pick<BookingRequest, 'status'>) => request.status === 'pending' || request.status === 'approved';

/** Pending first (the soonest to run out on top), then approved, then the rest newest first. */
export function sortForLandlord(requests: readonly BookingRequest[]): BookingRequest[] {
  const rank = (r: BookingRequest) => (r.status === 'pending' ? 0 : r.status === 'approved' ? 1 : 2);
  return [...requests].sort((a, b) => {
    const byRank = rank(a) - rank(b);
    if (byRank !== 0) return byRank;
    if (rank(a) < 2) return a.expires_at.localeCompare(b.expires_at);
    return b.created_at.localeCompare(a.created_at);
  });
}
