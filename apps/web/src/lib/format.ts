import { formatDateTime as formatContractDateTime } from '@rentease/contract';

/** Display formats of the product: en-IN dates, rupees with Indian digit grouping, sq ft. */

const plainNumber = new Intl.NumberFormat('en-IN');
const dateFormat = new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: '2-digit', year: 'numeric' });

/** ₹1,25,000 — paise shown only when there are some: the contract's one money format. */
export { formatRupees, formatRupeesCompact } from '@rentease/contract';

export function formatArea(sqft: number): string {
  return `${plainNumber.format(sqft)} sq ft`;
}

/**
 * dd/mm/yyyy. A yyyy-mm-dd string is a calendar date, not an instant: it is read as local
 * midnight so it never shifts by a day in time zones west of UTC.
 */
export function formatDate(value: string | Date): string {
  const date = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
  return Number.isNaN(date.getTime()) ? '-' : dateFormat.format(date);
}

/** "5 Sep 2026, 9:30 am" in the reader's time zone (the contract's one date-and-time style). */
export function formatDateTime(value: string | Date): string {
  return formatContractDateTime(new Date(value));
}

/** "PS" for Priya Sharma; the first letter of whatever is there otherwise. */
export function initials(...names: (string | null | undefined)[]): string {
  const letters = names
    .flatMap((n) => (n ?? '').trim().split(/\s+/))
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() ?? '');
  return letters.slice(0, 2).join('') || '?';
}
