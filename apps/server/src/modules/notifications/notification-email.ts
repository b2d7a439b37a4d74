import type { Role } from '@rentease/contract';
import { MARKET_TIME_ZONE } from '../../lib/dates.js';
import type { OutgoingEmail } from './mailer.js';

/** One chat message quoted in a chat email. */
export type QuotedMessage = { from: string; text: string; at: Date };

export type EmailContent = {
  to: string;
  firstName: string;
  role: Role;
  title: string;
  body: string;
  /** An in-app path. */
  link: string;
  at: Date;
  /** Chat emails: every unread message since the last email. */
  messages?: QuotedMessage[];
};

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: MARKET_TIME_ZONE });
const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** ₹ as people in India read it (₹1,25,000.00), from paise. */
export function formatRupees(paise: number): string {
  return rupees.format(paise / 100);
}

/** A date and time in India, en-IN (24 Nov 2026, 9:30 am). */
export function formatMarketDateTime(at: Date): string {
  return dateTime.format(at);
}

/** Every user-written text goes through this before it reaches the HTML part. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Where the email switches are: Profile Settings (the admin has none; the dashboard instead). */
export function settingsPath(role: Role): string {
  return role === 'admin' ? '/admin/dashboard' : `/${role}/profile#notifications`;
}

/**
 * The email for a notification: a plain-text part and an HTML part saying the same, the time in
 * India (en-IN), a button to the page it is about and a link to the notification settings.
 */
export function composeNotificationEmail(content: EmailContent, publicUrl: string): OutgoingEmail {
  const open = `${publicUrl}${content.link}`;
  const settings = `${publicUrl}${settingsPath(content.role)}`;
  const when = formatMarketDateTime(content.at);
  const quoted = content.messages ?? [];

  const text = [
    `Hello ${content.firstName},`,
    '',
    content.title,
    ...(content.body ? [content.body] : []),
    ...quoted.map((m) => `\n${m.from} (${formatMarketDateTime(m.at)}):\n${m.text}`),
    '',
    `${when}`,
    `Open RentEase: ${open}`,
    '',
    `You get this email because of your notification settings. Change them here: ${settings}`,
  ].join('\n');

  const paragraph = (line: string) => `<p style="margin:0 0 12px">${escapeHtml(line).replaceAll('\n', '<br>')}</p>`;
  const html = [
    '<!doctype html><html lang="en-IN"><body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5">',
    paragraph(`Hello ${content.firstName},`),
    `<h1 style="font-size:18px;margin:0 0 12px">${escapeHtml(content.title)}</h1>`,
    content.body ? paragraph(content.body) : '',
    ...quoted.map(
      (m) =>
        `<blockquote style="margin:0 0 12px;padding-left:12px;border-left:3px solid #d1d5db"><strong>${escapeHtml(m.from)}</strong> <span style="color:#6b7280">${escapeHtml(formatMarketDateTime(m.at))}</span><br>${escapeHtml(m.text).replaceAll('\n', '<br>')}</blockquote>`,
    ),
    `<p style="color:#6b7280;margin:0 0 12px">${escapeHtml(when)}</p>`,
    `<p><a href="${escapeHtml(open)}" style="background:#2563eb;color:#fff;padding:8px 16px;border-radius:6px;text-decoration:none">Open RentEase</a></p>`,
    `<p style="font-size:12px;color:#6b7280">You get this email because of your notification settings. <a href="${escapeHtml(settings)}">Change your notification settings</a>.</p>`,
    '</body></html>',
  ].join('');

  return { to: content.to, subject: content.title, text, html };
}
