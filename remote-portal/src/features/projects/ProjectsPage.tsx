import { PageHeader, useDocumentTitle } from '@atelier/shared';
import { usePortalProjects } from '@atelier/shared/data/portal';
import { kitStyles } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { ListBody } from '../common/ListBody';
import { ProjectCard } from './ProjectCard';

/** `/client-portal/projects`: every project of the client, newest first. */
export default function ProjectsPage() {
  const { t } = useTranslation(NAMESPACE);
  useDocumentTitle(t('projects.documentTitle'));
  const list = usePortalProjects();
  const projects = list.data?.projects;

  return (
    <>
      <PageHeader title={t('projects.title')} description={t('projects.description')} />
      <ListBody list="projects" query={list} items={projects}>
        {(rows) => (
          <ul className={kitStyles.cardGrid} aria-label={t('projects.title')}>
            {rows.map((project) => (
              <ProjectCard key={project.id} project={project} />
            ))}
          </ul>
        )}
      </ListBody>
    </>
  );
}
