import type { InsightsRange } from '@atelier/shared';
import { DateRangePicker } from '@atelier/shared/kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateRangeStrings } from '../../common/use-date-range-strings';
import { NAMESPACE } from '../../i18n';
import styles from './BusinessIntelligence.module.css';
import {
  matchingPreset,
  presetRange,
  RANGE_PRESETS,
  type RangePreset,
  type RangeProblem,
  rangeProblem,
} from './insights-range';

type RangePickerProps = {
  range: InsightsRange;
  today: string;
  /** Why the range in the URL was not used (the default is shown instead). */
  urlProblem: RangeProblem | null;
  onChange: (range: InsightsRange) => void;
};

/** The period every figure covers: presets, or two dates applied together (at most 3 years). */
export function RangePicker({ range, today, urlProblem, onChange }: RangePickerProps) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = useId();
  const active = matchingPreset(range, today);
  const strings = useDateRangeStrings({
    from: t('businessIntelligence.range.from'),
    to: t('businessIntelligence.range.to'),
    apply: t('businessIntelligence.range.apply'),
    presets: t('businessIntelligence.range.presets'),
  });

  return (
    <section className={styles.range} aria-labelledby={headingId}>
      <h2 id={headingId} className="at-visually-hidden">
        {t('businessIntelligence.range.title')}
      </h2>
      <DateRangePicker
        label={t('businessIntelligence.range.title')}
        value={range}
        onChange={onChange}
        strings={strings}
        isRequired
        presets={RANGE_PRESETS.map((preset) => ({
          key: preset,
          label: t(`businessIntelligence.range.preset.${preset}`),
          isActive: active === preset,
        }))}
        onPreset={(key) => onChange(presetRange(key as RangePreset, today))}
        rule={(draft) =>
          rangeProblem(draft) === 'span' ? t('businessIntelligence.range.problem.span') : null
        }
      />
      {urlProblem ? (
        <p className={styles.notice} role="status">
          {t(`businessIntelligence.range.problem.${urlProblem}`)}{' '}
          {t('businessIntelligence.range.showingDefault')}
        </p>
      ) : null}
    </section>
  );
}
