import { DEFAULT_LANGUAGE, type Language, negotiateLanguage, SHARED_I18NEXT_OPTIONS, templateMatcher } from '@rentease/i18n';
import { SERVER_NAMESPACES, type ServerNamespace, serverResources } from '@rentease/i18n/server-resources';
import type { FastifyRequest } from 'fastify';
import i18next, { type TFunction } from 'i18next';

/**
 * The server's one i18next instance: API messages, emails and PDFs in every language. Resources
 * are bundled, so it is ready as soon as the module loads.
 */
const i18n = i18next.createInstance();
void i18n.init({
  ...SHARED_I18NEXT_OPTIONS,
  resources: serverResources,
  ns: [...SERVER_NAMESPACES],
  defaultNS: 'api',
  initAsync: false,
  // Texts go into JSON, plain-text emails and PDFs; HTML email bodies escape values themselves.
  interpolation: { escapeValue: false },
});

/** `t` for one language and namespace: `t('Your booking is confirmed', { title })`. */
export function translator(language: Language, namespace: ServerNamespace): TFunction {
  return i18n.getFixedT(language, namespace);
}

/** The language the caller reads, from its `Accept-Language` header. */
export function requestLanguage(request: FastifyRequest): Language {
  return negotiateLanguage(request.headers['accept-language']);
}

const findApiTemplate = templateMatcher(Object.keys(serverResources.en.api));

/**
 * An API message (an error or a field's validation message, written in English where it is
 * raised) in `language`. A message filled with values is matched to its template and told again
 * with the same values. A message no catalogue holds stays in English rather than disappearing.
 */
export function translateApiMessage(message: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return message;
  if (i18n.exists(message, { lng: language, ns: 'api', fallbackLng: false })) {
    return i18n.t(message, { lng: language, ns: 'api' });
  }
  const filled = findApiTemplate(message);
  if (!filled) return message;
  return i18n.t(filled.template, { lng: language, ns: 'api', ...filled.values });
}
