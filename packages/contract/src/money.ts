const wholeRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const rupeesAndPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Money as people read it, everywhere (screens, emails, notifications, invoices): ₹1,25,000 with
 * Indian digit grouping, paise only when there are some (₹12,345.50).
 */
export function formatRupees(rupees: number): string {
  // Whole rupees are compared in paise, so 450.1 (450.09999… in binary) is not taken for whole.
  return Math.round(rupees * 100) % 100 === 0 ? wholeRupees.format(rupees) : rupeesAndPaise.format(rupees);
}

const compactRupees = new Intl.NumberFormat('en-IN', {
  notation: 'compact',
  style: 'currency',
  currency: 'INR',
  // Without it the currency's two decimals set a minimum: ₹0.0.
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/** ₹25K, ₹1.5L, ₹1.3Cr: money where there is room for a few characters only (a chart's axis and bars). */
export function formatRupeesCompact(rupees: number): string {
  return compactRupees.format(rupees);
}
