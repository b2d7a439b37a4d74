/**
 * The languages RentEase speaks and how one is chosen. The messages themselves are in
 * `locales/<language>/`, keyed by their English text (see README.md).
 */

export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie that keeps a person's choice in the browser; the server reads it to send pages in that language. */
export const LANGUAGE_COOKIE = 'lang';

/** Each language named in itself, as a language menu shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

/**
 * The Intl locale for each language: Indian English and Hindi as written in India. Both group
 * digits in lakhs and crores (₹1,25,000) and write Western digits, which Hindi readers expect on
 * prices and dates.
 */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language a tag like `hi-IN` or `en_GB` names, if it is one of ours. */
export function languageOfTag(tag: string | null | undefined): Language | undefined {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : undefined;
}

/**
 * The best of our languages for an `Accept-Language` header ("hi-IN,hi;q=0.9,en;q=0.8"): the
 * supported one with the highest weight, ties kept in the header's order; English when none is.
 */
export function negotiateLanguage(acceptLanguage: string | null | undefined): Language {
  if (!acceptLanguage) return DEFAULT_LANGUAGE;
  let best: { language: Language; weight: number } | undefined;
  for (const part of acceptLanguage.split(',').slice(0, 20)) {
    const [tag, ...params] = part.split(';');
    const language = languageOfTag(tag);
    if (!language) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (!Number.isFinite(weight) || weight <= 0) continue;
    if (!best || weight > best.weight) best = { language, weight };
  }
  return best?.language ?? DEFAULT_LANGUAGE;
}

/** The first of the browser's preferred languages that we speak (navigator.languages), else English. */
export function preferredLanguage(tags: readonly string[]): Language {
  for (const tag of tags) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * i18next options both apps share. Keys are the English texts themselves, which contain dots and
 * colons, so neither separates anything; an English text missing from a catalogue shows as itself.
 */
export const SHARED_I18NEXT_OPTIONS = {
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  keySeparator: false,
  nsSeparator: false,
  returnNull: false,
  returnEmptyString: false,
} as const;

export { fillTemplate, placeholdersOf, templateMatcher } from './message-templates';
