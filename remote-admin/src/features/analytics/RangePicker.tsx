import { ANALYTICS_RANGE_PRESETS } from '@atelier/shared/contract';
import { DateRangePicker } from '@atelier/shared/kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateRangeStrings } from '../../common/use-date-range-strings';
import { NAMESPACE } from '../../i18n';
import styles from './Analytics.module.css';
import { type AnalyticsRangeChoice, rangeProblem } from './analytics-range';

type RangePickerProps = {
  range: AnalyticsRangeChoice;
  onPreset: (days: number) => void;
  onDates: (from: string, to: string) => void;
};

/** Presets of 7, 30 and 90 days, or two dates applied together (at most 366 days apart). */
export function RangePicker({ range, onPreset, onDates }: RangePickerProps) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = useId();
  const strings = useDateRangeStrings({
    from: t('analytics.range.from'),
    to: t('analytics.range.to'),
    apply: t('analytics.range.apply'),
    presets: t('analytics.range.presets'),
  });

  return (
    <section className={styles.picker} aria-labelledby={headingId}>
      <h2 id={headingId} className="at-visually-hidden">
        {t('analytics.range.title')}
      </h2>
      <DateRangePicker
        label={t('analytics.range.title')}
        value={range}
        onChange={({ from, to }) => onDates(from, to)}
        strings={strings}
        isRequired
        presets={ANALYTICS_RANGE_PRESETS.map((days) => ({
          key: String(days),
          label: t('analytics.range.lastDays', { count: days }),
          isActive: range.days === days,
        }))}
        onPreset={(key) => onPreset(Number(key))}
        rule={({ from, to }) =>
          rangeProblem(from, to) === 'tooLong' ? t('analytics.range.problems.tooLong') : null
        }
      />
    </section>
  );
}
