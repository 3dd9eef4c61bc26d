import { Button, EmptyState, ErrorPanel, PageHeader, useDocumentTitle } from '@atelier/shared';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Pagination } from '../../common/Pagination';
import { NAMESPACE } from '../../i18n';
import { failureMessage } from '../clients/record-errors';
import { useUrlFilters } from '../clients/use-url-filters';
import { ProjectFilters } from './ProjectFilters';
import { ProjectFormDialog } from './ProjectFormDialog';
import { ProjectTable } from './ProjectTable';
import {
  changeProjectFilters,
  clearProjectFilters,
  type ProjectFilters as Filters,
  hasProjectFilters,
  parseProjectFilters,
  projectFiltersToParams,
  sortProjectsBy,
} from './project-filters';
import { useProjectList } from './use-projects';

export default function ProjectsPage() {
  const { t } = useTranslation(NAMESPACE);
  const title = t('projects.title');
  useDocumentTitle(t('documentTitle', { page: title }));
  const navigate = useNavigate();
  const { filters, update } = useUrlFilters(parseProjectFilters, projectFiltersToParams);
  const change = useCallback(
    (next: Partial<Filters>) => update((current) => changeProjectFilters(current, next)),
    [update],
  );
  const list = useProjectList(filters);
  const [isCreating, setIsCreating] = useState(false);
  const newProject = () => setIsCreating(true);
  const clear = () => update(clearProjectFilters);

  function content() {
    if (list.failure) {
      return (
        <ErrorPanel
          title={t('projects.failedTitle')}
          message={failureMessage(t, 'projects', list.failure)}
          retryLabel={t('projects.retry')}
          onRetry={list.refetch}
        />
      );
    }
    if (list.data?.total === 0) {
      return hasProjectFilters(filters) ? (
        <EmptyState
          title={t('projects.noMatch.title')}
          description={t('projects.noMatch.description')}
          action={
            <Button variant="secondary" onClick={clear}>
              {t('projects.filters.clear')}
            </Button>
          }
        />
      ) : (
        <EmptyState
          title={t('projects.empty.title')}
          description={t('projects.empty.description')}
          action={<Button onClick={newProject}>{t('projects.new')}</Button>}
        />
      );
    }
    return (
      <>
        <ProjectTable
          projects={list.data?.projects ?? []}
          filters={filters}
          isLoading={list.isLoading}
          onSort={(column) => update((current) => sortProjectsBy(current, column))}
        />
        {list.data ? (
          <Pagination
            label={t('projects.pagination')}
            page={filters.page}
            pageSize={filters.pageSize}
            total={list.data.total}
            onPage={(page) => change({ page })}
            onPageSize={(pageSize) => change({ pageSize })}
          />
        ) : null}
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={title}
        description={t('projects.description')}
        actions={<Button onClick={newProject}>{t('projects.new')}</Button>}
      />
      <ProjectFilters filters={filters} onChange={change} onUpdate={update} onClear={clear} />
      {content()}
      <ProjectFormDialog
        isOpen={isCreating}
        onClose={() => setIsCreating(false)}
        onSaved={(project) => void navigate(`/admin/projects/${project.id}`)}
      />
    </>
  );
}
