import { Badge, type TeamMember, type TeamSortColumn, useFormat } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { ListTable, SkeletonRows, SortHeader } from '../../common/ListTable';
import styles from '../../common/RecordList.module.css';
import { NAMESPACE } from '../../i18n';
import type { TeamFilters } from './team-filters';

type TeamTableProps = {
  members: readonly TeamMember[];
  filters: TeamFilters;
  isLoading: boolean;
  onSort: (column: TeamSortColumn) => void;
  onOpen: (id: string) => void;
};

export function TeamTable({ members, filters, isLoading, onSort, onOpen }: TeamTableProps) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const sortProps = { sort: filters.sort, order: filters.order, onSort };

  return (
    <ListTable
      caption={t('team.table.caption')}
      isBusy={isLoading}
      columns={
        <>
          <SortHeader column="name" {...sortProps}>
            {t('team.columns.name')}
          </SortHeader>
          <th scope="col">{t('team.columns.role')}</th>
          <th scope="col">{t('team.columns.email')}</th>
          <th scope="col" className={styles.numeric}>
            {t('team.columns.rate')}
          </th>
          <th scope="col">{t('team.columns.active')}</th>
          <th scope="col" className={styles.numeric}>
            {t('team.columns.projects')}
          </th>
          <th scope="col">{t('team.columns.account')}</th>
          <SortHeader column="created_at" {...sortProps}>
            {t('team.columns.created')}
          </SortHeader>
        </>
      }
    >
      {isLoading ? (
        <SkeletonRows columns={8} />
      ) : (
        members.map((member) => (
          <tr key={member.id}>
            <th scope="row" className={styles.rowHeader}>
              <button type="button" className={styles.openButton} onClick={() => onOpen(member.id)}>
                {member.name}
              </button>
            </th>
            <td>{member.role_title ?? '—'}</td>
            <td>
              <a href={`mailto:${member.email}`}>{member.email}</a>
            </td>
            <td className={styles.numeric}>
              {member.hourly_rate_cents === null
                ? '—'
                : t('team.perHour', {
                    amount: format.money(member.hourly_rate_cents, member.currency || 'USD'),
                  })}
            </td>
            <td>
              <Badge tone={member.is_active ? 'success' : 'neutral'}>
                {member.is_active ? t('team.active') : t('team.inactive')}
              </Badge>
            </td>
            <td className={styles.numeric}>{format.number(member.project_count)}</td>
            <td>{member.has_account ? t('team.hasAccount') : t('team.noAccount')}</td>
            <td className={styles.nowrap}>
              <time dateTime={member.created_at}>{format.day(member.created_at)}</time>
            </td>
          </tr>
        ))
      )}
    </ListTable>
  );
}
