import type { Lead, LeadStatus } from '@atelier/shared';
import { LEAD_STATUSES, useFormat } from '@atelier/shared';
import type { PipelineColumns } from '@atelier/shared/data/leads';
import { kitStyles } from '@atelier/shared/kit';
import { type DragEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { GradeBadge } from './LeadBadges';
import styles from './LeadPipeline.module.css';

/** The drag payload's own type, so a column ignores text or files dragged over it. */
const LEAD_DRAG_TYPE = 'application/x-atelier-lead';

type LeadPipelineProps = {
  columns: PipelineColumns | undefined;
  onMove: (lead: Lead, to: LeadStatus) => void;
  onOpen: (id: string) => void;
};

function PipelineCard({
  lead,
  onMove,
  onOpen,
}: { lead: Lead } & Omit<LeadPipelineProps, 'columns'>) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const moveId = useId();
  return (
    <li
      className={styles.card}
      draggable
      data-lead-id={lead.id}
      onDragStart={(event) => {
        event.dataTransfer.setData(LEAD_DRAG_TYPE, lead.id);
        event.dataTransfer.setData('text/plain', lead.name);
        event.dataTransfer.effectAllowed = 'move';
      }}
    >
      <div className={styles.cardHead}>
        <button type="button" className={styles.name} onClick={() => onOpen(lead.id)}>
          {lead.name}
        </button>
        <GradeBadge grade={lead.grade} score={lead.score} />
      </div>
      {lead.company ? <p className={kitStyles.note}>{lead.company}</p> : null}
      <p className={kitStyles.note}>
        {lead.budget === null
          ? t('leads.pipeline.noBudget')
          : format.wholeMoney(lead.budget * 100, 'USD')}
        {lead.project_type ? ` · ${t(`leads.projectTypes.${lead.project_type}`)}` : ''}
      </p>
      {/* The keyboard and screen-reader way to do what dragging does. */}
      <label className="at-visually-hidden" htmlFor={moveId}>
        {t('leads.pipeline.moveLabel', { name: lead.name })}
      </label>
      <select
        id={moveId}
        className={styles.move}
        value={lead.status}
        onChange={(event) => onMove(lead, event.target.value as LeadStatus)}
      >
        {LEAD_STATUSES.map((status) => (
          <option key={status} value={status}>
            {status === lead.status
              ? t('leads.pipeline.moveCurrent', { status: t(`leads.statuses.${status}`) })
              : t('leads.pipeline.moveTo', { status: t(`leads.statuses.${status}`) })}
          </option>
        ))}
      </select>
    </li>
  );
}

function PipelineColumn({
  status,
  leads,
  total,
  onMove,
  onOpen,
  findLead,
}: {
  status: LeadStatus;
  leads: Lead[];
  total: number;
  findLead: (id: string) => Lead | undefined;
} & Omit<LeadPipelineProps, 'columns'>) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = useId();
  const [isOver, setIsOver] = useState(false);
  const accepts = (event: DragEvent) => event.dataTransfer.types.includes(LEAD_DRAG_TYPE);

  return (
    <section
      aria-labelledby={headingId}
      className={styles.column}
      data-status={status}
      data-drop-target={isOver}
      onDragOver={(event) => {
        if (!accepts(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setIsOver(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsOver(false);
      }}
      onDrop={(event) => {
        setIsOver(false);
        const lead = findLead(event.dataTransfer.getData(LEAD_DRAG_TYPE));
        if (!lead) return;
        event.preventDefault();
        onMove(lead, status);
      }}
    >
      <header className={styles.columnHead}>
        <h3 id={headingId} className={kitStyles.cardTitle}>
          {t(`leads.statuses.${status}`)}
        </h3>
        <span className={styles.total}>{t('leads.pipeline.count', { count: total })}</span>
      </header>
      {leads.length === 0 ? (
        <p className={styles.empty}>{t('leads.pipeline.emptyColumn')}</p>
      ) : (
        <ul className={kitStyles.plainList}>
          {leads.map((lead) => (
            <PipelineCard key={lead.id} lead={lead} onMove={onMove} onOpen={onOpen} />
          ))}
        </ul>
      )}
      {total > leads.length ? (
        <p className={kitStyles.note}>
          {t('leads.pipeline.more', { count: total - leads.length })}
        </p>
      ) : null}
    </section>
  );
}

/** Leads by status, new → lost: drag a card to another column, or use its "Move to" list. */
export function LeadPipeline({ columns, onMove, onOpen }: LeadPipelineProps) {
  const { t } = useTranslation(NAMESPACE);
  if (!columns) {
    return (
      <div className={styles.board} aria-busy="true">
        {LEAD_STATUSES.map((status) => (
          <div key={status} className={styles.column} aria-hidden="true">
            <span className={styles.skeletonTitle} />
            <span className={styles.skeletonCard} />
            <span className={styles.skeletonCard} />
          </div>
        ))}
      </div>
    );
  }
  const findLead = (id: string) =>
    LEAD_STATUSES.flatMap((status) => columns[status].leads).find((lead) => lead.id === id);
  return (
    <section className={styles.board} aria-label={t('leads.pipeline.label')}>
      {LEAD_STATUSES.map((status) => (
        <PipelineColumn
          key={status}
          status={status}
          leads={columns[status].leads}
          total={columns[status].total}
          findLead={findLead}
          onMove={onMove}
          onOpen={onOpen}
        />
      ))}
    </section>
  );
}
