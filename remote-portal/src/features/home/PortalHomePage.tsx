import { LoadingSpinner, PageHeader, useAuth, useDocumentTitle } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { ClientOverview } from './ClientOverview';
import { SignInPrompt } from './SignInPrompt';

export default function PortalHomePage() {
  const { t } = useTranslation(NAMESPACE);
  const { status, user, isAdmin } = useAuth();
  useDocumentTitle(t('documentTitle'));

  // A stored session is still being checked: showing the sign-in card now would flash.
  const isChecking = status === 'unknown';
  const firstName = user?.firstName?.trim();
  let description = t('home.signedOutDescription');
  if (user) {
    description = firstName ? t('home.greeting', { name: firstName }) : t('home.greetingAnonymous');
  }

  return (
    <>
      <PageHeader title={t('home.title')} description={isChecking ? undefined : description} />
      {isChecking ? <LoadingSpinner /> : null}
      {!isChecking && user ? <ClientOverview isAdmin={isAdmin} /> : null}
      {!isChecking && !user ? <SignInPrompt /> : null}
    </>
  );
}
