import type { Language } from '@rentease/i18n';
import { answer, api } from '../../../lib/api-client';

/** PUT /api/me/language: the language the signed-in person (tenant, landlord or admin) reads. */
export function setLanguage(as: 'user' | 'admin', language: Language) {
  return answer(api(as).PUT('/api/me/language', { body: { language } }));
}
