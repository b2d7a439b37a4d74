import { checkoutMessages, demoCardPayBody } from '@rentease/contract';
import '../../lib/zod-config';

/** The card form's fields, named as the demo pay call names them. */
export const CARD_FIELDS = ['cardNumber', 'expiry', 'cvc', 'name'] as const;
const MAX_CARD_DIGITS = 19;

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** 4242424242424242 → "4242 4242 4242 4242": groups of four, at most 19 digits. */
export function formatCardNumber(value: string): string {
  return digitsOf(value)
    .slice(0, MAX_CARD_DIGITS)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Where the caret goes in `formatted` to sit after its first `digits` digits. */
export function caretAfterDigits(formatted: string, digits: number): number {
  if (digits <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted.charAt(i))) seen += 1;
    if (seen === digits) return i + 1;
  }
  return formatted.length;
}

/**
 * MM/YY as it is typed: the slash appears after the month (a lone 2–9 is taken as 02–09), and
 * deleting backwards past the slash removes it rather than putting it straight back.
 */
export function formatExpiry(next: string, previous: string): string {
  const digits = digitsOf(next).slice(0, 4);
  const deleting = next.length < previous.length;
  if (digits.length === 0) return '';
  if (digits.length === 1) return !deleting && /[2-9]/.test(digits) ? `0${digits}/` : digits;
  if (digits.length === 2) return deleting ? digits : `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** Digits only, for the security code (3 or 4). */
export function formatCvc(value: string): string {
  return digitsOf(value).slice(0, 4);
}

/** Valid through the last day of the month printed on the card, as the demo network counts it. */
export function hasCardExpired(expiry: string, now: Date): boolean {
  const [month, year] = expiry.split('/').map((part) => Number(part.trim()));
  if (!month || year === undefined || Number.isNaN(year)) return true;
  return new Date(2000 + year, month, 1) <= now;
}

/**
 * The card form's schema: the same checks the server makes before charging (Luhn, MM/YY, 3–4 digit
 * code, a name, an unexpired card by `now`), so a typo is pointed out at once instead of after a
 * round trip.
 */
export function cardPaymentForm(now: () => Date = () => new Date()) {
  return demoCardPayBody.superRefine((card, ctx) => {
    if (!demoCardPayBody.shape.expiry.safeParse(card.expiry).success) return;
    if (hasCardExpired(card.expiry, now())) {
      ctx.addIssue({ code: 'custom', path: ['expiry'], message: checkoutMessages.cardExpired });
    }
  });
}
