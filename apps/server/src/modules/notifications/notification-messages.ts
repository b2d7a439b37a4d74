import { DEFAULT_LANGUAGE, type Language } from '@rentease/i18n';
import type { MessageValue, MessageValues, NotificationRow } from '../../db/schema/index.js';
import { formatCalendarDate } from '../../lib/dates.js';
import { translator } from '../../lib/i18n.js';
import { formatInr } from '../../lib/money.js';
import { formatMarketDateTime } from './notification-email.js';

/**
 * A notification's title or body as it is stored: the English template (a key of the
 * `notifications` catalogue) and the values that fill it. Each reader gets it in their own
 * language when it is shown (the bell, the live push, the email), so it is never stored as
 * finished text in one language. Dates and money stay raw here and are formatted for the reader.
 */
export type NotificationMessage = { key: string; values?: MessageValues };

/** A message: `message('{{name}} booked {{title}}', { name, title })`; the key is the English itself. */
export function message(key: string, values?: MessageValues): NotificationMessage {
  return values ? { key, values } : { key };
}

/** A calendar date (yyyy-mm-dd), written in the reader's way. */
export const calendarDate = (date: string): MessageValue => ({ date });
/** An instant, written as the date and time in India in the reader's way. */
export const instant = (at: Date): MessageValue => ({ at: at.toISOString() });
/** An amount in paise, written as rupees in the reader's way. */
export const money = (paise: number): MessageValue => ({ paise });
/** Amounts with what each is for ("Cleaning ₹2,000; Broken window ₹3,500"). */
export const amounts = (items: { label: string; paise: number }[]): MessageValue => ({ items });

function formatValue(value: MessageValue, language: Language): string | number {
  if (typeof value === 'string' || typeof value === 'number') return value;
  if ('date' in value) return formatCalendarDate(value.date, language);
  if ('at' in value) return formatMarketDateTime(new Date(value.at), language);
  if ('paise' in value) return formatInr(value.paise, language);
  return value.items.map((item) => `${item.label} ${formatInr(item.paise, language)}`).join('; ');
}

/** A stored message told in `language`. */
export function renderMessage(stored: NotificationMessage, language: Language): string {
  const values = Object.fromEntries(
    Object.entries(stored.values ?? {}).map(([name, value]) => [name, formatValue(value, language)]),
  );
  return translator(language, 'notifications')(stored.key, values);
}

/** A message in English: what the title and body columns keep, for readers of the row as text. */
export const inEnglish = (stored: NotificationMessage) => renderMessage(stored, DEFAULT_LANGUAGE);

/**
 * A notification's title and body in `language`. Rows written before notifications were stored as
 * messages have only their English text, which they keep.
 */
export function notificationText(row: NotificationRow, language: Language): { title: string; body: string } {
  return {
    title: row.titleKey ? renderMessage({ key: row.titleKey, values: row.titleValues ?? {} }, language) : row.title,
    body: row.bodyKey ? renderMessage({ key: row.bodyKey, values: row.bodyValues ?? {} }, language) : row.body,
  };
}
