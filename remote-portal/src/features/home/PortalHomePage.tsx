import { PageHeader, useAuth, useDocumentTitle } from '@atelier/shared';
import { usePortalOverview } from '@atelier/shared/data/portal';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { usePortalAgencyName } from '../layout/use-agency-name';
import { ClientOverview } from './ClientOverview';
import { portalGreeting } from './greeting';

/**
 * The shell lets only signed-in visitors in (it sends the others to sign in first). The
 * greeting names the client record once the overview answers, else the account's first name.
 */
export default function PortalHomePage() {
  const { t } = useTranslation(NAMESPACE);
  const { user, isAdmin } = useAuth();
  const overview = usePortalOverview(!isAdmin);
  useDocumentTitle(t('documentTitle'));

  const agency = usePortalAgencyName();
  const name = overview.data?.client.name.trim() || user?.firstName?.trim();
  const description = portalGreeting(t, name, agency);

  return (
    <>
      <PageHeader title={t('home.title')} description={description} />
      <ClientOverview isAdmin={isAdmin} />
    </>
  );
}
