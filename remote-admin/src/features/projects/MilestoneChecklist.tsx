import type { Project } from '@atelier/shared';
import { FailureLine, useFormat } from '@atelier/shared';
import { kitStyles } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import styles from './ProjectDetail.module.css';

type MilestoneChecklistProps = {
  project: Project;
  /** Milestones whose change is on its way to the server. */
  pending: ReadonlyMap<string, boolean>;
  /** Why the server refused a milestone's last change, by milestone id. */
  errors?: ReadonlyMap<string, string>;
  onToggle: (milestoneId: string, isDone: boolean) => void;
};

/**
 * The project's milestones in order, each ticked off as it is done. A milestone being saved
 * says so (its box waits for the answer); one the server refused says why, under it.
 */
export function MilestoneChecklist({
  project,
  pending,
  errors = new Map(),
  onToggle,
}: MilestoneChecklistProps) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const milestones = [...project.milestones].sort((a, b) => a.position - b.position);
  if (milestones.length === 0)
    return <p className={kitStyles.detail}>{t('projects.detail.noMilestones')}</p>;
  return (
    <ul className={kitStyles.plainList}>
      {milestones.map((milestone) => (
        <li key={milestone.id}>
          <label className={styles.milestone}>
            <input
              type="checkbox"
              checked={milestone.is_done}
              disabled={pending.has(milestone.id)}
              aria-invalid={errors.has(milestone.id) || undefined}
              aria-errormessage={errors.has(milestone.id) ? `${milestone.id}-error` : undefined}
              onChange={(event) => onToggle(milestone.id, event.target.checked)}
            />
            <span>
              <span className={milestone.is_done ? styles.done : undefined}>{milestone.name}</span>
              <span className={kitStyles.detail}>
                {[
                  t('projects.detail.share', { percent: milestone.percentage }),
                  milestone.due_date
                    ? t('projects.detail.dueOn', { date: format.day(milestone.due_date) })
                    : null,
                  milestone.completed_at
                    ? t('projects.detail.doneOn', { date: format.moment(milestone.completed_at) })
                    : null,
                  pending.has(milestone.id) ? t('projects.detail.milestoneSaving') : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </span>
          </label>
          <FailureLine id={`${milestone.id}-error`} className={styles.milestoneError}>
            {errors.get(milestone.id)}
          </FailureLine>
        </li>
      ))}
    </ul>
  );
}
