import {
  Badge,
  ButtonLink,
  ErrorPanel,
  PageHeader,
  Spinner,
  useDocumentTitle,
  useFormat,
} from '@atelier/shared';
import { usePortalProject } from '@atelier/shared/data/portal';
import { kitStyles, ProgressBar } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { NAMESPACE } from '../../i18n';
import { DeliverableList } from './DeliverableList';
import { MilestoneList } from './MilestoneList';
import styles from './Projects.module.css';
import { isNotFound, portalFailureMessage } from './portal-failure';
import { progressText, projectStatusTone } from './project-view';
import { RecordNotFound } from './RecordNotFound';

const LIST = '/client-portal/projects';

/** `/client-portal/projects/:id`: where one project stands and what waits for the client. */
export default function ProjectDetailPage() {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const { id = '' } = useParams();
  const detail = usePortalProject(id);
  const project = detail.data?.project;
  useDocumentTitle(
    project ? `${project.name} — ${t('projects.title')}` : t('projects.documentTitle'),
  );

  const back = (
    <Link className={styles.back} to={LIST}>
      {t('projects.detail.back')}
    </Link>
  );
  if (!project && isNotFound(detail.failure)) {
    return (
      <RecordNotFound
        title={t('projects.detail.notFoundTitle')}
        message={t('projects.detail.notFound')}
        backTo={LIST}
        backLabel={t('projects.detail.back')}
      />
    );
  }
  if (!project && detail.failure) {
    return (
      <>
        {back}
        <ErrorPanel
          title={t('projects.detail.failedTitle')}
          message={portalFailureMessage(t, detail.failure)}
          retryLabel={t('errors.retry')}
          onRetry={detail.refetch}
        />
      </>
    );
  }
  if (!project) return <Spinner label={t('projects.loading')} />;

  const day = (date: string | null) => (date ? format.day(date) : t('projects.detail.noDate'));
  const query = `?project=${encodeURIComponent(project.id)}`;
  return (
    <>
      {back}
      <PageHeader title={project.name} description={project.description ?? undefined} />
      <dl className={styles.facts}>
        <div>
          <dt>{t('projects.detail.status')}</dt>
          <dd>
            <Badge tone={projectStatusTone[project.status]}>
              {t(`projects.statuses.${project.status}`)}
            </Badge>
          </dd>
        </div>
        <div>
          <dt>{t('projects.detail.startDate')}</dt>
          <dd>{day(project.start_date)}</dd>
        </div>
        <div>
          <dt>{t('projects.detail.dueDate')}</dt>
          <dd>{day(project.due_date)}</dd>
        </div>
      </dl>
      <ProgressBar
        value={project.progress}
        label={t('projects.progressLabel', { name: project.name })}
        valueText={(percent) => progressText(percent, format)}
        size="roomy"
      />
      <div className={styles.links}>
        <ButtonLink variant="secondary" size="sm" to={`/client-portal/files${query}`}>
          {t('projects.detail.files')}
        </ButtonLink>
        <ButtonLink variant="secondary" size="sm" to={`/client-portal/messages${query}`}>
          {t('projects.detail.messages')}
        </ButtonLink>
      </div>
      <section className={styles.section} aria-labelledby="project-deliverables">
        <h2 id="project-deliverables" className={`${kitStyles.sectionTitle} ${kitStyles.titleGap}`}>
          {t('projects.deliverables.title')}
        </h2>
        <DeliverableList deliverables={project.deliverables} />
      </section>
      <section className={styles.section} aria-labelledby="project-milestones">
        <h2 id="project-milestones" className={`${kitStyles.sectionTitle} ${kitStyles.titleGap}`}>
          {t('projects.detail.milestones')}
        </h2>
        <MilestoneList milestones={project.milestones} />
      </section>
    </>
  );
}
