import { Badge, type BadgeTone, type LeadGrade, type LeadStatus } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';

const STATUS_TONE: Record<LeadStatus, BadgeTone> = {
  new: 'primary',
  contacted: 'info',
  qualified: 'warning',
  proposal: 'neutral',
  converted: 'success',
  lost: 'danger',
};

const GRADE_TONE: Record<LeadGrade, BadgeTone> = {
  A: 'success',
  B: 'info',
  C: 'warning',
  D: 'danger',
};

export function StatusBadge({ status }: { status: LeadStatus }) {
  const { t } = useTranslation(NAMESPACE);
  return <Badge tone={STATUS_TONE[status]}>{t(`leads.statuses.${status}`)}</Badge>;
}

/** "B · 72": the grade first, since it is what the agency sorts its day by. */
export function GradeBadge({ grade, score }: { grade: LeadGrade; score: number }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <span title={t('leads.gradeTitle', { grade, score })}>
      <Badge tone={GRADE_TONE[grade]}>{t('leads.gradeBadge', { grade, score })}</Badge>
    </span>
  );
}
