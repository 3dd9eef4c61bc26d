import { Button, PageHeader, useDocumentTitle } from '@atelier/shared';
import { useProjectList } from '@atelier/shared/data/projects';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { KeyedListView } from '../../common/ListView';
import { useListPage } from '../../common/RecordListPage';
import { NAMESPACE } from '../../i18n';
import { ProjectFilters } from './ProjectFilters';
import { ProjectFormDialog } from './ProjectFormDialog';
import { ProjectTable } from './ProjectTable';
import {
  type ProjectFilters as Filters,
  projectFilters,
  toProjectListQuery,
} from './project-filters';

/** The list of the URL's filters, as the projects function reads them. */
const useProjectPage = (filters: Filters) => useProjectList(toProjectListQuery(filters));

export default function ProjectsPage() {
  const { t } = useTranslation(NAMESPACE);
  const title = t('projects.title');
  useDocumentTitle(t('documentTitle', { page: title }));
  const navigate = useNavigate();
  const page = useListPage(projectFilters, useProjectPage);
  const { filters, update, change, sortBy, clear, list } = page;
  const [isCreating, setIsCreating] = useState(false);
  const newProject = () => setIsCreating(true);

  return (
    <>
      <PageHeader
        title={title}
        description={t('projects.description')}
        actions={<Button onClick={newProject}>{t('projects.new')}</Button>}
      />
      <ProjectFilters filters={filters} onChange={change} onUpdate={update} onClear={clear} />
      <KeyedListView
        keys="projects"
        page={page}
        emptyAction={<Button onClick={newProject}>{t('projects.new')}</Button>}
      >
        <ProjectTable
          projects={list.data?.projects ?? []}
          filters={filters}
          isLoading={list.isLoading}
          onSort={sortBy}
        />
      </KeyedListView>
      <ProjectFormDialog
        isOpen={isCreating}
        onClose={() => setIsCreating(false)}
        onSaved={(project) => void navigate(`/admin/projects/${project.id}`)}
      />
    </>
  );
}
