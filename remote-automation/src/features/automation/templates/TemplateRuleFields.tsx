import { SelectField } from '@atelier/shared';
import { useInvoiceRules } from '@atelier/shared/data/invoice-automation';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { StepMomentFields } from '../common/StepMomentFields';
import {
  changedTemplateMoments,
  defaultMoments,
  ruleSteps,
  withTemplateMoments,
} from '../common/step-moments';
import type { TemplateFormValues } from './template-form';

type TemplateRuleFieldsProps = {
  values: Pick<TemplateFormValues, 'rule_id' | 'rule_steps' | 'tasks'>;
  errorOf: (path: string) => string | null | undefined;
  onChange: (changes: Pick<TemplateFormValues, 'rule_id' | 'rule_steps'>, paths: string[]) => void;
};

/**
 * The template's invoicing rule (docs/automation.md "project-templates"): the rule its projects
 * get, from use_template and from an accepted proposal, and for a milestone rule when each step
 * is invoiced, on the template's tasks (task numbers); only the moments changed are kept.
 */
export function TemplateRuleFields({ values, errorOf, onChange }: TemplateRuleFieldsProps) {
  const { t } = useTranslation(NAMESPACE);
  const rules = useInvoiceRules();
  // A paused rule already chosen stays in the list, so the form does not drop it unseen.
  const choices = (rules.data?.rules ?? []).filter(
    (rule) => rule.is_active || rule.id === values.rule_id,
  );
  const rule = choices.find((candidate) => candidate.id === values.rule_id);
  const steps = useMemo(() => ruleSteps(rule), [rule]);
  const taskNames = values.tasks.map((task) => task.name).join('\n');
  const milestones = useMemo(
    () =>
      taskNames.split('\n').map((name, index) => ({
        id: String(index + 1),
        name: name.trim() || String(index + 1),
        percentage: 0,
      })),
    [taskNames],
  );
  const shown = useMemo(
    () =>
      values.tasks.length === 0 ? defaultMoments(steps, []) : defaultMoments(steps, milestones),
    [steps, milestones, values.tasks.length],
  );
  const moments = withTemplateMoments(shown, values.rule_steps);
  return (
    <>
      <SelectField
        label={t('templates.fields.rule')}
        isOptional
        value={values.rule_id}
        error={errorOf('rule_id') ?? undefined}
        hint={rules.failure ? t('templates.use.rulesFailed') : t('templates.form.ruleHint')}
        options={[
          { value: '', label: t('templates.use.noRule') },
          ...choices.map((choice) => ({ value: choice.id, label: choice.name })),
        ]}
        onChange={(event) =>
          onChange({ rule_id: event.target.value, rule_steps: [] }, ['rule_id', 'rule_steps'])
        }
      />
      {steps.length > 0 ? (
        <StepMomentFields
          steps={steps}
          milestones={values.tasks.length === 0 ? [] : milestones}
          moments={moments}
          errors={Object.fromEntries(
            values.rule_steps.map((entry, index) => [
              entry.step,
              errorOf(`rule_steps.${index}.at`) ?? errorOf(`rule_steps.${index}.step`) ?? undefined,
            ]),
          )}
          hint={t('templates.use.momentsHint')}
          onChange={(next) =>
            onChange({ rule_id: values.rule_id, rule_steps: changedTemplateMoments(shown, next) }, [
              'rule_steps',
            ])
          }
        />
      ) : null}
    </>
  );
}
