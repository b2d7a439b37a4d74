import {
  dateTimeFormat,
  formatDateTime as formatContractDateTime,
  formatRupees as formatContractRupees,
  formatRupeesCompact as formatContractRupeesCompact,
  numberFormat,
} from '@rentease/contract';
import { currentLocale, i18n } from './i18n';

/**
 * Display formats of the product in the language shown (en-IN or hi-IN): dd/mm/yyyy dates,
 * rupees with Indian digit grouping, sq ft.
 */

/** A formatter for the language shown, built once per language (the contract keeps them). */
const localDateTime = (options: Intl.DateTimeFormatOptions) => dateTimeFormat(currentLocale(), options);

/** ₹1,25,000 — paise shown only when there are some: the contract's one money format. */
export function formatRupees(rupees: number): string {
  return formatContractRupees(rupees, currentLocale());
}

/** ₹25K, ₹1.5L: where there is room for a few characters only. */
export function formatRupeesCompact(rupees: number): string {
  return formatContractRupeesCompact(rupees, currentLocale());
}

export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return numberFormat(currentLocale(), options).format(value);
}

/** "4.0", "4.5": an average rating, always with one decimal. */
export function formatRating(average: number): string {
  return formatNumber(average, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

export function formatArea(sqft: number): string {
  return i18n.t('{{area}} sq ft', { area: formatNumber(sqft) });
}

/**
 * dd/mm/yyyy. A yyyy-mm-dd string is a calendar date, not an instant: it is read as local
 * midnight so it never shifts by a day in time zones west of UTC.
 */
export function formatDate(value: string | Date): string {
  const date = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
  return Number.isNaN(date.getTime()) ? '-' : localDateTime({ day: '2-digit', month: '2-digit', year: 'numeric' }).format(date);
}

/** "5 Sep 2026, 9:30 am" in the reader's time zone (the contract's one date-and-time style). */
export function formatDateTime(value: string | Date): string {
  return formatContractDateTime(new Date(value), undefined, currentLocale());
}

/**
 * An instant as read in India, whatever the browser's own time zone (a listing's visit hours are
 * its landlord's hours there), in the language shown: `options` picks the parts.
 */
export function formatInIndia(value: string | Date, options: Intl.DateTimeFormatOptions): string {
  return localDateTime({ ...options, timeZone: 'Asia/Kolkata' }).format(new Date(value));
}

/** "PS" for Priya Sharma; the first letter of whatever is there otherwise. */
export function initials(...names: (string | null | undefined)[]): string {
  const letters = names
    .flatMap((n) => (n ?? '').trim().split(/\s+/))
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() ?? '');
  return letters.slice(0, 2).join('') || '?';
}

/** "2:05 pm" in the reader's time zone. */
export function formatTime(value: string | Date): string {
  return localDateTime({ hour: 'numeric', minute: '2-digit' }).format(new Date(value));
}

/** "Monday, 3 March 2025" in the reader's time zone. */
export function formatWeekdayDate(value: string | Date): string {
  return localDateTime({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(value));
}

/** "1 November 2026": a date read as part of a sentence (a document's version). */
export function formatLongDate(value: string): string {
  const date = new Date(`${value}T00:00:00`);
  return localDateTime({ day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}
