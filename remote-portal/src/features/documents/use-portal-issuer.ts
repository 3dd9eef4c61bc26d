import type { PortalAgency } from '@atelier/shared/contract';
import { usePublicAgencyDetails } from '@atelier/shared/data/settings';
import { type DocumentIssuer, documentIssuer } from '@atelier/shared/records';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';

/**
 * Who issued the client's invoices and proposals: the agency's logo, address, e-mail and phone
 * from the public part of `get_settings` (read without the session, so every reader sees the
 * same), the name and the tax id as the portal's answer gives them. Until it answers, or when it
 * cannot be read (the demo too), the name alone. Called before the page's record has loaded
 * (`agency` undefined), it already starts the read.
 */
export function usePortalIssuer(agency: PortalAgency | undefined): DocumentIssuer {
  const { t, i18n } = useTranslation(NAMESPACE);
  const settings = usePublicAgencyDetails();
  const details = settings.data?.settings.agency;
  const name = agency?.name ?? details?.name ?? '';
  if (!details) return { name, lines: [], logo: null };
  const tax_id = agency?.tax_id ?? null;
  return documentIssuer(
    { ...details, name, tax_id },
    i18n.resolvedLanguage ?? i18n.language,
    (id) => t('invoices.document.taxId', { id }),
  );
}
