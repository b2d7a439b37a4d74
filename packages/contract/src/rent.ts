import { addCalendarMonths } from './stay.js';

/**
 * How a stay is paid: 'full' takes every month's rent at checkout (the original behaviour and the
 * default); 'monthly' takes the first month at checkout and each next month on its due date.
 * Either way the security deposit is part of the first payment.
 */
export const PAYMENT_PLANS = ['full', 'monthly'] as const;
export type PaymentPlan = (typeof PAYMENT_PLANS)[number];
export const DEFAULT_PAYMENT_PLAN: PaymentPlan = 'full';

/** A listing's deposit may be at most this many months of its rent (0 = no deposit). */
export const DEPOSIT_MAX_MONTHS = 12;
/** A listing's house rules, printed in the rental agreement. */
export const HOUSE_RULES_MAX_LENGTH = 2000;
/** An Indian PAN, as printed on receipts for the tenant's HRA claim: five letters, four digits, a letter. */
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

/** A month of a 'monthly' stay, as the schedule shows it (computed from the day, never stored). */
export const RENT_PERIOD_STATUSES = ['paid', 'upcoming', 'due', 'late'] as const;
export type RentPeriodStatus = (typeof RENT_PERIOD_STATUSES)[number];
/** A month can be paid from this many days before its due date. */
export const RENT_PAYABLE_DAYS_BEFORE_DUE = 10;
/** The tenant is reminded this many days before the due date, and again on it. */
export const RENT_REMINDER_DAYS_BEFORE = 3;
/** A month still unpaid this many days after its due date is late, and the landlord is told. */
export const RENT_LATE_AFTER_DAYS = 5;

/** The rental agreement's notice period, either side. */
export const AGREEMENT_NOTICE_MONTHS = 1;
export const AGREEMENT_PARTIES = ['tenant', 'landlord'] as const;
export type AgreementParty = (typeof AGREEMENT_PARTIES)[number];

/** After a stay ends, the landlord has this many days to settle the deposit; then all of it goes back. */
export const DEPOSIT_SETTLE_DAYS = 14;
/** The tenant may dispute a settlement within this many days of it. */
export const DEPOSIT_DISPUTE_DAYS = 7;
export const DEPOSIT_DISPUTE_STATUSES = ['open', 'decided'] as const;
export type DepositDisputeStatus = (typeof DEPOSIT_DISPUTE_STATUSES)[number];

/**
 * The months of a stay, in order: month k starts k calendar months after move-in, counted from
 * the move-in day itself (so 31 January gives 28/29 February, then 31 March), and is due on its
 * first day. `end` is exclusive, like a stay's end date.
 */
export function rentPeriodsOf(moveInDate: string, months: number): { start: string; end: string }[] {
  return Array.from({ length: months }, (_, k) => ({
    start: addCalendarMonths(moveInDate, k),
    end: addCalendarMonths(moveInDate, k + 1),
  }));
}

/** The Indian financial year (April–March) a day falls in, as people write it: '2026-27'. */
export function financialYearOf(date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const first = month >= 4 ? year : year - 1;
  return `${first}-${String((first + 1) % 100).padStart(2, '0')}`;
}

/** The first and the exclusive last day of a financial year written '2026-27', or undefined when malformed. */
export function financialYearRange(fy: string): { from: string; to: string } | undefined {
  const match = /^(\d{4})-(\d{2})$/.exec(fy);
  if (!match) return undefined;
  const first = Number(match[1]);
  if (String((first + 1) % 100).padStart(2, '0') !== match[2]) return undefined;
  return { from: `${first}-04-01`, to: `${first + 1}-04-01` };
}
