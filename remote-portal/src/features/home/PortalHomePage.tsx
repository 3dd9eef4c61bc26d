import { PageHeader, useAuth, useDocumentTitle } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { ClientOverview } from './ClientOverview';

/** The shell lets only signed-in visitors in (it sends the others to sign in first). */
export default function PortalHomePage() {
  const { t } = useTranslation(NAMESPACE);
  const { user, isAdmin } = useAuth();
  useDocumentTitle(t('documentTitle'));

  const firstName = user?.firstName?.trim();
  const description = firstName
    ? t('home.greeting', { name: firstName })
    : t('home.greetingAnonymous');

  return (
    <>
      <PageHeader title={t('home.title')} description={description} />
      <ClientOverview isAdmin={isAdmin} />
    </>
  );
}
