import type { Localization } from '@mui/material/locale';
import {
  DEFAULT_LANGUAGE,
  INTL_LOCALES,
  isLanguage,
  LANGUAGE_COOKIE,
  type Language,
  preferredLanguage,
  SHARED_I18NEXT_OPTIONS,
  templateMatcher,
} from '@rentease/i18n';
import i18next, { type ResourceLanguage } from 'i18next';
import { useSyncExternalStore } from 'react';
import { initReactI18next } from 'react-i18next';
import { readCookie, writeCookie } from './cookies';

type Catalogue = Record<string, string>;

/**
 * The web app's texts are keyed by their English wording, so English needs no catalogue to show
 * (only its plural forms; the build leaves nothing else in it). Its files are bundled; every other
 * language is a chunk of its own, fetched only by the people who read it.
 */
const englishWeb = import.meta.glob<Catalogue>('../../../../packages/i18n/locales/en/web/*.json', {
  eager: true,
  import: 'default',
});
const englishApi = import.meta.glob<Catalogue>('../../../../packages/i18n/locales/en/api.json', {
  eager: true,
  import: 'default',
});
const otherLanguages = import.meta.glob<Catalogue>(
  [
    '../../../../packages/i18n/locales/*/web/*.json',
    '../../../../packages/i18n/locales/*/api.json',
    // Written as the paths above are: a bare '!**/en/**' matched nothing, and every English
    // catalogue became a chunk of its own, each one more request before the first paint.
    '!../../../../packages/i18n/locales/en/**',
  ],
  { import: 'default' },
);

const merge = (catalogues: Catalogue[]): Catalogue => Object.assign({}, ...catalogues);

/** `web` is every text of the app; `api` the server's messages, which forms also show as they check. */
function englishResources(): ResourceLanguage {
  return { web: merge(Object.values(englishWeb)), api: merge(Object.values(englishApi)) };
}

/**
 * MUI's own texts (pagination, 'Close', 'No options') in each language but English, which is MUI's
 * default. They load with the language's catalogues, not with the app: MUI's Hindi module makes an
 * Intl.NumberFormat as it loads, and a page's first one costs 120–210 ms of a phone's main thread
 * (Lighthouse's 4× slower CPU, measured 5 Dec) while the script starts, on English pages too, and
 * the home page formats no number of its own.
 */
const muiTextLoaders: Partial<Record<Language, () => Promise<Localization>>> = {
  hi: async () => (await import('@mui/material/locale')).hiIN,
};
const muiTextsLoaded: Partial<Record<Language, Localization>> = {};

/** MUI's texts in `language`, once its catalogues have loaded; undefined for English. */
export function muiTexts(language: Language): Localization | undefined {
  return muiTextsLoaded[language];
}

async function loadResources(language: Language): Promise<ResourceLanguage> {
  if (language === DEFAULT_LANGUAGE) return englishResources();
  const entries = Object.entries(otherLanguages).filter(([file]) => file.includes(`/locales/${language}/`));
  const [loaded, texts] = await Promise.all([
    Promise.all(entries.map(async ([file, load]) => [file, await load()] as const)),
    muiTextLoaders[language]?.(),
  ]);
  if (texts) muiTextsLoaded[language] = texts;
  return {
    web: merge(loaded.filter(([file]) => file.includes('/web/')).map(([, catalogue]) => catalogue)),
    api: merge(loaded.filter(([file]) => file.endsWith('/api.json')).map(([, catalogue]) => catalogue)),
  };
}

export const i18n = i18next.createInstance();

function languageInCookie(): Language | undefined {
  const value = readCookie(LANGUAGE_COOKIE);
  return isLanguage(value) ? value : undefined;
}

/**
 * The language the page's link asks for (?lang=hi): the switch in the bars before the app's script
 * ran, or a search engine's link to a page in one language. A choice like any other.
 */
export function linkedLanguage(): Language | undefined {
  const linked = typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('lang');
  return isLanguage(linked) ? linked : undefined;
}

/** The language to start in: the person's choice kept in the browser, else the browser's own languages. */
export function initialLanguage(): Language {
  const linked = linkedLanguage();
  if (linked) return linked;
  const chosen = languageInCookie();
  if (chosen) return chosen;
  if (typeof navigator === 'undefined') return DEFAULT_LANGUAGE;
  return preferredLanguage(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

function reflect(language: Language) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = INTL_LOCALES[language];
}

/**
 * Starts i18next in `language` with its texts loaded, so the first render is already in it (no
 * flash of English for a Hindi reader). Resolves once ready.
 */
export async function startI18n(language: Language = initialLanguage()): Promise<void> {
  if (i18n.isInitialized) {
    await changeLanguage(language);
    return;
  }
  const resources = await loadResources(language).catch(() => englishResources());
  await i18n.use(initReactI18next).init({
    ...SHARED_I18NEXT_OPTIONS,
    lng: language,
    resources: { [language]: resources, ...(language === DEFAULT_LANGUAGE ? {} : { en: englishResources() }) },
    ns: ['web', 'api'],
    defaultNS: 'web',
    initAsync: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  reflect(language);
  if (language !== languageInCookie() && linkedLanguage()) remember(language);
}

/** The language the app shows now. */
export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/** The Intl locale of the language shown: dates, numbers and money follow it. */
export function currentLocale(): string {
  return INTL_LOCALES[currentLanguage()];
}

function remember(language: Language) {
  writeCookie(LANGUAGE_COOKIE, language);
}

/**
 * Switches the app to `language`: loads its texts first, keeps the choice in a cookie (the server
 * reads it to send pages in that language) and in `<html lang>`.
 */
export async function changeLanguage(language: Language): Promise<void> {
  if (!i18n.hasResourceBundle(language, 'web')) {
    const resources = await loadResources(language);
    for (const [namespace, catalogue] of Object.entries(resources)) {
      i18n.addResourceBundle(language, namespace, catalogue, true, true);
    }
  }
  const previous = currentLanguage();
  remember(language);
  await i18n.changeLanguage(language);
  reflect(language);
  retitle(previous);
}

const SITE_TITLE = msg('RentEase — Find or List Your Perfect Rental Property');
const SITE_DESCRIPTION = msg(
  'RentEase — find or list your perfect rental property. Browse verified homes, chat with owners, book a move-in date and pay securely.',
);

/** The site's title in the language shown: the tab's name wherever a page has none of its own. */
export function siteTitle(): string {
  return i18n.t(SITE_TITLE);
}

/** The site's description in the language shown, for search engines and link previews. */
export function siteDescription(): string {
  return i18n.t(SITE_DESCRIPTION);
}

/**
 * A switch in place (no new page from the server) also renames the tab and the description: the
 * head came with the page, in the language it was served in. A page with a title of its own (a
 * listing's) keeps it.
 */
function retitle(previous: Language) {
  if (typeof document === 'undefined') return;
  if (document.title === i18n.t(SITE_TITLE, { lng: previous })) document.title = siteTitle();
  document.querySelector('meta[name="description"]')?.setAttribute('content', siteDescription());
}

const choiceListeners = new Set<(language: Language) => void>();

/**
 * The person picked `language` (the switch in the bars): the app switches to it as
 * `changeLanguage` does, then tells whoever keeps the choice beyond this browser (a signed-in
 * person's profile). Switches the app makes by itself (adopting the profile's language at sign-in)
 * go through `changeLanguage` and are no choice.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  await changeLanguage(language);
  for (const listener of [...choiceListeners]) listener(language);
}

/** Called after each `chooseLanguage`, once the app shows the chosen language. */
export function onLanguageChosen(listener: (language: Language) => void): () => void {
  choiceListeners.add(listener);
  return () => void choiceListeners.delete(listener);
}

/**
 * A message of the server's (or of a shared rule checked in the browser first) in the language
 * shown. Messages that came from the server are already in it and pass through unchanged.
 */
export function translateApiMessage(message: string): string {
  const language = currentLanguage();
  if (language === DEFAULT_LANGUAGE || i18n.exists(message, { ns: 'api', fallbackLng: false })) {
    return i18n.t(message, { ns: 'api' });
  }
  // A shared rule's message filled with values ("… between 01/12/2026 and 10/12/2026."): told
  // again from its template with the same values.
  const filled = apiTemplates(language)(message);
  return filled ? i18n.t(filled.template, { ns: 'api', ...filled.values }) : message;
}

const matchers = new Map<Language, ReturnType<typeof templateMatcher>>();

function apiTemplates(language: Language) {
  let matcher = matchers.get(language);
  if (!matcher) {
    matcher = templateMatcher(Object.keys(i18n.getResourceBundle(language, 'api') ?? {}));
    matchers.set(language, matcher);
  }
  return matcher;
}

/**
 * Marks a text for the catalogue where it is defined but translated later, where it is shown
 * (`t(option.label)`): a list of options, a table's columns.
 */
export function msg<const Text extends string>(text: Text): Text {
  return text;
}

function subscribeToLanguage(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

/** The language shown, re-rendering the caller when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribeToLanguage, currentLanguage, currentLanguage);
}
