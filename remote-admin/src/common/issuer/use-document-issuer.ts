import { useAdminSettings } from '@atelier/shared/data/settings';
import { type DocumentIssuer, documentIssuer } from '@atelier/shared/records';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';

/**
 * Who issues the agency's invoices and proposals, from Settings (the admin's answer, tax id
 * included), in the admin's language: null while Settings load, the translated default name
 * alone when they cannot be read. A save on the settings page refreshes it (same cache key).
 */
export function useDocumentIssuer(): DocumentIssuer | null {
  const { t, i18n } = useTranslation(NAMESPACE);
  const settings = useAdminSettings();
  if (settings.data) {
    return documentIssuer(
      settings.data.settings.agency,
      i18n.resolvedLanguage ?? i18n.language,
      (id) => t('pdf.taxId', { id }),
    );
  }
  if (settings.failure) return { name: t('pdf.agency'), lines: [], logo: null };
  return null;
}

/** The issuer a PDF prints when it is asked for before Settings answered. */
export const issuerOrDefault = (issuer: DocumentIssuer | null, defaultName: string) =>
  issuer ?? { name: defaultName, lines: [], logo: null };
