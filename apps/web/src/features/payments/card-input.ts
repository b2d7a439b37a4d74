import { checkoutMessages, demoPayBody } from '@rentease/contract';
import { fieldErrorsOf } from '../../lib/form-errors';

/** The card form's fields, named as the demo pay call names them. */
export type CardField = 'cardNumber' | 'expiry' | 'cvc' | 'name';
export type CardForm = Record<CardField, string>;
export type CardErrors = Partial<Record<CardField, string>>;

export const CARD_FIELDS: readonly CardField[] = ['cardNumber', 'expiry', 'cvc', 'name'];
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
 * The same checks the server makes before charging (Luhn, MM/YY, 3–4 digit code, a name, an
 * unexpired card), so a typo is pointed out at once instead of after a round trip.
 */
export function cardErrors(form: CardForm, now: Date = new Date()): CardErrors {
  const parsed = demoPayBody.safeParse(form);
  const errors: CardErrors = parsed.success ? {} : fieldErrorsOf(parsed.error, CARD_FIELDS);
  if (!errors.expiry && hasCardExpired(form.expiry, now)) errors.expiry = checkoutMessages.cardExpired;
  return errors;
}
