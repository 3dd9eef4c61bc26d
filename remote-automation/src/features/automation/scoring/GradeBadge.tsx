import { Badge, type BadgeTone, type LeadGrade } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';

export const GRADE_TONE: Record<LeadGrade, BadgeTone> = {
  A: 'success',
  B: 'info',
  C: 'warning',
  D: 'danger',
};

/** The grade as a coloured badge; its name ("Grade A") is spoken, not only seen. */
export function GradeBadge({ grade }: { grade: LeadGrade }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <span title={t('scoring.gradeTitle', { grade })}>
      <Badge tone={GRADE_TONE[grade]}>{t('scoring.gradeBadge', { grade })}</Badge>
    </span>
  );
}
