import type { ScoreCriterion } from '@atelier/shared';
import { conditionLabelKey, criterionNameKey } from '@atelier/shared/records';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';

/**
 * Scoring words in the admin's language: the seeded criteria and conditions have ids
 * (`name_key`, `matched_keys` in a breakdown; `criterionNameKey`/`conditionLabelKey` for the
 * criteria list) worded by `scoring.scoreLabels.*`; an admin's own wording is shown as written.
 */
export function useScoreLabels() {
  const { t } = useTranslation(NAMESPACE);
  const criterionName = (nameKey: string | null | undefined, name: string): string =>
    nameKey ? t(`scoring.scoreLabels.criteria.${nameKey}`) : name;
  const conditionLabel = (id: string | null | undefined, label: string): string =>
    id ? t(`scoring.scoreLabels.conditions.${id}`) : label;
  return {
    name: (entry: ScoreCriterion): string => criterionName(entry.name_key, entry.name),
    matched: (entry: ScoreCriterion): string[] =>
      entry.matched.map((label, index) => conditionLabel(entry.matched_keys?.[index], label)),
    /** A criterion of the list, as saved: its seeded name in the admin's language. */
    criterion: (criterion: { key: string; name: string }): string =>
      criterionName(criterionNameKey(criterion.key, criterion.name), criterion.name),
    condition: (label: string): string => conditionLabel(conditionLabelKey(label), label),
  };
}
