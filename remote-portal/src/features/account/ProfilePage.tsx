import { ErrorPanel, LoadingSpinner, PageHeader, useDocumentTitle } from '@atelier/shared';
import { usePortalProfile } from '@atelier/shared/data/portal';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import styles from './Account.module.css';
import { EmailChangeForm } from './EmailChangeForm';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';
import { portalFailureMessage } from './portal-failure';

/**
 * `/client-portal/profile`: the client's contact details, e-mail preference, sign-in e-mail and
 * password.
 */
export default function ProfilePage() {
  const { t } = useTranslation(NAMESPACE);
  useDocumentTitle(t('account.profile.documentTitle'));
  const profile = usePortalProfile();

  const details = () => {
    if (profile.data) return <ProfileForm profile={profile.data.profile} />;
    if (profile.failure) {
      return (
        <ErrorPanel
          title={t('account.profile.failedTitle')}
          message={portalFailureMessage(t, profile.failure)}
          retryLabel={t('errors.retry')}
          onRetry={profile.refetch}
        />
      );
    }
    return <LoadingSpinner />;
  };

  return (
    <>
      <PageHeader
        title={t('account.profile.title')}
        description={t('account.profile.description')}
      />
      <div className={styles.columns}>
        {details()}
        <div className={styles.stack}>
          {profile.data ? <EmailChangeForm current={profile.data.profile.email} /> : null}
          <PasswordForm />
        </div>
      </div>
    </>
  );
}
