const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0–99 in words ('' for 0). */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  const ones = n % 10;
  return `${TENS[Math.floor(n / 10)]}${ones ? `-${ONES[ones]}` : ''}`;
}

/** 0–999 in words ('' for 0). */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = belowHundred(n % 100);
  if (!hundreds) return rest;
  return `${ONES[hundreds]} Hundred${rest ? ` ${rest}` : ''}`;
}

/**
 * A whole number in words the Indian way: thousands, lakhs (1,00,000) and crores (1,00,00,000),
 * then crores of crores for anything larger, as 12,34,56,789 is 'Twelve Crore Thirty-Four Lakh
 * Fifty-Six Thousand Seven Hundred Eighty-Nine'.
 */
export function integerInIndianWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a whole amount: ${n}`);
  if (n === 0) return 'Zero';
  const crores = Math.floor(n / 10_000_000);
  const lakhs = Math.floor((n % 10_000_000) / 100_000);
  const thousands = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  const parts = [
    crores ? `${integerInIndianWords(crores)} Crore` : '',
    lakhs ? `${belowHundred(lakhs)} Lakh` : '',
    thousands ? `${belowHundred(thousands)} Thousand` : '',
    belowThousand(rest),
  ];
  return parts.filter(Boolean).join(' ');
}

/**
 * An amount in paise as Indian receipts write it: 'Rupees Twenty Thousand Only', 'Rupees One Lakh
 * Fifty Thousand and Fifty Paise Only', 'Fifty Paise Only'.
 */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`not an amount in paise: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const cents = paise % 100;
  const paisePart = cents ? `${belowHundred(cents)} Paise` : '';
  if (!rupees && cents) return `${paisePart} Only`;
  return `Rupees ${integerInIndianWords(rupees)}${paisePart ? ` and ${paisePart}` : ''} Only`;
}
