import { dateTimeFormat } from './intl-formats.js';

/**
 * Months as people read them on every screen, email and invoice: three letters each. en-IN's own
 * short form writes September as 'Sept' beside 'Aug' and 'Oct', so the names are fixed here.
 */
export const MONTH_ABBREVIATIONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** "Sep 2026" for 2026-09; anything that is no YYYY-MM month comes back as it was. */
export function formatMonthShort(month: string): string {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) return month;
  return `${MONTH_ABBREVIATIONS[Number(month.slice(5)) - 1]} ${month.slice(0, 4)}`;
}

const CLOCK: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', hour12: true };

/**
 * "5 Sep 2026, 9:30 am": an instant in `timeZone` (the reader's own when not given). Intl gives
 * the numbers, so the day never drifts; the month takes its three-letter name from above.
 */
export function formatDateTime(at: Date, timeZone?: string, locale = 'en-IN'): string {
  if (Number.isNaN(at.getTime())) return '-';
  // Other languages take their own month names and day periods from Intl ("5 सित॰ 2026, 9:30 am").
  if (locale !== 'en-IN')
    return dateTimeFormat(locale, { timeZone, day: 'numeric', month: 'short', year: 'numeric', ...CLOCK }).format(at);
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  const numeric = dateTimeFormat(locale, { timeZone, day: 'numeric', month: 'numeric', year: 'numeric', ...CLOCK });
  for (const part of numeric.formatToParts(at)) parts[part.type] = part.value;
  const month = MONTH_ABBREVIATIONS[Number(parts.month) - 1];
  return `${parts.day} ${month} ${parts.year}, ${parts.hour}:${parts.minute} ${parts.dayPeriod?.toLowerCase()}`;
}
