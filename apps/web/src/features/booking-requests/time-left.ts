import type { BookingRequest, BookingRequestStatus } from '@rentease/contract';
import { i18n, msg } from '../../lib/i18n';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** "1 day 4 hours", "3 hours 5 minutes", "12 minutes", "less than a minute": the time until `expiresAt`. */
export function timeRemaining(expiresAt: string, now: Date): string {
  const ms = new Date(expiresAt).getTime() - now.getTime();
  if (ms < MINUTE_MS) return i18n.t('less than a minute');
  const day = (count: number) => i18n.t('{{count}} day', { count });
  const hour = (count: number) => i18n.t('{{count}} hour', { count });
  const minute = (count: number) => i18n.t('{{count}} minute', { count });
  const days = Math.floor(ms / (24 * HOUR_MS));
  const hours = Math.floor((ms % (24 * HOUR_MS)) / HOUR_MS);
  const minutes = Math.floor((ms % HOUR_MS) / MINUTE_MS);
  // A count and its unit, then the next smaller one: the same order in English and Hindi.
  if (days > 0) return hours > 0 ? `${day(days)} ${hour(hours)}` : day(days);
  if (hours > 0) return minutes > 0 ? `${hour(hours)} ${minute(minutes)}` : hour(hours);
  return minute(minutes);
}

/** "1 day 4 hours left", "3 hours 5 minutes left", "12 minutes left", "less than a minute left". */
export function timeLeft(expiresAt: string, now: Date): string {
  return i18n.t('{{time}} left', { time: timeRemaining(expiresAt, now) });
}

/** How each status reads on a card (translated where shown), and its chip's colour. */
export const STATUS_LABELS: Record<
  BookingRequestStatus,
  { label: string; color: 'warning' | 'success' | 'default' | 'error' | 'info' }
> = {
  pending: { label: msg('Waiting for the owner'), color: 'warning' },
  approved: { label: msg('Approved: pay to book'), color: 'success' },
  declined: { label: msg('Declined'), color: 'error' },
  withdrawn: { label: msg('Withdrawn'), color: 'default' },
  expired: { label: msg('Expired'), color: 'default' },
  booked: { label: msg('Booked'), color: 'info' },
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
