import type { Project } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { useRecordFormat } from '../../common/use-record-format';
import { NAMESPACE } from '../../i18n';
import styles from './ProjectDetail.module.css';

type MilestoneChecklistProps = {
  project: Project;
  /** Milestones whose change is on its way to the server. */
  pending: ReadonlySet<string>;
  onToggle: (milestoneId: string, isDone: boolean) => void;
};

/** The project's milestones in order, each ticked off as it is done. */
export function MilestoneChecklist({ project, pending, onToggle }: MilestoneChecklistProps) {
  const { t } = useTranslation(NAMESPACE);
  const format = useRecordFormat();
  const milestones = [...project.milestones].sort((a, b) => a.position - b.position);
  if (milestones.length === 0)
    return <p className={styles.meta}>{t('projects.detail.noMilestones')}</p>;
  return (
    <ul className={styles.checklist}>
      {milestones.map((milestone) => (
        <li key={milestone.id}>
          <label className={styles.milestone}>
            <input
              type="checkbox"
              checked={milestone.is_done}
              disabled={pending.has(milestone.id)}
              onChange={(event) => onToggle(milestone.id, event.target.checked)}
            />
            <span>
              <span className={milestone.is_done ? styles.done : undefined}>{milestone.name}</span>
              <span className={styles.meta}>
                {[
                  t('projects.detail.share', { percent: milestone.percentage }),
                  milestone.due_date
                    ? t('projects.detail.dueOn', { date: format.day(milestone.due_date) })
                    : null,
                  milestone.completed_at
                    ? t('projects.detail.doneOn', { date: format.moment(milestone.completed_at) })
                    : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </span>
          </label>
        </li>
      ))}
    </ul>
  );
}
