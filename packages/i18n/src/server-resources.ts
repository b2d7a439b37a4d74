import enApi from '../locales/en/api.json' with { type: 'json' };
import enEmail from '../locales/en/email.json' with { type: 'json' };
import enNotifications from '../locales/en/notifications.json' with { type: 'json' };
import enPdf from '../locales/en/pdf.json' with { type: 'json' };
import hiApi from '../locales/hi/api.json' with { type: 'json' };
import hiEmail from '../locales/hi/email.json' with { type: 'json' };
import hiNotifications from '../locales/hi/notifications.json' with { type: 'json' };
import hiPdf from '../locales/hi/pdf.json' with { type: 'json' };
import type { Language } from './index';

/** A namespace of a catalogue: English text (the key) → the text in that language. */
export type Catalogue = Record<string, string>;

/** The namespaces the server speaks: API errors and validation, emails, notifications, PDFs. */
export const SERVER_NAMESPACES = ['api', 'email', 'notifications', 'pdf'] as const;
export type ServerNamespace = (typeof SERVER_NAMESPACES)[number];

/** Every server namespace in every language, for i18next's `resources`. */
export const serverResources: Record<Language, Record<ServerNamespace, Catalogue>> = {
  en: { api: enApi, email: enEmail, notifications: enNotifications, pdf: enPdf },
  hi: { api: hiApi, email: hiEmail, notifications: hiNotifications, pdf: hiPdf },
};
