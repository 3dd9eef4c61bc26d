import { ANALYTICS_RANGE_PRESETS, Button, TextField } from '@atelier/shared';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import styles from './Analytics.module.css';
import { type AnalyticsRangeChoice, rangeProblem } from './analytics-range';

type RangePickerProps = {
  range: AnalyticsRangeChoice;
  onPreset: (days: number) => void;
  onDates: (from: string, to: string) => void;
};

/** Presets of 7, 30 and 90 days, or two dates applied together. */
export function RangePicker({ range, onPreset, onDates }: RangePickerProps) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = useId();
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [problem, setProblem] = useState<string | null>(null);

  // A preset or the Back button changes the range: the inputs follow it.
  useEffect(() => {
    setFrom(range.from);
    setTo(range.to);
    setProblem(null);
  }, [range.from, range.to]);

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = rangeProblem(from, to);
    setProblem(found);
    if (!found) onDates(from, to);
  }

  return (
    <section className={styles.picker} aria-labelledby={headingId}>
      <h2 id={headingId} className="at-visually-hidden">
        {t('analytics.range.title')}
      </h2>
      <fieldset className={styles.presets}>
        <legend className={styles.legend}>{t('analytics.range.presets')}</legend>
        {ANALYTICS_RANGE_PRESETS.map((days) => (
          <Button
            key={days}
            type="button"
            size="sm"
            variant={range.days === days ? 'primary' : 'secondary'}
            aria-pressed={range.days === days}
            onClick={() => onPreset(days)}
          >
            {t('analytics.range.lastDays', { count: days })}
          </Button>
        ))}
      </fieldset>
      <form className={styles.dates} onSubmit={apply} noValidate>
        <TextField
          label={t('analytics.range.from')}
          type="date"
          value={from}
          max={to || undefined}
          onChange={(event) => setFrom(event.target.value)}
          error={problem ? t(`analytics.range.problems.${problem}`) : null}
          required
        />
        <TextField
          label={t('analytics.range.to')}
          type="date"
          value={to}
          min={from || undefined}
          onChange={(event) => setTo(event.target.value)}
          required
        />
        <Button type="submit" size="sm" variant="secondary">
          {t('analytics.range.apply')}
        </Button>
      </form>
    </section>
  );
}
