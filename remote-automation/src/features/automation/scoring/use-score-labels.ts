import type { ScoreCriterion } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';

/**
 * A score breakdown in the admin's language: the seeded criteria and conditions answer ids
 * (`name_key`, `matched_keys`) worded by `scoring.scoreLabels.*`; an admin's own wording is
 * shown as written.
 */
export function useScoreLabels() {
  const { t } = useTranslation(NAMESPACE);
  return {
    name: (entry: ScoreCriterion): string =>
      entry.name_key ? t(`scoring.scoreLabels.criteria.${entry.name_key}`) : entry.name,
    matched: (entry: ScoreCriterion): string[] =>
      entry.matched.map((label, index) => {
        const id = entry.matched_keys?.[index];
        return id ? t(`scoring.scoreLabels.conditions.${id}`) : label;
      }),
  };
}
