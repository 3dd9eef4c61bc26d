import { useTranslation } from 'react-i18next';
import { type Format, formatFor } from './format';

// One formatter per language for the whole page: every list formats many figures.
const formats = new Map<string, Format>();

/** The {@link formatFor} formatter of the current i18next language; it follows a switch. */
export function useFormat(): Format {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  let format = formats.get(language);
  if (!format) {
    format = formatFor(language);
    formats.set(language, format);
  }
  return format;
}
