import { MAX_DATE, MIN_DATE, useFormat } from '@atelier/shared';
import type { DateRangePickerStrings } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';

/**
 * The date-range picker's texts in the admin's language: the caller's field labels, and the
 * refusals every picker shares (common.dateRange).
 */
export function useDateRangeStrings(
  labels: Pick<DateRangePickerStrings, 'from' | 'to' | 'apply' | 'presets'>,
): DateRangePickerStrings {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  return {
    ...labels,
    problems: {
      missing: t('common.dateRange.problems.missing'),
      invalid: t('common.dateRange.problems.invalid'),
      outOfRange: t('common.dateRange.problems.outOfRange', {
        min: format.day(MIN_DATE),
        max: format.day(MAX_DATE),
      }),
      order: t('common.dateRange.problems.order'),
    },
  };
}
