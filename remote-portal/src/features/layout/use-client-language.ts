import { hasChosenLanguage } from '@atelier/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The portal starts in the client's language (their record's, docs/portal.md "Language") when
 * the visitor chose none of their own: a language picked with the switcher, or given in the
 * address, still wins. Nothing happens without one (an administrator, the demo's sample).
 */
export function useClientLanguage(language: 'en' | 'fr' | undefined): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (!language || hasChosenLanguage()) return;
    if ((i18n.resolvedLanguage ?? i18n.language) !== language) void i18n.changeLanguage(language);
  }, [language, i18n]);
}
