import { checkoutMessages } from '@rentease/contract';
import { describe, expect, it } from 'vitest';
import { formResolver } from '../../lib/use-zod-form';
import { cardPaymentForm, caretAfterDigits, formatCardNumber, formatCvc, formatExpiry } from './card-input';

const valid = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Tara Test' };
const now = new Date(2026, 5, 15);

/** What the form says about a card on `today`: the first message per field. */
async function cardErrors(card: typeof valid, today: Date) {
  const checked = await formResolver(cardPaymentForm(() => today))(card, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return Object.fromEntries(Object.entries(checked.errors).map(([field, error]) => [field, error?.message]));
}

describe('card input', () => {
  it('groups the card number in fours and keeps at most 19 digits', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42')).toBe('4242 42');
    expect(formatCardNumber('4242 ')).toBe('4242');
    expect(formatCardNumber('1'.repeat(25))).toBe('1111 1111 1111 1111 111');
  });

  it('puts the caret back after the same digit when spaces move', () => {
    expect(caretAfterDigits('4242 4242', 4)).toBe(4);
    expect(caretAfterDigits('4242 4242', 5)).toBe(6);
    expect(caretAfterDigits('4242', 0)).toBe(0);
  });

  it('adds the expiry slash as the month is typed and lets backspace remove it', () => {
    expect(formatExpiry('1', '')).toBe('1');
    expect(formatExpiry('12', '1')).toBe('12/');
    expect(formatExpiry('12/3', '12/')).toBe('12/3');
    expect(formatExpiry('1234', '')).toBe('12/34');
    expect(formatExpiry('4', '')).toBe('04/');
    expect(formatExpiry('12', '12/')).toBe('12');
    expect(formatExpiry('12/345', '12/34')).toBe('12/34');
    expect(formatCvc('12a34 5')).toBe('1234');
  });

  it('accepts a valid test card', async () => {
    expect(await cardErrors(valid, now)).toEqual({});
  });

  it('points at each field the server would refuse', async () => {
    expect(await cardErrors({ cardNumber: '4242 4242 4242 4241', expiry: '13/40', cvc: '12', name: ' ' }, now)).toEqual({
      cardNumber: checkoutMessages.cardNumberInvalid,
      expiry: checkoutMessages.expiryInvalid,
      cvc: checkoutMessages.cvcInvalid,
      name: checkoutMessages.nameRequired,
    });
  });

  it('refuses a card whose month has passed, and takes one valid through this month', async () => {
    expect(await cardErrors({ ...valid, expiry: '05/26' }, now)).toEqual({ expiry: checkoutMessages.cardExpired });
    expect(await cardErrors({ ...valid, expiry: '06/26' }, now)).toEqual({});
  });
});
