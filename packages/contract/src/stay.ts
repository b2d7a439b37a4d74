import { MOVE_IN_WINDOW_DAYS_DEFAULT } from './constants.js';

/**
 * A stay runs from its move-in date for whole calendar months; its end date is the first day the
 * home is free again (exclusive). People read a stay by its last night, the day before. These are
 * the only places those days are worked out, so the booking the server stores, the invoice, the
 * lists, the emails and the success page all agree.
 */

function parseCalendarDate(date: string): Date {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T00:00:00Z`) : new Date(Number.NaN);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== date) {
    throw new RangeError(`not a calendar date: ${date}`);
  }
  return day;
}

/**
 * yyyy-mm-dd plus whole calendar months, in UTC so no time zone can shift the day: 31 January + 1
 * month is 28 (or 29) February, the last day of the shorter month, as people count rent months.
 */
export function addCalendarMonths(date: string, months: number): string {
  const day = parseCalendarDate(date);
  const target = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + months, 1));
  const daysInTarget = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day.getUTCDate(), daysInTarget));
  return target.toISOString().slice(0, 10);
}

/** yyyy-mm-dd plus (or minus) whole days, in UTC so no time zone or daylight saving can shift the day. */
export function addCalendarDays(date: string, days: number): string {
  const day = parseCalendarDate(date);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** The days a tenant may move in on, both ends included, as yyyy-mm-dd. */
export type MoveInWindow = { from: string; to: string };

/**
 * The move-in window: `windowDays` days from the available date, both ends included (the default
 * 4 is the available date and the three days after it). The server checks a chosen date against
 * it and the web shows it, so both count it here.
 */
export function moveInWindow(availableDate: string, windowDays: number = MOVE_IN_WINDOW_DAYS_DEFAULT): MoveInWindow {
  return { from: availableDate, to: addCalendarDays(availableDate, windowDays - 1) };
}

/** The first day after a stay of `months` from `moveInDate`: the day the home is free again. */
export function stayEndDate(moveInDate: string, months: number): string {
  return addCalendarMonths(moveInDate, months);
}

/** The last night of a stay whose end date (the first free day) is `endDate`. */
export function lastNightOf(endDate: string): string {
  return addCalendarDays(endDate, -1);
}

/** The last night of a stay of `months` from `moveInDate`: 27/02/2026 for 12 months, the night before 27/02/2027. */
export function lastNightOfStay(moveInDate: string, months: number): string {
  return lastNightOf(stayEndDate(moveInDate, months));
}
