import { PageHeader, useAuth, useDocumentTitle } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { usePortalOverview } from '../account/use-portal-access';
import { ClientOverview } from './ClientOverview';

/**
 * The shell lets only signed-in visitors in (it sends the others to sign in first). The
 * greeting names the client record once the overview answers, else the account's first name.
 */
export default function PortalHomePage() {
  const { t } = useTranslation(NAMESPACE);
  const { user, isAdmin } = useAuth();
  const overview = usePortalOverview(!isAdmin);
  useDocumentTitle(t('documentTitle'));

  const name = overview.data?.client.name.trim() || user?.firstName?.trim();
  const description = name ? t('home.greeting', { name }) : t('home.greetingAnonymous');

  return (
    <>
      <PageHeader title={t('home.title')} description={description} />
      <ClientOverview isAdmin={isAdmin} />
    </>
  );
}
