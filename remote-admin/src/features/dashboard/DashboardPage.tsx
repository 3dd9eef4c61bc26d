import { PageHeader, useAuth, useDocumentTitle } from '@atelier/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { AreaCard } from './AreaCard';
import styles from './DashboardPage.module.css';
import { DASHBOARD_AREAS } from './dashboard-areas';

export default function DashboardPage() {
  const { t } = useTranslation(NAMESPACE);
  const { user } = useAuth();
  const welcomeId = useId();
  const title = t('dashboard.title');
  useDocumentTitle(t('documentTitle', { page: title }));

  // The session may still be loading, or a user may have no first name on record.
  const firstName = user?.firstName?.trim();
  const welcome = firstName
    ? t('dashboard.welcome', { name: firstName })
    : t('dashboard.welcomeAnonymous');

  return (
    <>
      <PageHeader title={title} description={t('dashboard.description')} />
      <section aria-labelledby={welcomeId} className={styles.welcome}>
        <h2 id={welcomeId} className={styles.welcomeTitle}>
          {welcome}
        </h2>
        <p className={styles.intro}>{t('dashboard.intro')}</p>
        <ul className={styles.areas}>
          {DASHBOARD_AREAS.map((area) => (
            <AreaCard key={area.key} area={area} />
          ))}
        </ul>
      </section>
    </>
  );
}
