import { formatDateTime, formatRupees, type Role } from '@rentease/contract';
import { DEFAULT_LANGUAGE, INTL_LOCALES, type Language } from '@rentease/i18n';
import { MARKET_TIME_ZONE } from '../../lib/dates.js';
import { escapeHtml } from '../../lib/html.js';
import { translator } from '../../lib/i18n.js';
import { paiseToRupees } from '../../lib/money.js';
import type { OutgoingEmail } from './mailer.js';

/** One chat message quoted in a chat email. */
export type QuotedMessage = { from: string; text: string; at: Date };

export type EmailContent = {
  to: string;
  /** The recipient's language; the title and body come already in it. */
  language: Language;
  firstName: string;
  role: Role;
  title: string;
  body: string;
  /** An in-app path. */
  link: string;
  at: Date;
  /** Chat emails: every unread message since the last email. */
  messages?: QuotedMessage[];
  /** Saved-search digests: the new homes since the last digest, each with its page. */
  homes?: DigestHome[];
};

/** One home in a saved-search digest. */
export type DigestHome = { title: string; city: string; rentPaise: number; link: string };

/** A date and time in India, en-IN with three-letter months (24 Nov 2026, 9:30 am; 5 Sep, not 5 Sept), or as Hindi writes it. */
export function formatMarketDateTime(at: Date, language: Language = DEFAULT_LANGUAGE): string {
  return formatDateTime(at, MARKET_TIME_ZONE, INTL_LOCALES[language]);
}

/** Where the email switches are: Profile Settings (the admin has none; the dashboard instead). */
export function settingsPath(role: Role): string {
  return role === 'admin' ? '/admin/dashboard' : `/${role}/profile#notifications`;
}

/**
 * The email for a notification: a plain-text part and an HTML part saying the same, the time in
 * India, a button to the page it is about and a link to the notification settings, in the
 * recipient's language.
 */
export function composeNotificationEmail(content: EmailContent, publicUrl: string): OutgoingEmail {
  const { language } = content;
  const t = translator(language, 'email');
  const open = `${publicUrl}${content.link}`;
  const settings = `${publicUrl}${settingsPath(content.role)}`;
  const when = formatMarketDateTime(content.at, language);
  const quoted = content.messages ?? [];
  const homes = content.homes ?? [];
  const hello = t('Hello {{firstName}},', { firstName: content.firstName });
  const rentOf = (home: DigestHome) => formatRupees(paiseToRupees(home.rentPaise), INTL_LOCALES[language]);

  const text = [
    hello,
    '',
    content.title,
    ...(content.body ? [content.body] : []),
    ...quoted.map((m) => `\n${m.from} (${formatMarketDateTime(m.at, language)}):\n${m.text}`),
    ...homes.map(
      (h) =>
        `\n${t('{{title}}, {{city}}, {{rent}} a month', { title: h.title, city: h.city, rent: rentOf(h) })}\n${publicUrl}${h.link}`,
    ),
    '',
    `${when}`,
    t('Open RentEase: {{url}}', { url: open }),
    '',
    t('You get this email because of your notification settings. Change them here: {{url}}', { url: settings }),
  ].join('\n');

  const paragraph = (line: string) => `<p style="margin:0 0 12px">${escapeHtml(line).replaceAll('\n', '<br>')}</p>`;
  const html = [
    `<!doctype html><html lang="${INTL_LOCALES[language]}"><body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5">`,
    paragraph(hello),
    `<h1 style="font-size:18px;margin:0 0 12px">${escapeHtml(content.title)}</h1>`,
    content.body ? paragraph(content.body) : '',
    ...quoted.map(
      (m) =>
        `<blockquote style="margin:0 0 12px;padding-left:12px;border-left:3px solid #d1d5db"><strong>${escapeHtml(m.from)}</strong> <span style="color:#6b7280">${escapeHtml(formatMarketDateTime(m.at, language))}</span><br>${escapeHtml(m.text).replaceAll('\n', '<br>')}</blockquote>`,
    ),
    homes.length > 0
      ? `<ul style="padding-left:18px;margin:0 0 12px">${homes
          .map(
            (h) =>
              `<li style="margin:0 0 8px"><a href="${escapeHtml(`${publicUrl}${h.link}`)}">${escapeHtml(h.title)}</a><br>${escapeHtml(t('{{city}} · {{rent}} a month', { city: h.city, rent: rentOf(h) }))}</li>`,
          )
          .join('')}</ul>`
      : '',
    `<p style="color:#6b7280;margin:0 0 12px">${escapeHtml(when)}</p>`,
    `<p><a href="${escapeHtml(open)}" style="background:#2563eb;color:#fff;padding:8px 16px;border-radius:6px;text-decoration:none">${escapeHtml(t('Open RentEase'))}</a></p>`,
    `<p style="font-size:12px;color:#6b7280">${escapeHtml(
      t('You get this email because of your notification settings. <a>Change your notification settings</a>.'),
    )
      .replace('&lt;a&gt;', `<a href="${escapeHtml(settings)}">`)
      .replace('&lt;/a&gt;', '</a>')}</p>`,
    '</body></html>',
  ].join('');

  return { to: content.to, subject: content.title, text, html };
}
