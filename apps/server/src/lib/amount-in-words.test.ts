import { describe, expect, it } from 'vitest';
import { amountInWords, integerInIndianWords } from './amount-in-words.js';

describe('amountInWords', () => {
  it.each([
    [2_000_000, 'Rupees Twenty Thousand Only'],
    [100, 'Rupees One Only'],
    [0, 'Rupees Zero Only'],
    [1_500_000, 'Rupees Fifteen Thousand Only'],
    [2_150_050, 'Rupees Twenty-One Thousand Five Hundred and Fifty Paise Only'],
    [10_000_000, 'Rupees One Lakh Only'],
    [15_075_000, 'Rupees One Lakh Fifty Thousand Seven Hundred Fifty Only'],
    [1_000_000_000, 'Rupees One Crore Only'],
    [123_456_789, 'Rupees Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven and Eighty-Nine Paise Only'],
    [50, 'Fifty Paise Only'],
    [101, 'Rupees One and One Paise Only'],
  ])('writes %i paise as %s', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it('counts crores of crores', () => {
    expect(integerInIndianWords(1_234_567_890)).toBe(
      'One Hundred Twenty-Three Crore Forty-Five Lakh Sixty-Seven Thousand Eight Hundred Ninety',
    );
    expect(integerInIndianWords(10_000_000 * 10_000_000)).toBe('One Crore Crore');
  });

  it('refuses what is not a whole number of paise', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
  });
});

describe('amountInWords in Hindi', () => {
  it.each([
    [4_000_000, 'चालीस हज़ार रुपये मात्र'],
    [12_505_000, 'एक लाख पच्चीस हज़ार पचास रुपये मात्र'],
    [100, 'एक रुपया मात्र'],
    [0, 'शून्य रुपये मात्र'],
    [5_700, 'सत्तावन रुपये मात्र'],
    [9_900, 'निन्यानवे रुपये मात्र'],
    [1_000_000_000, 'एक करोड़ रुपये मात्र'],
    [123_456_750, 'बारह लाख चौंतीस हज़ार पांच सौ सड़सठ रुपये और पचास पैसे मात्र'],
    [50, 'पचास पैसे मात्र'],
    [101, 'एक रुपया और एक पैसा मात्र'],
  ])('writes %i paise as %s', (paise, words) => {
    expect(amountInWords(paise, 'hi')).toBe(words);
  });
});
