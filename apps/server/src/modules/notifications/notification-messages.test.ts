import { readFileSync } from 'node:fs';
import { LANGUAGES } from '@rentease/i18n';
import { serverResources } from '@rentease/i18n/server-resources';
import { describe, expect, it } from 'vitest';
import { amounts, calendarDate, instant, message, money, renderMessage } from './notification-messages.js';

/** The files that write notifications: every text they store is a message of the catalogue. */
const WRITERS = ['notification-events.ts', 'deposit-events.ts', 'owner-verification-events.ts'];

function messageKeys(): string[] {
  const keys = new Set<string>();
  for (const file of WRITERS) {
    const source = readFileSync(new URL(file, import.meta.url), 'utf8');
    for (const found of source.matchAll(/message\(\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")/g)) {
      keys.add((found[1] ?? found[2] ?? '').replaceAll("\\'", "'"));
    }
  }
  return [...keys];
}

describe('notification messages', () => {
  it('are each in the notifications catalogue of every language (plural ones in every form)', () => {
    const keys = messageKeys();
    expect(keys.length).toBeGreaterThan(80);
    for (const language of LANGUAGES) {
      const catalogue = serverResources[language].notifications;
      for (const key of keys) {
        const forms = key.includes('{{count}}') ? [`${key}_one`, `${key}_other`] : [key];
        for (const form of forms) expect(catalogue[form], `${language}: "${form}"`).toBeTruthy();
      }
    }
  });

  it('write dates, times and money the reader’s way when told, from the raw values stored', () => {
    const visit = message('{{name}} expects you on {{when}}.', {
      name: 'Priya',
      when: instant(new Date('2026-09-05T04:00:00Z')),
    });
    expect(renderMessage(visit, 'en')).toBe('Priya expects you on 5 Sep 2026, 9:30 am.');
    // Hindi month names from Intl, as every Hindi screen and email shows them.
    expect(renderMessage(visit, 'hi')).toBe('Priya 5 सित॰ 2026, 9:30 am को आपका इंतज़ार करेंगे।');

    const settled = message(
      'Booking {{reference}}. {{refund}} of your {{deposit}} deposit is being refunded. Deducted: {{deductions}}. You can dispute the deductions within 7 days from the booking.',
      {
        reference: 'RE-2026-00042',
        refund: money(12_500_000),
        deposit: money(15_000_000),
        deductions: amounts([
          { label: 'Cleaning', paise: 200_000 },
          { label: 'Broken window', paise: 2_300_000 },
        ]),
      },
    );
    expect(renderMessage(settled, 'en')).toBe(
      'Booking RE-2026-00042. ₹1,25,000 of your ₹1,50,000 deposit is being refunded. Deducted: Cleaning ₹2,000; Broken window ₹23,000. You can dispute the deductions within 7 days from the booking.',
    );
    expect(renderMessage(settled, 'hi')).toBe(
      'बुकिंग RE-2026-00042। आपकी ₹1,50,000 की जमा राशि में से ₹1,25,000 लौटाए जा रहे हैं। कटौती: Cleaning ₹2,000; Broken window ₹23,000। आप 7 दिनों के भीतर अपनी बुकिंग से कटौतियों पर आपत्ति कर सकते हैं।',
    );

    const due = message('Rent for {{title}} is due on {{date}}', { title: 'Sea View Flat', date: calendarDate('2027-03-01') });
    expect(renderMessage(due, 'en')).toBe('Rent for Sea View Flat is due on 01/03/2027');
    expect(renderMessage(due, 'hi')).toBe('Sea View Flat का किराया 01/03/2027 को देय है');
  });

  it('count in each language’s plural forms', () => {
    const chat = (count: number) => message('{{count}} new messages from {{name}}', { count, name: 'Priya' });
    expect(renderMessage(chat(3), 'en')).toBe('3 new messages from Priya');
    expect(renderMessage(chat(3), 'hi')).toBe('Priya के 3 नए संदेश');
    const request = message('Move-in {{moveIn}}, {{count}} months, {{amount}}.', {
      moveIn: calendarDate('2027-03-01'),
      count: 1,
      amount: money(2_000_000),
    });
    expect(renderMessage(request, 'en')).toBe('Move-in 01/03/2027, 1 month, ₹20,000.');
    expect(renderMessage(request, 'hi')).toBe('गृह-प्रवेश 01/03/2027, 1 महीना, ₹20,000।');
  });
});
