import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';

/** "6–8 weeks", or "2 weeks" when both bounds meet. */
export function useWeeksLabel() {
  const { t } = useTranslation(NAMESPACE);
  return (weeks: { min: number; max: number }): string =>
    weeks.min === weeks.max
      ? t('format.weeks', { count: weeks.min })
      : t('format.weeksRange', { min: weeks.min, max: weeks.max });
}
