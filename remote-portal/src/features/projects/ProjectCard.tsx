import { Badge, useFormat } from '@atelier/shared';
import type { PortalProjectSummary } from '@atelier/shared/contract';
import { kitStyles, ProgressBar } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NAMESPACE } from '../../i18n';
import styles from './Projects.module.css';
import { progressText, projectStatusTone } from './project-view';

/** One project in the list: where it stands and whether it waits for the client. */
export function ProjectCard({ project }: { project: PortalProjectSummary }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const next = project.next_milestone;
  return (
    <li className={styles.card}>
      <div className={`${kitStyles.spread} ${kitStyles.alignBaseline}`}>
        <h2 className={styles.cardTitle}>
          <Link to={`/client-portal/projects/${project.id}`}>{project.name}</Link>
        </h2>
        <Badge tone={projectStatusTone[project.status]}>
          {t(`projects.statuses.${project.status}`)}
        </Badge>
      </div>
      <ProgressBar
        value={project.progress}
        label={t('projects.progressLabel', { name: project.name })}
        valueText={(percent) => progressText(percent, format)}
        size="roomy"
      />
      <p className={kitStyles.note}>
        {next
          ? `${t('projects.nextMilestone', { name: next.name })}${
              next.due_date ? ` (${t('projects.dueOn', { date: format.day(next.due_date) })})` : ''
            }`
          : t('projects.noNextMilestone')}
      </p>
      {project.deliverables_awaiting > 0 ? (
        <p className={styles.awaiting}>
          {t('projects.awaiting', { count: project.deliverables_awaiting })}
        </p>
      ) : null}
    </li>
  );
}
