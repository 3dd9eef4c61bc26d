import type { Project, ProjectSortColumn } from '@atelier/shared';
import { useFormat } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ListTable, RowHeader, SkeletonRows, sortHeaders } from '../../common/ListTable';
import styles from '../../common/RecordList.module.css';
import { ProjectCells } from '../../common/RecordTables';
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
  const header = sortHeaders({ sort: filters.sort, order: filters.order, onSort });

  return (
    <ListTable
      caption={t('projects.table.caption')}
      isBusy={isLoading}
      columns={
        <>
          {header('name', t('projects.columns.name'))}
          <th scope="col">{t('projects.columns.client')}</th>
          {header('status', t('projects.columns.status'))}
          {header('due_date', t('projects.columns.due'))}
          <th scope="col">{t('projects.columns.progress')}</th>
          <th scope="col" className={styles.numeric}>
            {t('projects.columns.budget')}
          </th>
          {header('created_at', t('projects.columns.created'))}
        </>
      }
    >
      {isLoading ? (
        <SkeletonRows columns={7} />
      ) : (
        projects.map((project) => (
          <tr key={project.id}>
            <RowHeader to={`/admin/projects/${project.id}`}>{project.name}</RowHeader>
            <td>
              <Link to={`/admin/clients/${project.client_id}`}>{project.clients.name}</Link>
              {project.clients.company ? (
                <span className={styles.sub}>{project.clients.company}</span>
              ) : null}
            </td>
            <ProjectCells project={project} />
            <td className={styles.nowrap}>
              <time dateTime={project.created_at}>{format.day(project.created_at)}</time>
            </td>
          </tr>
        ))
      )}
    </ListTable>
  );
}
