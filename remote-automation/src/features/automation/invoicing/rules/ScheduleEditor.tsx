import { Button, TextField, useFormat } from '@atelier/shared';
import { INVOICE_RULE_LIMITS } from '@atelier/shared/contract';
import { kitStyles } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import { FormSection } from '../../common/FormSection';
import styles from '../common/InvoicingForm.module.css';
import { type StepValues, scheduleTotal } from './rule-form';

type ScheduleEditorProps = {
  steps: StepValues[];
  onChange: (next: StepValues[], editedPaths: readonly string[]) => void;
  /** The message under a step's field (`schedule.<index>.label`) or the schedule (`schedule`). */
  errorOf: (path: string) => string | null;
};

/**
 * A milestone schedule: one row per step (what is invoiced when, its share of the amount),
 * with the running total, which must come to 100 % before the rule can be saved.
 */
export function ScheduleEditor({ steps, onChange, errorOf }: ScheduleEditorProps) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const total = scheduleTotal(steps);
  const replace = (index: number, step: StepValues, field: keyof StepValues) =>
    onChange(
      steps.map((current, at) => (at === index ? step : current)),
      [`schedule.${index}.${field}`, 'schedule'],
    );
  const scheduleError = errorOf('schedule');
  return (
    <FormSection legend={t('invoicing.form.schedule')}>
      <p className={kitStyles.note}>{t('invoicing.form.scheduleHint')}</p>
      {steps.map((step, index) => {
        const number = index + 1;
        return (
          // Steps have no identity of their own: their place in the list is their key.
          <div key={index} className={styles.step}>
            <TextField
              label={t('invoicing.form.stepLabel', { number })}
              value={step.label}
              maxLength={INVOICE_RULE_LIMITS.stepLabel}
              error={errorOf(`schedule.${index}.label`)}
              onChange={(event) => replace(index, { ...step, label: event.target.value }, 'label')}
            />
            <TextField
              label={t('invoicing.form.stepPercent', { number })}
              inputMode="decimal"
              value={step.percent}
              error={errorOf(`schedule.${index}.percent`)}
              onChange={(event) =>
                replace(index, { ...step, percent: event.target.value }, 'percent')
              }
            />
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('invoicing.form.removeStep', { number })}
              disabled={steps.length <= 1}
              onClick={() =>
                onChange(
                  steps.filter((_, at) => at !== index),
                  ['schedule'],
                )
              }
            >
              {t('invoicing.form.removeStepShort')}
            </Button>
          </div>
        );
      })}
      {/* Announced as it changes, so the admin hears how far the shares are from 100 %. */}
      <p className={[styles.total, total === 100 ? '' : styles.totalWrong].join(' ')} role="status">
        {total === null
          ? t('invoicing.form.totalUnknown')
          : t('invoicing.form.total', { total: format.percent(total, 2) })}
      </p>
      {scheduleError ? <p className={kitStyles.fieldError}>{scheduleError}</p> : null}
      <div>
        <Button
          variant="secondary"
          size="sm"
          disabled={steps.length >= INVOICE_RULE_LIMITS.steps}
          onClick={() => onChange([...steps, { label: '', percent: '' }], ['schedule'])}
        >
          {t('invoicing.form.addStep')}
        </Button>
      </div>
    </FormSection>
  );
}
