import { Button, type InsightsRange, TextField } from '@atelier/shared';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import styles from './BusinessIntelligence.module.css';
import {
  matchingPreset,
  presetRange,
  RANGE_PRESETS,
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

/** The period every figure covers: presets, or two dates applied together. */
export function RangePicker({ range, today, urlProblem, onChange }: RangePickerProps) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = useId();
  const [draft, setDraft] = useState(range);
  const [isChecked, setIsChecked] = useState(false);
  const active = matchingPreset(range, today);

  // The fields follow the range shown when it changes from elsewhere (a preset, Back).
  useEffect(() => {
    setDraft({ from: range.from, to: range.to });
    setIsChecked(false);
  }, [range.from, range.to]);

  const problem = isChecked ? rangeProblem(draft) : null;

  function apply(event: FormEvent) {
    event.preventDefault();
    setIsChecked(true);
    if (rangeProblem(draft) === null) onChange(draft);
  }

  return (
    <section className={styles.range} aria-labelledby={headingId}>
      <h2 id={headingId} className="at-visually-hidden">
        {t('businessIntelligence.range.title')}
      </h2>
      <fieldset className={styles.presets}>
        <legend className="at-visually-hidden">{t('businessIntelligence.range.presets')}</legend>
        {RANGE_PRESETS.map((preset) => (
          <Button
            key={preset}
            size="sm"
            variant={active === preset ? 'primary' : 'secondary'}
            aria-pressed={active === preset}
            onClick={() => onChange(presetRange(preset, today))}
          >
            {t(`businessIntelligence.range.preset.${preset}`)}
          </Button>
        ))}
      </fieldset>
      <form className={styles.rangeForm} onSubmit={apply} noValidate>
        <TextField
          type="date"
          label={t('businessIntelligence.range.from')}
          value={draft.from}
          required
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
          error={problem ? t(`businessIntelligence.range.problem.${problem}`) : null}
        />
        <TextField
          type="date"
          label={t('businessIntelligence.range.to')}
          value={draft.to}
          required
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
        <Button type="submit" variant="secondary">
          {t('businessIntelligence.range.apply')}
        </Button>
      </form>
      {urlProblem ? (
        <p className={styles.notice} role="status">
          {t(`businessIntelligence.range.problem.${urlProblem}`)}{' '}
          {t('businessIntelligence.range.showingDefault')}
        </p>
      ) : null}
    </section>
  );
}
