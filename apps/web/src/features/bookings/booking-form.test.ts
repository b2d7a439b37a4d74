import { bookingMessages } from '@rentease/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { startI18n } from '../../lib/i18n';
import {
  amountDueToday,
  bookingChoice,
  bookingTotal,
  isInWindow,
  monthsLabel,
  parseDuration,
  parseTypedDate,
  toIsoDate,
} from './booking-form';

// Durations are told through the catalogue.
beforeAll(() => startI18n('en'));

describe('booking form', () => {
  it('takes whole months from 1 to 24 only', () => {
    expect(parseDuration('1')).toBe(1);
    expect(parseDuration(' 24 ')).toBe(24);
    for (const text of ['', '0', '25', '1.5', '-1', 'abc', '1e1']) expect(parseDuration(text)).toBeUndefined();
  });

  it('charges the monthly price times the months', () => {
    expect(bookingTotal(25_000, 3)).toBe(75_000);
    expect(monthsLabel(1)).toBe('1 month');
    expect(monthsLabel(6)).toBe('6 months');
  });

  it('reads typed dd/mm/yyyy dates and refuses dates that do not exist', () => {
    expect(parseTypedDate('')).toBeNull();
    expect(toIsoDate(parseTypedDate('5/8/2026') as Date)).toBe('2026-08-05');
    expect(toIsoDate(parseTypedDate('29/02/2028') as Date)).toBe('2028-02-29');
    for (const text of ['31/02/2026', '29/02/2027', '12/13/2026', '12/1', '2026-08-05']) {
      expect(Number.isNaN(parseTypedDate(text)?.getTime())).toBe(true);
    }
  });

  it('keeps the move-in date inside the window, both ends included', () => {
    const window = { from: '2026-01-30', to: '2026-02-02' };
    expect(isInWindow(new Date(2026, 0, 30), window)).toBe(true);
    expect(isInWindow(new Date(2026, 1, 2), window)).toBe(true);
    expect(isInWindow(new Date(2026, 0, 29), window)).toBe(false);
    expect(isInWindow(new Date(2026, 1, 3), window)).toBe(false);
    expect(isInWindow(new Date(Number.NaN), window)).toBe(false);
    expect(isInWindow(null, window)).toBe(false);
  });

  it('takes a day inside the window and 1 to 24 months, and says which of them is wrong', () => {
    const choice = bookingChoice({ from: '2026-01-30', to: '2026-02-02' });
    expect(choice.parse({ moveInDate: new Date(2026, 1, 2), duration: ' 3 ' })).toEqual({
      moveInDate: '2026-02-02',
      duration: 3,
    });
    const messagesOf = (moveInDate: Date | null, duration: string) =>
      choice.safeParse({ moveInDate, duration }).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messagesOf(new Date(2026, 1, 3), '25')).toEqual([
      ['moveInDate', bookingMessages.dateInputInvalid],
      ['duration', bookingMessages.durationInvalid],
    ]);
    expect(messagesOf(null, '1')).toEqual([['moveInDate', bookingMessages.dateInputInvalid]]);
    expect(messagesOf(new Date(Number.NaN), '1')).toEqual([['moveInDate', bookingMessages.dateInputInvalid]]);
    // No window yet (availability still loading or failed): no day can be chosen.
    expect(bookingChoice(undefined).safeParse({ moveInDate: new Date(2026, 1, 1), duration: '1' }).success).toBe(false);
  });
});

describe('amount due today', () => {
  it('takes every month or the first one, plus the deposit', () => {
    expect(amountDueToday(20_000, 3, 40_000, 'full')).toBe(100_000);
    expect(amountDueToday(20_000, 3, 40_000, 'monthly')).toBe(60_000);
    expect(amountDueToday(20_000, 3, 0, 'full')).toBe(bookingTotal(20_000, 3));
  });
});
