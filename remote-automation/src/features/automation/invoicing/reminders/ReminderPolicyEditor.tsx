import { Button, SelectField, TextField } from '@atelier/shared';
import { REMINDER_WHENS } from '@atelier/shared/contract';
import { kitStyles } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import styles from '../common/InvoicingForm.module.css';
import type { PolicyStepValues, PolicyValues } from './reminder-policy-form';

type ReminderPolicyEditorProps = {
  values: PolicyValues;
  onChange: (next: PolicyValues, editedPaths: readonly string[]) => void;
  /** The message of a step's field (`<index>.days`), the step (`<index>`) or the list (`policy`). */
  errorOf: (path: string) => string | null;
  maxSteps: number;
};

/** The steps of a reminder policy: before, on or after the due date, N days each. */
export function ReminderPolicyEditor({
  values,
  onChange,
  errorOf,
  maxSteps,
}: ReminderPolicyEditorProps) {
  const { t } = useTranslation(NAMESPACE);
  const replace = (index: number, step: PolicyStepValues) =>
    onChange(
      values.map((current, at) => (at === index ? step : current)),
      [`${index}`],
    );
  const listError = errorOf('policy');
  return (
    <>
      {values.length === 0 ? (
        <p className={kitStyles.note}>{t('invoicing.reminders.none')}</p>
      ) : null}
      {values.map((step, index) => {
        const number = index + 1;
        return (
          // Steps have no identity of their own: their place in the list is their key.
          <div key={index} className={styles.step}>
            <SelectField
              label={t('invoicing.reminders.when', { number })}
              value={step.when}
              options={REMINDER_WHENS.map((when) => ({
                value: when,
                label: t(`invoicing.reminders.whens.${when}`),
              }))}
              error={errorOf(`${index}.when`)}
              onChange={(event) =>
                replace(index, { ...step, when: event.target.value as PolicyStepValues['when'] })
              }
            />
            <TextField
              label={t('invoicing.reminders.days', { number })}
              inputMode="numeric"
              value={step.when === 'on' ? '0' : step.days}
              disabled={step.when === 'on'}
              error={errorOf(`${index}.days`) ?? errorOf(`${index}`)}
              onChange={(event) => replace(index, { ...step, days: event.target.value })}
            />
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('invoicing.reminders.remove', { number })}
              onClick={() =>
                onChange(
                  values.filter((_, at) => at !== index),
                  values.map((_, at) => `${at}`),
                )
              }
            >
              {t('invoicing.reminders.removeShort')}
            </Button>
          </div>
        );
      })}
      {listError ? <p className={kitStyles.fieldError}>{listError}</p> : null}
      <div>
        <Button
          variant="secondary"
          size="sm"
          disabled={values.length >= maxSteps}
          onClick={() => onChange([...values, { when: 'after', days: '14' }], ['policy'])}
        >
          {t('invoicing.reminders.add')}
        </Button>
      </div>
    </>
  );
}
