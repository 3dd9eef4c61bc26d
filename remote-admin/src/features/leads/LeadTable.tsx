import { type Lead, useFormat } from '@atelier/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ListTable, SortHeader } from '../../common/ListTable';
import list from '../../common/RecordList.module.css';
import { NAMESPACE } from '../../i18n';
import { GradeBadge, StatusBadge } from './LeadBadges';
import styles from './LeadTable.module.css';
import type { LeadFilters, SortableColumn } from './lead-filters';

type LeadTableProps = {
  leads: readonly Lead[];
  filters: LeadFilters;
  selected: ReadonlySet<string>;
  isLoading: boolean;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
  onSort: (column: SortableColumn) => void;
  onOpen: (id: string) => void;
};

const SKELETON_ROWS = 6;
const COLUMN_COUNT = 9;

function SelectAll({
  leads,
  selected,
  onToggleAll,
}: Pick<LeadTableProps, 'leads' | 'selected' | 'onToggleAll'>) {
  const { t } = useTranslation(NAMESPACE);
  const ref = useRef<HTMLInputElement>(null);
  const count = leads.filter((lead) => selected.has(lead.id)).length;
  const isAll = leads.length > 0 && count === leads.length;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = count > 0 && !isAll;
  }, [count, isAll]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className={styles.check}
      checked={isAll}
      disabled={leads.length === 0}
      onChange={onToggleAll}
      aria-label={t('leads.table.selectPage')}
    />
  );
}

export function LeadTable(props: LeadTableProps) {
  const { leads, filters, selected, isLoading, onToggle, onSort, onOpen } = props;
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const sorting = { sort: filters.sort, order: filters.order, onSort };

  return (
    <ListTable
      caption={t('leads.table.caption')}
      isBusy={isLoading}
      tableClassName={styles.table}
      columns={
        <>
          <th scope="col" className={styles.checkCell}>
            <SelectAll {...props} />
          </th>
          <SortHeader column="name" {...sorting}>
            {t('leads.columns.name')}
          </SortHeader>
          <th scope="col">{t('leads.columns.email')}</th>
          <th scope="col">{t('leads.columns.status')}</th>
          <SortHeader column="score" {...sorting}>
            {t('leads.columns.grade')}
          </SortHeader>
          <th scope="col">{t('leads.columns.source')}</th>
          <th scope="col">{t('leads.columns.projectType')}</th>
          <SortHeader column="budget" isNumeric {...sorting}>
            {t('leads.columns.budget')}
          </SortHeader>
          <SortHeader column="created_at" {...sorting}>
            {t('leads.columns.created')}
          </SortHeader>
        </>
      }
    >
      {isLoading
        ? Array.from({ length: SKELETON_ROWS }, (_, row) => (
            <tr key={row}>
              {Array.from({ length: COLUMN_COUNT }, (_, cell) => (
                <td key={cell}>
                  <span className={styles.skeleton} />
                </td>
              ))}
            </tr>
          ))
        : leads.map((lead) => (
            <tr key={lead.id} data-selected={selected.has(lead.id)}>
              <td className={styles.checkCell}>
                <input
                  type="checkbox"
                  className={styles.check}
                  checked={selected.has(lead.id)}
                  onChange={() => onToggle(lead.id)}
                  aria-label={t('leads.table.select', { name: lead.name })}
                />
              </td>
              <th scope="row" className={styles.nameCell}>
                <button type="button" className={list.openButton} onClick={() => onOpen(lead.id)}>
                  {lead.name}
                </button>
                {lead.company ? <span className={list.sub}>{lead.company}</span> : null}
              </th>
              <td>
                <a href={`mailto:${lead.email}`} className={styles.email}>
                  {lead.email}
                </a>
              </td>
              <td>
                <StatusBadge status={lead.status} />
              </td>
              <td>
                <GradeBadge grade={lead.grade} score={lead.score} />
              </td>
              <td>{t(`leads.sources.${lead.source}`)}</td>
              <td>{lead.project_type ? t(`leads.projectTypes.${lead.project_type}`) : '—'}</td>
              <td className={styles.numeric}>
                {lead.budget === null ? '—' : format.wholeMoney(lead.budget * 100, 'USD')}
              </td>
              <td className={list.nowrap}>
                <time dateTime={lead.created_at}>{format.localDay(lead.created_at)}</time>
              </td>
            </tr>
          ))}
    </ListTable>
  );
}
