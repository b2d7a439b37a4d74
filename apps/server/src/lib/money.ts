/**
 * Money is integer paise inside the server (no floating-point sums) and rupees at the API edge.
 * Rupee amounts from clients may carry at most two decimals; rounding here turns 450.1 (which is
 * 450.09999… in binary) into exactly 45010 paise.
 */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: number): number {
  return paise / 100;
}

const wholeRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const rupeesAndPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

/** ₹1,25,000 or ₹12,345.67 — paise shown only when there are some, as the web app shows money. */
export function formatInr(paise: number): string {
  return paise % 100 === 0 ? wholeRupees.format(paise / 100) : rupeesAndPaise.format(paise / 100);
}
