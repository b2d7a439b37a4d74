import {
  BOOKING_DURATION_MAX_MONTHS,
  BOOKING_DURATION_MIN_MONTHS,
  bookingMessages,
  type MoveInWindow,
  PAYMENT_PLANS,
  type PaymentPlan,
} from '@rentease/contract';
import { format, isValid, parse, parseISO } from 'date-fns';
import { z } from 'zod';
import { formatMonths } from '../../lib/calendar';
import { dueToday } from '../../lib/payment-plan';
import '../../lib/zod-config';

/** How the booking dialog shows and reads a move-in date: dd/MM/yyyy. */
export const DATE_DISPLAY_FORMAT = 'dd/MM/yyyy';

/** A whole number of months from 1 to 24, or undefined while the box says otherwise. */
export function parseDuration(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return undefined;
  const months = Number(trimmed);
  return months >= BOOKING_DURATION_MIN_MONTHS && months <= BOOKING_DURATION_MAX_MONTHS ? months : undefined;
}

/** "1 month", "3 months". */
export function monthsLabel(months: number): string {
  return formatMonths(months);
}

/** The amount the checkout charges: monthly price × months, in rupees. */
export function bookingTotal(monthlyPrice: number, months: number): number {
  return monthlyPrice * months;
}

/**
 * What the checkout takes today, in rupees: every month's rent ('full') or the first month's
 * ('monthly'), plus the security deposit. The server computes the same and refuses a difference.
 */
export function amountDueToday(monthlyPrice: number, months: number, deposit: number, plan: PaymentPlan): number {
  return dueToday(bookingTotal(monthlyPrice, months), months, deposit, plan);
}

/** A calendar date as the API speaks it (yyyy-mm-dd), from the picker's local-midnight Date. */
export function toIsoDate(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** yyyy-mm-dd → local midnight, as the picker compares dates. */
export function fromIsoDate(day: string): Date {
  return parseISO(day);
}

/** True when `date` is a real calendar date inside the window, bounds included. */
export function isInWindow(date: Date | null, window: MoveInWindow | undefined): date is Date {
  if (!date || !isValid(date) || !window) return false;
  const day = toIsoDate(date);
  return day >= window.from && day <= window.to;
}

/**
 * Reads a typed dd/mm/yyyy date: null for an empty box, an Invalid Date for anything that is not a
 * real calendar date (31/02/2026, 12/1) — the picker then reports it as not valid.
 */
export function parseTypedDate(text: string): Date | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(trimmed);
  if (!match) return new Date(Number.NaN);
  const [, day = '', month = '', year = ''] = match;
  const normalised = `${day.padStart(2, '0')}/${month.padStart(2, '0')}/${year}`;
  const date = parse(normalised, DATE_DISPLAY_FORMAT, new Date(2000, 0, 1));
  // date-fns rolls 31/02 over to 03/03; a date that does not print back the same is not real.
  return isValid(date) && format(date, DATE_DISPLAY_FORMAT) === normalised ? date : new Date(Number.NaN);
}

/** True when the typed text is a whole date (so a mistake in it is worth pointing out now). */
export function isCompleteTypedDate(text: string): boolean {
  return /^\d{1,2}\/\d{1,2}\/\d{4}$/.test(text.trim());
}

/**
 * The booking dialog's choice: a move-in day inside the window the availability answer gave (the
 * picker's Date, sent as yyyy-mm-dd) and a whole number of months. The window is known only here,
 * so this is the dialog's own schema; the server checks both again against the current window.
 */
export function bookingChoice(window: MoveInWindow | undefined) {
  return z.object({
    moveInDate: z.custom<Date | null>().transform((date, ctx) => {
      if (isInWindow(date, window)) return toIsoDate(date);
      ctx.issues.push({ code: 'custom', message: bookingMessages.dateInputInvalid, input: date });
      return z.NEVER;
    }),
    duration: z.string().transform((text, ctx) => {
      const months = parseDuration(text);
      if (months !== undefined) return months;
      ctx.issues.push({ code: 'custom', message: bookingMessages.durationInvalid, input: text });
      return z.NEVER;
    }),
    // Left out, the stay is paid in full (the original checkout).
    plan: z.enum(PAYMENT_PLANS).optional(),
  });
}
