import type { Project, ProjectSortColumn } from '@atelier/shared';
import { ProgressBar, useFormat } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ListTable, SkeletonRows, SortHeader } from '../../common/ListTable';
import styles from '../../common/RecordList.module.css';
import { ProjectStatusBadge } from '../../common/StatusBadges';
import { NAMESPACE } from '../../i18n';
import type { ProjectFilters } from './project-filters';

type ProjectTableProps = {
  projects: readonly Project[];
  filters: ProjectFilters;
  isLoading: boolean;
  onSort: (column: ProjectSortColumn) => void;
};

export function ProjectTable({ projects, filters, isLoading, onSort }: ProjectTableProps) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const sortProps = { sort: filters.sort, order: filters.order, onSort };

  return (
    <ListTable
      caption={t('projects.table.caption')}
      isBusy={isLoading}
      columns={
        <>
          <SortHeader column="name" {...sortProps}>
            {t('projects.columns.name')}
          </SortHeader>
          <th scope="col">{t('projects.columns.client')}</th>
          <SortHeader column="status" {...sortProps}>
            {t('projects.columns.status')}
          </SortHeader>
          <SortHeader column="due_date" {...sortProps}>
            {t('projects.columns.due')}
          </SortHeader>
          <th scope="col">{t('projects.columns.progress')}</th>
          <th scope="col" className={styles.numeric}>
            {t('projects.columns.budget')}
          </th>
          <SortHeader column="created_at" {...sortProps}>
            {t('projects.columns.created')}
          </SortHeader>
        </>
      }
    >
      {isLoading ? (
        <SkeletonRows columns={7} />
      ) : (
        projects.map((project) => (
          <tr key={project.id}>
            <th scope="row" className={styles.rowHeader}>
              <Link className={styles.link} to={`/admin/projects/${project.id}`}>
                {project.name}
              </Link>
            </th>
            <td>
              <Link to={`/admin/clients/${project.client_id}`}>{project.clients.name}</Link>
              {project.clients.company ? (
                <span className={styles.sub}>{project.clients.company}</span>
              ) : null}
            </td>
            <td>
              <ProjectStatusBadge status={project.status} />
            </td>
            <td className={styles.nowrap}>
              {project.due_date ? format.day(project.due_date) : '—'}
            </td>
            <td>
              <ProgressBar
                value={project.progress}
                label={t('projects.progressOf', { name: project.name })}
                valueText={(percent) => t('projects.progressValue', { percent })}
              />
            </td>
            <td className={styles.numeric}>
              {project.budget_cents === null
                ? '—'
                : format.money(project.budget_cents, project.currency)}
            </td>
            <td className={styles.nowrap}>
              <time dateTime={project.created_at}>{format.day(project.created_at)}</time>
            </td>
          </tr>
        ))
      )}
    </ListTable>
  );
}
