import { INTL_LOCALES, type Language } from '@rentease/i18n';
import { escapeHtml } from '../../lib/html.js';
import { translator } from '../../lib/i18n.js';
import type { OutgoingEmail } from './mailer.js';

export type AccountEmailContent = {
  to: string;
  /** The recipient's language; the title, lines and labels come already in it. */
  language: Language;
  firstName: string;
  /** The subject, and the heading of the email. */
  title: string;
  /** Paragraphs before the button. */
  lines: string[];
  /** The button: an absolute link (the one-time link itself). */
  action?: { label: string; url: string };
  /** A closing line under the button (what to do if the person did not ask for this). */
  footer: string;
};

/**
 * An email about the account itself (a password reset, an address to verify, a change of
 * address): the same look as the notification emails, without the notification settings link,
 * since these cannot be turned off. The link is also printed in full, for mail clients that
 * strip buttons.
 */
export function composeAccountEmail(content: AccountEmailContent): OutgoingEmail {
  const { action } = content;
  const hello = translator(content.language, 'email')('Hello {{firstName}},', { firstName: content.firstName });
  const text = [
    hello,
    '',
    content.title,
    ...content.lines,
    ...(action ? ['', `${action.label}: ${action.url}`] : []),
    '',
    content.footer,
  ].join('\n');

  const paragraph = (line: string) => `<p style="margin:0 0 12px">${escapeHtml(line)}</p>`;
  const html = [
    `<!doctype html><html lang="${INTL_LOCALES[content.language]}"><body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5">`,
    paragraph(hello),
    `<h1 style="font-size:18px;margin:0 0 12px">${escapeHtml(content.title)}</h1>`,
    ...content.lines.map(paragraph),
    action
      ? `<p><a href="${escapeHtml(action.url)}" style="background:#2563eb;color:#fff;padding:8px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>` +
        `<p style="font-size:12px;color:#6b7280;word-break:break-all">${escapeHtml(action.url)}</p>`
      : '',
    `<p style="font-size:12px;color:#6b7280">${escapeHtml(content.footer)}</p>`,
    '</body></html>',
  ].join('');

  return { to: content.to, subject: content.title, text, html };
}
