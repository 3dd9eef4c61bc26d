import { EmptyState, ErrorPanel, PageHeader, Spinner, useDocumentTitle } from '@atelier/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { ProjectCard } from './ProjectCard';
import styles from './Projects.module.css';
import { portalFailureMessage } from './portal-failure';
import { usePortalProjects } from './use-portal-projects';

/** `/client-portal/projects`: every project of the client, newest first. */
export default function ProjectsPage() {
  const { t } = useTranslation(NAMESPACE);
  useDocumentTitle(t('projects.documentTitle'));
  const list = usePortalProjects();
  const projects = list.data?.projects;

  let body: ReactNode;
  if (list.failure && !projects) {
    body = (
      <ErrorPanel
        title={t('projects.failedTitle')}
        message={portalFailureMessage(t, list.failure)}
        retryLabel={t('errors.retry')}
        onRetry={list.refetch}
      />
    );
  } else if (!projects) {
    body = <Spinner label={t('projects.loading')} />;
  } else if (projects.length === 0) {
    body = (
      <EmptyState title={t('projects.empty.title')} description={t('projects.empty.description')} />
    );
  } else {
    body = (
      <ul className={styles.cards} aria-label={t('projects.title')}>
        {projects.map((project) => (
          <ProjectCard key={project.id} project={project} />
        ))}
      </ul>
    );
  }

  return (
    <>
      <PageHeader title={t('projects.title')} description={t('projects.description')} />
      {body}
    </>
  );
}
