import { setAgencyName } from '@atelier/shared';
import { usePublicAgencyDetails } from '@atelier/shared/data/settings';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';

/**
 * The agency's name as Settings hold it, for the portal's header, greeting and titles: empty
 * while it is read, the built-in name only when it cannot be (the demo). Told to the shared
 * store too, so a page title's `{agency}` names it (useDocumentTitle).
 */
export function usePortalAgencyName(): string {
  const { t } = useTranslation(NAMESPACE);
  const query = usePublicAgencyDetails();
  const name = query.data?.settings.agency.name;
  useEffect(() => setAgencyName(name), [name]);
  if (name) return name;
  return query.failure ? t('layout.brand') : '';
}
