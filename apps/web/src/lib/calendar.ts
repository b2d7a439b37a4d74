import { dateTimeFormat, formatMonthShort as formatEnglishMonthShort, MONTH_ABBREVIATIONS } from '@rentease/contract';
import { DEFAULT_LANGUAGE } from '@rentease/i18n';
import { currentLanguage, currentLocale, i18n } from './i18n';

/**
 * Calendar days and months as the product counts them: in India time, whatever the
 * browser's own time zone.
 */

const INDIA = 'Asia/Kolkata';
// en-CA formats a date as yyyy-mm-dd.
const isoDayInIndia = new Intl.DateTimeFormat('en-CA', { timeZone: INDIA, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Three letters for every month ('Sep', never 'Sept'): the contract's names, as the server's emails use them. */
export { MONTH_ABBREVIATIONS };

/** English takes the contract's fixed month names; other languages take their own from Intl. */
const isEnglish = () => currentLanguage() === DEFAULT_LANGUAGE;

/** Today in India as yyyy-mm-dd. */
export function todayInIndia(now: Date = new Date()): string {
  return isoDayInIndia.format(now);
}

/** This month in India as YYYY-MM. */
export function currentMonthInIndia(now: Date = new Date()): string {
  return todayInIndia(now).slice(0, 7);
}

/** The `count` months up to and including `month` (YYYY-MM), oldest first. */
export function monthsUpTo(month: string, count: number): string[] {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(Date.UTC(year, monthNumber - 1 - (count - 1 - i), 1));
    return date.toISOString().slice(0, 7);
  });
}

/** YYYY-MM plus `months` calendar months. */
export function addMonths(month: string, months: number): string {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  return new Date(Date.UTC(year, monthNumber - 1 + months, 1)).toISOString().slice(0, 7);
}

export function isMonth(value: string): boolean {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
}

function monthStart(month: string): Date {
  return new Date(`${month}-01T00:00:00Z`);
}

/** "Sep 2026" for 2026-09, in the language shown; anything that is no YYYY-MM month comes back as it was. */
export function formatMonthShort(month: string): string {
  if (isEnglish() || !isMonth(month)) return formatEnglishMonthShort(month);
  return dateTimeFormat(currentLocale(), { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(monthStart(month));
}

/** "5 Sep" for a date, in the browser's time zone and the language shown. */
export function formatDayAndMonth(date: Date): string {
  if (isEnglish()) return `${date.getDate()} ${MONTH_ABBREVIATIONS[date.getMonth()]}`;
  return dateTimeFormat(currentLocale(), { day: 'numeric', month: 'short' }).format(date);
}

/** "November 2026" for 2026-11, in the language shown. */
export function formatMonthLong(month: string): string {
  return isMonth(month)
    ? dateTimeFormat(currentLocale(), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(monthStart(month))
    : month;
}

/** "1 month", "6 months". */
export function formatMonths(count: number): string {
  return i18n.t('{{count}} months', { count });
}
