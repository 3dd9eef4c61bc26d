import { type ScoredLead, useFormat } from '@atelier/shared';
import { ScrollRegion } from '@atelier/shared/kit';
import { Fragment, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NAMESPACE } from '../../../../i18n';
import { GradeBadge } from '../GradeBadge';
import { ScoreBreakdown } from './ScoreBreakdown';
import styles from './ScoredLeads.module.css';
import type { ScoredLeadsState, SORTABLE_COLUMNS } from './scored-leads-url';

type SortableColumn = (typeof SORTABLE_COLUMNS)[number];

type ScoredLeadsTableProps = {
  leads: readonly ScoredLead[];
  sort: Pick<ScoredLeadsState, 'sort' | 'order'>;
  onSort: (column: SortableColumn) => void;
};

const COLUMN_COUNT = 10;

/** A column header that sorts: a button inside the header, `aria-sort` on the header itself. */
function SortHeader({
  column,
  sort,
  onSort,
  isNumeric,
  children,
}: {
  column: SortableColumn;
  sort: ScoredLeadsTableProps['sort'];
  onSort: (column: SortableColumn) => void;
  isNumeric?: boolean;
  children: ReactNode;
}) {
  const isSorted = sort.sort === column;
  const direction = sort.order === 'asc' ? 'ascending' : 'descending';
  return (
    <th
      scope="col"
      aria-sort={isSorted ? direction : 'none'}
      className={isNumeric ? styles.numeric : undefined}
    >
      <button type="button" className={styles.sortButton} onClick={() => onSort(column)}>
        {children}
        <span aria-hidden="true">{isSorted ? (sort.order === 'asc' ? '▲' : '▼') : '↕'}</span>
      </button>
    </th>
  );
}

/** The scored leads, each row opening its per-criterion breakdown below it. */
export function ScoredLeadsTable({ leads, sort, onSort }: ScoredLeadsTableProps) {
  const captionId = useId();
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpenIds((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const header = { sort, onSort };

  return (
    <ScrollRegion className={styles.scroller} labelledBy={captionId}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {t('scoring.scored.caption')}
        </caption>
        <thead>
          <tr>
            <SortHeader column="score" {...header}>
              {t('scoring.scored.score')}
            </SortHeader>
            <SortHeader column="name" {...header}>
              {t('scoring.scored.name')}
            </SortHeader>
            <th scope="col">{t('scoring.scored.source')}</th>
            <SortHeader column="last_activity" {...header}>
              {t('scoring.scored.lastActivity')}
            </SortHeader>
            <th scope="col">{t('scoring.scored.projectType')}</th>
            <SortHeader column="budget" isNumeric {...header}>
              {t('scoring.scored.budget')}
            </SortHeader>
            <th scope="col">{t('scoring.scored.timeline')}</th>
            <th scope="col" className={styles.numeric}>
              {t('scoring.scored.engagement')}
            </th>
            <th scope="col">{t('scoring.scored.status')}</th>
            <th scope="col">
              <span className="at-visually-hidden">{t('scoring.scored.detailsColumn')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => {
            const isOpen = openIds.has(lead.id);
            const detailsId = `scored-lead-${lead.id}`;
            return (
              <Fragment key={lead.id}>
                <tr>
                  <td>
                    <span className={styles.score}>
                      {lead.score}
                      <GradeBadge grade={lead.grade} />
                    </span>
                  </td>
                  <td>
                    <Link to={`/admin/leads?lead=${encodeURIComponent(lead.id)}`}>{lead.name}</Link>
                    {lead.company ? <div className={styles.muted}>{lead.company}</div> : null}
                  </td>
                  <td>{t(`scoring.sources.${lead.source}`)}</td>
                  <td>{format.localDay(lead.last_activity)}</td>
                  <td>
                    {lead.project_type ? t(`scoring.projectTypes.${lead.project_type}`) : '—'}
                  </td>
                  <td className={styles.numeric}>
                    {lead.budget === null ? '—' : format.wholeMoney(lead.budget * 100, 'USD')}
                  </td>
                  <td>{lead.timeline ? t(`scoring.timelines.${lead.timeline}`) : '—'}</td>
                  <td className={styles.numeric}>{lead.engagement}</td>
                  <td>{t(`scoring.statuses.${lead.status}`)}</td>
                  <td>
                    <button
                      type="button"
                      className={styles.expand}
                      aria-expanded={isOpen}
                      aria-controls={isOpen ? detailsId : undefined}
                      aria-label={t('scoring.scored.breakdownFor', { name: lead.name })}
                      onClick={() => toggle(lead.id)}
                    >
                      {t('scoring.scored.breakdownToggle')}
                    </button>
                  </td>
                </tr>
                {isOpen ? (
                  <tr className={styles.details} id={detailsId}>
                    <td colSpan={COLUMN_COUNT}>
                      <ScoreBreakdown lead={lead} />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
