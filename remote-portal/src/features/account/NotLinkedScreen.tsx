import { Button, PageHeader, useAuth, useDocumentTitle } from '@atelier/shared';
import { EmptyState } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { portalGreeting } from '../home/greeting';
import { usePortalAgencyName } from '../layout/use-agency-name';

/**
 * What a client account with no client record sees on every portal page: the portal's
 * heading and greeting, the plain state of things (the agency was told when the server
 * refused) and a way to look again once the agency has linked the account.
 */
export function NotLinkedScreen({ onCheckAgain }: { onCheckAgain: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const { user } = useAuth();
  useDocumentTitle(t('documentTitle'));
  const firstName = user?.firstName?.trim();
  const agency = usePortalAgencyName();
  return (
    <>
      <PageHeader title={t('home.title')} description={portalGreeting(t, firstName, agency)} />
      <EmptyState
        title={t('account.notLinked.title')}
        description={t('account.notLinked.description')}
        action={
          <Button variant="secondary" onClick={onCheckAgain}>
            {t('account.notLinked.checkAgain')}
          </Button>
        }
      />
    </>
  );
}
