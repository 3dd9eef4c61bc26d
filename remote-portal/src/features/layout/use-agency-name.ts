import { callAction, setAgencyName } from '@atelier/shared';
import { useApiQuery } from '@atelier/shared/query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';

/** The portal's own cache key for the agency's public details (name, contact, logo). */
export const agencyDetailsKey = ['portal', 'agency-details'] as const;

/** The public part of `get_settings`, read without the session, so every reader sees the same. */
export function useAgencyDetails() {
  return useApiQuery(agencyDetailsKey, (signal) =>
    callAction(
      'site-settings',
      'get_settings',
      {},
      { signal, demoFallback: false, sendSession: false },
    ),
  );
}

/**
 * The agency's name as Settings hold it, for the portal's header, greeting and titles: empty
 * while it is read, the built-in name only when it cannot be (the demo). Told to the shared
 * store too, so a page title's `{agency}` names it (useDocumentTitle).
 */
export function usePortalAgencyName(): string {
  const { t } = useTranslation(NAMESPACE);
  const query = useAgencyDetails();
  const name = query.data?.settings.agency.name;
  useEffect(() => setAgencyName(name), [name]);
  if (name) return name;
  return query.failure ? t('layout.brand') : '';
}
