import { SelectField } from '@atelier/shared';
import { kitStyles } from '@atelier/shared/kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { FormSection } from './FormSection';
import type { RuleStepChoice } from './step-moments';

type StepMomentFieldsProps = {
  steps: readonly RuleStepChoice[];
  /** The milestones a step can wait for, in order: their id (or task number) and name. */
  milestones: readonly { id: string; name: string }[];
  moments: readonly string[];
  /** A field error by step number. */
  errors?: Readonly<Record<number, string | undefined>>;
  hint?: string;
  /** Steps already invoiced: shown, not changeable. */
  locked?: ReadonlySet<number>;
  onChange: (moments: string[]) => void;
};

/**
 * One select per step of a milestone rule: the project's start, one of its milestones, or its
 * completion (docs/automation.md "Steps and their moments"), first set to the default.
 */
export function StepMomentFields({
  steps,
  milestones,
  moments,
  errors = {},
  hint,
  locked = new Set(),
  onChange,
}: StepMomentFieldsProps) {
  const { t } = useTranslation(NAMESPACE);
  const hintId = useId();
  const options = [
    { value: 'start', label: t('invoicing.moments.start') },
    ...milestones.map((milestone) => ({
      value: milestone.id,
      label: t('invoicing.moments.milestone', { name: milestone.name }),
    })),
    { value: 'completion', label: t('invoicing.moments.completion') },
  ];
  return (
    <FormSection
      aria-describedby={hint ? hintId : undefined}
      legend={t('invoicing.moments.legend')}
    >
      {hint ? (
        <p id={hintId} className={kitStyles.note}>
          {hint}
        </p>
      ) : null}
      {steps.map((entry) => (
        <SelectField
          key={entry.step}
          label={t('invoicing.moments.step', { label: entry.label, percent: entry.percent })}
          value={moments[entry.step] ?? 'completion'}
          error={errors[entry.step]}
          disabled={locked.has(entry.step)}
          hint={locked.has(entry.step) ? t('invoicing.attach.invoiced') : undefined}
          options={options}
          onChange={(event) =>
            onChange(
              steps.map((other) =>
                other.step === entry.step
                  ? event.target.value
                  : (moments[other.step] ?? 'completion'),
              ),
            )
          }
        />
      ))}
    </FormSection>
  );
}
