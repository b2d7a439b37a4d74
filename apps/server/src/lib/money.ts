import { formatRupees } from '@rentease/contract';
import { DEFAULT_LANGUAGE, INTL_LOCALES, type Language } from '@rentease/i18n';

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

/** ₹1,25,000 or ₹12,345.67 — the contract's one money format, from paise, as `language` writes it. */
export function formatInr(paise: number, language: Language = DEFAULT_LANGUAGE): string {
  return formatRupees(paiseToRupees(paise), INTL_LOCALES[language]);
}
