import { addCalendarDays, addCalendarMonths, dateTimeFormat } from '@rentease/contract';
import { DEFAULT_LANGUAGE, INTL_LOCALES, type Language } from '@rentease/i18n';

/**
 * Calendar dates (no time of day) as yyyy-mm-dd strings, and the one place where month and day
 * arithmetic happens. "Today" is the date in the marketplace's time zone (India), not the
 * server's: a server in UTC must not think it is still yesterday at 2 a.m. in Mumbai.
 */
export const MARKET_TIME_ZONE = 'Asia/Kolkata';

const isoDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: MARKET_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export function todayInMarket(now: Date = new Date()): string {
  return isoDate.format(now);
}

/**
 * Calendar days, and calendar months (31 January + 1 month is 28 or 29 February): the contract's,
 * which the web app shares.
 */
export { addCalendarDays, addCalendarMonths };

/** The later of two yyyy-mm-dd dates (string order is date order). */
export function laterDate(a: string, b: string): string {
  return a > b ? a : b;
}

/** dd/mm/yyyy, the en-IN way of writing a yyyy-mm-dd calendar date (no time zone involved). */
export function formatMarketDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

const CALENDAR_DATE: Intl.DateTimeFormatOptions = { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' };

/**
 * A yyyy-mm-dd calendar date as `language` writes it in numbers: dd/mm/yyyy in English, Intl's
 * own way in the others (read at noon UTC, so no time zone can move the day).
 */
export function formatCalendarDate(date: string, language: Language = DEFAULT_LANGUAGE): string {
  if (language === DEFAULT_LANGUAGE) return formatMarketDate(date);
  return dateTimeFormat(INTL_LOCALES[language], CALENDAR_DATE).format(new Date(`${date}T12:00:00Z`));
}

/** The first instant of a calendar month (YYYY-MM) in the marketplace's time zone (India, UTC+5:30, no DST). */
export function startOfMarketMonth(month: string): Date {
  return new Date(`${month}-01T00:00:00+05:30`);
}

/** The first instant of a calendar day (yyyy-mm-dd) in the marketplace's time zone. */
export function startOfMarketDay(date: string): Date {
  return new Date(`${date}T00:00:00+05:30`);
}

/** The month after a YYYY-MM month. */
export function nextMonth(month: string): string {
  return addCalendarMonths(`${month}-01`, 1).slice(0, 7);
}

/** The day of the week of a calendar date (yyyy-mm-dd), 0 = Sunday; a calendar date has no time zone. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The instant `minutes` after midnight of a calendar day in the marketplace's time zone. */
export function marketInstant(date: string, minutes: number): Date {
  return new Date(startOfMarketDay(date).getTime() + minutes * 60_000);
}
