import type { PaymentPlan } from '@rentease/contract';

/**
 * The first month's rent of a stay, in rupees: the stay's rent split into its months in whole
 * paise, the leftover paise on the first months (as the server splits it), so an approved price
 * that does not divide evenly still matches what the checkout asks for.
 */
export function firstMonthRent(stayRent: number, months: number): number {
  const totalPaise = Math.round(stayRent * 100);
  const base = Math.floor(totalPaise / months);
  return (base + (totalPaise - base * months > 0 ? 1 : 0)) / 100;
}

/**
 * What the checkout takes today, in rupees: the whole stay's rent ('full') or its first month's
 * ('monthly'), plus the security deposit. The server computes the same and refuses a difference.
 */
export function dueToday(stayRent: number, months: number, deposit: number, plan: PaymentPlan): number {
  const rentPaise = Math.round((plan === 'monthly' ? firstMonthRent(stayRent, months) : stayRent) * 100);
  return (rentPaise + Math.round(deposit * 100)) / 100;
}
