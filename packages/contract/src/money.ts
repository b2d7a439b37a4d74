import { numberFormat } from './intl-formats.js';

const WHOLE_RUPEES: Intl.NumberFormatOptions = { style: 'currency', currency: 'INR', maximumFractionDigits: 0 };
const RUPEES_AND_PAISE: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
};
// Without the minimum the currency's two decimals set one: ₹0.0.
const COMPACT_RUPEES: Intl.NumberFormatOptions = {
  notation: 'compact',
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
};

/**
 * Money as people read it, everywhere (screens, emails, notifications, invoices): ₹1,25,000 with
 * Indian digit grouping, paise only when there are some (₹12,345.50).
 */
export function formatRupees(rupees: number, locale = 'en-IN'): string {
  // Whole rupees are compared in paise, so 450.1 (450.09999… in binary) is not taken for whole.
  return numberFormat(locale, Math.round(rupees * 100) % 100 === 0 ? WHOLE_RUPEES : RUPEES_AND_PAISE).format(rupees);
}

/** ₹25K, ₹1.5L, ₹1.3Cr: money where there is room for a few characters only (a chart's axis and bars). */
export function formatRupeesCompact(rupees: number, locale = 'en-IN'): string {
  return numberFormat(locale, COMPACT_RUPEES).format(rupees);
}
