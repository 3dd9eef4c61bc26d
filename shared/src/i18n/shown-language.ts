import i18next from 'i18next';
import { type Language, SUPPORTED_LANGUAGES } from './languages';

/**
 * The product language shown: i18next's language when the product has it (`fr-CA` → `fr`),
 * else the next it falls back to. Not `resolvedLanguage`, which stays English when French
 * strings load after the switch. Read on each call, so a switch shows in the next one.
 */
export function shownLanguage(): Language {
  for (const candidate of [i18next.language, ...(i18next.languages ?? [])]) {
    const base = candidate?.split('-')[0] ?? '';
    if ((SUPPORTED_LANGUAGES as readonly string[]).includes(base)) return base as Language;
  }
  return 'en';
}
