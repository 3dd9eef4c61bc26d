import { PageHeader, useDocumentTitle } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { ListBody } from '../common/ListBody';
import { ProjectCard } from './ProjectCard';
import styles from './Projects.module.css';
import { usePortalProjects } from './use-portal-projects';

/** `/client-portal/projects`: every project of the client, newest first. */
export default function ProjectsPage() {
  const { t } = useTranslation(NAMESPACE);
  useDocumentTitle(t('projects.documentTitle'));
  const list = usePortalProjects();
  const projects = list.data?.projects;

  return (
    <>
      <PageHeader title={t('projects.title')} description={t('projects.description')} />
      <ListBody
        items={projects}
        failure={list.failure}
        onRetry={list.refetch}
        failedTitle={t('projects.failedTitle')}
        retryLabel={t('errors.retry')}
        empty={{ title: t('projects.empty.title'), description: t('projects.empty.description') }}
        loadingLabel={t('projects.loading')}
      >
        {(rows) => (
          <ul className={styles.cards} aria-label={t('projects.title')}>
            {rows.map((project) => (
              <ProjectCard key={project.id} project={project} />
            ))}
          </ul>
        )}
      </ListBody>
    </>
  );
}
