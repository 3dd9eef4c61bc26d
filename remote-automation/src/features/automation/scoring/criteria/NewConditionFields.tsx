import { Button, FailureLine, SelectField, TextField } from '@atelier/shared';
import { SCORING_FACTS } from '@atelier/shared/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import { useFactWords } from './ConditionWhen';
import styles from './Criteria.module.css';
import type { ConditionInput } from './criterion-form';
import { buildWhen, FACT_VALUES, factKind } from './fact-tests';

const EMPTY = { label: '', points: '', min: '', max: '', flag: true, values: [] as string[] };

/**
 * Adds a condition on one of the facts the server knows (`SCORING_FACTS`): a range for numbers,
 * yes/no for flags, a choice of values otherwise. Conditions testing several facts at once
 * (the seeded "company named, business e-mail") are kept as they are.
 */
export function NewConditionFields({ onAdd }: { onAdd: (condition: ConditionInput) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const words = useFactWords();
  const [fact, setFact] = useState<string>(SCORING_FACTS[0]);
  const [input, setInput] = useState(EMPTY);
  const [isIncomplete, setIsIncomplete] = useState(false);
  const kind = factKind(fact);
  const when = buildWhen(fact, input);

  const add = () => {
    if (!when || !input.label.trim()) {
      setIsIncomplete(true);
      return;
    }
    onAdd({ label: input.label, points: input.points, when });
    setInput(EMPTY);
    setIsIncomplete(false);
  };

  return (
    <fieldset className={styles.newCondition}>
      <legend>{t('scoring.dialog.newCondition')}</legend>
      <SelectField
        label={t('scoring.dialog.fact')}
        value={fact}
        onChange={(event) => {
          setFact(event.target.value);
          setInput((current) => ({ ...current, min: '', max: '', values: [] }));
        }}
        options={SCORING_FACTS.map((name) => ({ value: name, label: words.fact(name) }))}
      />
      {kind === 'range' ? (
        <div className={styles.row}>
          <TextField
            label={t('scoring.dialog.min')}
            inputMode="numeric"
            value={input.min}
            onChange={(event) => setInput({ ...input, min: event.target.value })}
          />
          <TextField
            label={t('scoring.dialog.max')}
            inputMode="numeric"
            value={input.max}
            onChange={(event) => setInput({ ...input, max: event.target.value })}
          />
        </div>
      ) : null}
      {kind === 'flag' ? (
        <SelectField
          label={t('scoring.dialog.flag')}
          value={input.flag ? 'yes' : 'no'}
          onChange={(event) => setInput({ ...input, flag: event.target.value === 'yes' })}
          options={[
            { value: 'yes', label: t('scoring.dialog.flagYes') },
            { value: 'no', label: t('scoring.dialog.flagNo') },
          ]}
        />
      ) : null}
      {kind === 'choice' && !FACT_VALUES[fact] ? (
        <TextField
          label={t('scoring.dialog.freeValues')}
          value={input.values.join(', ')}
          onChange={(event) =>
            setInput({
              ...input,
              values: event.target.value
                .split(',')
                .map((value) => value.trim())
                .filter(Boolean),
            })
          }
        />
      ) : null}
      {kind === 'choice' && FACT_VALUES[fact] ? (
        <fieldset className={styles.values}>
          <legend>{t('scoring.dialog.values')}</legend>
          {(FACT_VALUES[fact] ?? []).map((value) => (
            <label key={value} className={styles.toggle}>
              <input
                type="checkbox"
                checked={input.values.includes(value)}
                onChange={(event) =>
                  setInput({
                    ...input,
                    values: event.target.checked
                      ? [...input.values, value]
                      : input.values.filter((known) => known !== value),
                  })
                }
              />
              {words.value(fact, value)}
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className={styles.row}>
        <TextField
          label={t('scoring.dialog.newLabel')}
          value={input.label}
          onChange={(event) => setInput({ ...input, label: event.target.value })}
        />
        <TextField
          label={t('scoring.dialog.newPoints')}
          inputMode="numeric"
          value={input.points}
          onChange={(event) => setInput({ ...input, points: event.target.value })}
        />
      </div>
      {isIncomplete ? <FailureLine>{t('scoring.dialog.incomplete')}</FailureLine> : null}
      <Button variant="secondary" size="sm" onClick={add}>
        {t('scoring.dialog.addCondition')}
      </Button>
    </fieldset>
  );
}
