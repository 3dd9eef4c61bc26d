import { ErrorPanel, PageHeader, useAuth, useDocumentTitle } from '@atelier/shared';
import { useOverview } from '@atelier/shared/data/overview';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../common/record-errors';
import { NAMESPACE } from '../../i18n';
import { ActivityCard } from './ActivityCard';
import styles from './Dashboard.module.css';
import { EventsCard } from './EventsCard';
import { LeadsCard, ProjectsCard, ProposalsCard, RevenueCard } from './FigureCards';
import { OverdueCard } from './OverdueCard';

/**
 * The agency at a glance, from one request (`dashboard/get_overview`): the cards show
 * skeletons until it answers, an error panel with a retry if it fails, and demo figures (with
 * the shell's demo banner) when the server cannot answer.
 */
export default function DashboardPage() {
  const { t } = useTranslation(NAMESPACE);
  const { user } = useAuth();
  const welcomeId = useId();
  const title = t('dashboard.title');
  useDocumentTitle(t('documentTitle', { page: title }));
  const overview = useOverview();

  // The session may still be loading, or a user may have no first name on record.
  const firstName = user?.firstName?.trim();
  const welcome = firstName
    ? t('dashboard.welcome', { name: firstName })
    : t('dashboard.welcomeAnonymous');
  const data = overview.data;

  return (
    <>
      <PageHeader title={title} description={t('dashboard.description')} />
      <section aria-labelledby={welcomeId} className={styles.welcome}>
        <h2 id={welcomeId} className={styles.welcomeTitle}>
          {welcome}
        </h2>
        <p className={styles.intro}>{t('dashboard.intro')}</p>
      </section>
      {overview.failure && !data ? (
        <ErrorPanel
          title={t('dashboard.failed')}
          message={failureMessage(t, overview.failure)}
          retryLabel={t('dashboard.retry')}
          onRetry={overview.refetch}
        />
      ) : (
        <div className={styles.grid} aria-busy={!data}>
          <LeadsCard overview={data} />
          <RevenueCard overview={data} />
          <ProposalsCard overview={data} />
          <ProjectsCard overview={data} />
          <OverdueCard overview={data} />
          <EventsCard overview={data} />
          <ActivityCard overview={data} />
        </div>
      )}
    </>
  );
}
