import { Button, Dialog, type ScoringCriterion, SelectField, TextField } from '@atelier/shared';
import { SCORING_CATEGORIES, SCORING_COMBINES } from '@atelier/shared/contract';
import { kitStyles } from '@atelier/shared/kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import { ConditionWhen } from './ConditionWhen';
import styles from './Criteria.module.css';
import {
  type CriterionInput,
  type CriterionProblem,
  type CriterionProblems,
  checkCriterion,
  fromCriterionInput,
  toCriterionInput,
} from './criterion-form';
import { NewConditionFields } from './NewConditionFields';

type CriterionDialogProps = {
  /** The criterion to edit, or a blank one to add. */
  criterion: ScoringCriterion;
  isNew: boolean;
  onApply: (criterion: ScoringCriterion) => void;
  onClose: () => void;
};

/**
 * Edits one criterion of the draft: name, category, weight, how conditions combine, decay (for
 * engagement), and its conditions' labels and points; conditions can be added or removed.
 * Applying changes the draft only; the set is checked and stored by Preview and Save.
 */
export function CriterionDialog({ criterion, isNew, onApply, onClose }: CriterionDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const [input, setInput] = useState<CriterionInput>(() => toCriterionInput(criterion));
  const [problems, setProblems] = useState<CriterionProblems>({});
  const say = (problem: CriterionProblem | undefined) =>
    problem ? t(`scoring.dialog.problems.${problem}`) : null;
  const update = (change: Partial<CriterionInput>) => setInput({ ...input, ...change });
  const updateCondition = (index: number, change: Partial<CriterionInput['conditions'][number]>) =>
    update({
      conditions: input.conditions.map((condition, at) =>
        at === index ? { ...condition, ...change } : condition,
      ),
    });

  const apply = () => {
    const found = checkCriterion(input);
    setProblems(found);
    if (Object.keys(found).length === 0) onApply(fromCriterionInput(criterion.key, input));
  };

  const title = isNew
    ? t('scoring.dialog.newTitle')
    : t('scoring.dialog.editTitle', { name: criterion.name });

  return (
    <Dialog
      isOpen
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('scoring.dialog.cancel')}
          </Button>
          <Button onClick={apply}>
            {t(isNew ? 'scoring.dialog.add' : 'scoring.dialog.apply')}
          </Button>
        </>
      }
    >
      <div className={kitStyles.stackTight}>
        <TextField
          label={t('scoring.dialog.name')}
          value={input.name}
          error={say(problems.name)}
          onChange={(event) => update({ name: event.target.value })}
        />
        <div className={styles.row}>
          <SelectField
            label={t('scoring.dialog.category')}
            value={input.category}
            onChange={(event) =>
              update({
                category:
                  SCORING_CATEGORIES.find((category) => category === event.target.value) ??
                  input.category,
              })
            }
            options={SCORING_CATEGORIES.map((category) => ({
              value: category,
              label: t(`scoring.categories.${category}`),
            }))}
          />
          <TextField
            label={t('scoring.dialog.weight')}
            inputMode="numeric"
            value={input.weight}
            error={say(problems.weight)}
            onChange={(event) => update({ weight: event.target.value })}
          />
        </div>
        <div className={styles.row}>
          <SelectField
            label={t('scoring.dialog.combine')}
            value={input.combine}
            onChange={(event) =>
              update({
                combine:
                  SCORING_COMBINES.find((combine) => combine === event.target.value) ??
                  input.combine,
              })
            }
            options={SCORING_COMBINES.map((combine) => ({
              value: combine,
              label: t(`scoring.dialog.combineOptions.${combine}`),
            }))}
          />
          {input.category === 'engagement' ? (
            <TextField
              label={t('scoring.dialog.decayDays')}
              hint={t('scoring.dialog.decayHint')}
              inputMode="numeric"
              isOptional
              value={input.decayDays}
              error={say(problems.decayDays)}
              onChange={(event) => update({ decayDays: event.target.value })}
            />
          ) : null}
        </div>
        <label className={styles.toggle}>
          <input
            type="checkbox"
            checked={input.isActive}
            onChange={(event) => update({ isActive: event.target.checked })}
          />
          {t('scoring.dialog.active')}
        </label>
        <fieldset className={styles.conditionList}>
          <legend>{t('scoring.dialog.conditions')}</legend>
          {input.conditions.length === 0 ? (
            <p className={kitStyles.note}>{t('scoring.dialog.noConditions')}</p>
          ) : null}
          {input.conditions.map((condition, index) => (
            // Conditions have no id of their own: their place in the list is their identity.
            <div key={index} className={styles.conditionRow}>
              <TextField
                label={t('scoring.dialog.conditionLabel', { number: index + 1 })}
                value={condition.label}
                error={say(problems[`conditions.${index}.label`])}
                onChange={(event) => updateCondition(index, { label: event.target.value })}
              />
              <TextField
                label={t('scoring.dialog.conditionPoints', { number: index + 1 })}
                inputMode="numeric"
                value={condition.points}
                error={say(problems[`conditions.${index}.points`])}
                onChange={(event) => updateCondition(index, { points: event.target.value })}
              />
              <p className={kitStyles.note}>
                <ConditionWhen when={condition.when} />
              </p>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('scoring.dialog.removeConditionOf', { number: index + 1 })}
                onClick={() =>
                  update({ conditions: input.conditions.filter((_, at) => at !== index) })
                }
              >
                {t('scoring.dialog.removeCondition')}
              </Button>
            </div>
          ))}
        </fieldset>
        <NewConditionFields
          onAdd={(condition) => update({ conditions: [...input.conditions, condition] })}
        />
      </div>
    </Dialog>
  );
}
