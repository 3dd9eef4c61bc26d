import { useFormat } from '@atelier/shared';
import type { PortalMilestone } from '@atelier/shared/contract';
import { kitStyles } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import styles from './Projects.module.css';

/** The project's milestones in the agency's order: title, due date, done or to do. */
export function MilestoneList({ milestones }: { milestones: readonly PortalMilestone[] }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  if (milestones.length === 0)
    return <p className={kitStyles.note}>{t('projects.detail.noMilestones')}</p>;
  return (
    <ul className={kitStyles.rowList}>
      {milestones.map((milestone) => (
        <li
          key={milestone.id}
          className={`${kitStyles.spread} ${kitStyles.alignBaseline} ${styles.milestone}`}
        >
          <span className={milestone.is_done ? styles.done : undefined}>{milestone.name}</span>
          <span className={kitStyles.note}>
            {[
              milestone.due_date
                ? t('projects.dueOn', { date: format.day(milestone.due_date) })
                : null,
              milestone.is_done
                ? t('projects.detail.milestoneDone')
                : t('projects.detail.milestoneOpen'),
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </li>
      ))}
    </ul>
  );
}
