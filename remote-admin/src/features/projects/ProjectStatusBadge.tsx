import { Badge, type BadgeTone, type ProjectStatus } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';

const TONE: Record<ProjectStatus, BadgeTone> = {
  planning: 'neutral',
  in_progress: 'primary',
  review: 'info',
  completed: 'success',
  on_hold: 'warning',
  cancelled: 'danger',
};

export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  const { t } = useTranslation(NAMESPACE);
  return <Badge tone={TONE[status]}>{t(`projects.statuses.${status}`)}</Badge>;
}
