import type { ApiResult } from '@atelier/shared';
import {
  type InvoiceRule,
  type NewInvoiceRule,
  SelectField,
  TextAreaField,
  TextField,
} from '@atelier/shared';
import {
  INVOICE_AMOUNT_TYPES,
  INVOICE_RULE_LIMITS,
  INVOICE_RULE_TRIGGERS,
  INVOICE_SEND_MODES,
  PAYMENT_REMINDER_LIMITS,
} from '@atelier/shared/contract';
import { bindTextField } from '@atelier/shared/forms';
import { CheckField, kitStyles } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import { FormSection } from '../../common/FormSection';
import { TabForm } from '../../common/TabForm';
import styles from '../common/InvoicingForm.module.css';
import { useInvoicingForm } from '../common/use-invoicing-form';
import { ReminderPolicyEditor } from '../reminders/ReminderPolicyEditor';
import { amountTypeOf, type RuleFormValues, ruleFormProblems, toNewRule } from './rule-form';
import { ScheduleEditor } from './ScheduleEditor';

type RuleFormProps = {
  initial: RuleFormValues;
  submit: (rule: NewInvoiceRule) => Promise<ApiResult<{ rule: InvoiceRule }>>;
  onSaved: (rule: InvoiceRule) => void;
  onCancel: () => void;
};

/** The fields the form shows a server message on; any other goes in the summary. */
const SHOWN_FIELDS = [
  /^(name|trigger|condition|description|amount|amount_type|due_days|send_mode)$/,
  /^schedule(\.\d+\.(label|percent))?$/,
  /^reminders(\.\d+(\.(when|days))?)?$/,
];
const isShownField = (path: string) => SHOWN_FIELDS.some((pattern) => pattern.test(path));

/** A rule's fields, with what its trigger needs: a schedule, a day of the month, a percent. */
export function RuleForm({ initial, submit, onSaved, onCancel }: RuleFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const form = useInvoicingForm({
    initial,
    validate: ruleFormProblems,
    submit: (values: RuleFormValues) => submit(toNewRule(values)),
    onSaved: (result) => onSaved(result.rule),
    isShownField,
  });
  const { values, errorOf } = form;
  const set = <K extends keyof RuleFormValues>(key: K, value: RuleFormValues[K], path: string) =>
    form.change({ ...values, [key]: value }, [path]);
  const amountType = amountTypeOf(values);
  const option = (group: string) => (value: string) => ({
    value,
    label: t(`invoicing.${group}.${value}`),
  });

  return (
    <TabForm form={form} onCancel={onCancel} submitLabel={t('invoicing.form.save')}>
      <TextField
        label={t('invoicing.form.name')}
        maxLength={INVOICE_RULE_LIMITS.name}
        required
        {...bindTextField(form, 'name')}
      />
      <div className={styles.row}>
        <SelectField
          label={t('invoicing.form.trigger')}
          value={values.trigger}
          options={INVOICE_RULE_TRIGGERS.map(option('triggers'))}
          error={errorOf('trigger')}
          onChange={(event) =>
            form.change({ ...values, trigger: event.target.value as RuleFormValues['trigger'] }, [
              'trigger',
              'schedule',
              'amount',
              'amount_type',
            ])
          }
        />
        {values.trigger === 'milestone' ? (
          <SelectField
            label={t('invoicing.form.amountType')}
            options={INVOICE_AMOUNT_TYPES.map(option('amountTypes'))}
            {...bindTextField(form, 'amountType', ['amount_type'], 'amount_type')}
          />
        ) : null}
        <TextField
          label={t(
            amountType === 'percent'
              ? 'invoicing.form.amountPercent'
              : 'invoicing.form.amountFixed',
          )}
          inputMode="decimal"
          value={values.amount}
          error={errorOf('amount') ?? (values.trigger === 'time' ? null : errorOf('amount_type'))}
          onChange={(event) => set('amount', event.target.value, 'amount')}
        />
        {values.trigger === 'time' ? (
          <TextField
            label={t('invoicing.form.dayOfMonth')}
            inputMode="numeric"
            value={values.dayOfMonth}
            hint={t('invoicing.form.dayOfMonthHint', { max: INVOICE_RULE_LIMITS.dayOfMonth })}
            error={errorOf('day_of_month') ?? errorOf('schedule') ?? errorOf('amount_type')}
            onChange={(event) => set('dayOfMonth', event.target.value, 'day_of_month')}
          />
        ) : null}
      </div>
      {values.trigger === 'milestone' ? (
        <ScheduleEditor
          steps={values.steps}
          errorOf={errorOf}
          onChange={(steps, edited) => form.change({ ...values, steps }, edited)}
        />
      ) : null}
      {values.trigger === 'percentage' && errorOf('schedule') ? (
        <p className={kitStyles.fieldError}>{errorOf('schedule')}</p>
      ) : null}
      <TextField
        label={t('invoicing.form.condition')}
        isOptional
        maxLength={INVOICE_RULE_LIMITS.condition}
        hint={t('invoicing.form.conditionHint')}
        {...bindTextField(form, 'condition')}
      />
      <TextAreaField
        label={t('invoicing.form.description')}
        isOptional
        rows={3}
        maxLength={INVOICE_RULE_LIMITS.description}
        {...bindTextField(form, 'description')}
      />
      <div className={styles.row}>
        <TextField
          label={t('invoicing.form.dueDays')}
          inputMode="numeric"
          {...bindTextField(form, 'dueDays', ['due_days'], 'due_days')}
        />
        <SelectField
          label={t('invoicing.form.sendMode')}
          options={INVOICE_SEND_MODES.map(option('sendModes'))}
          {...bindTextField(form, 'sendMode', ['send_mode'], 'send_mode')}
        />
      </div>
      <p className={values.sendMode === 'send' ? styles.warning : kitStyles.note} role="note">
        {t(`invoicing.form.sendModeHints.${values.sendMode}`)}
      </p>
      <CheckField
        label={t('invoicing.form.isActive')}
        checked={values.isActive}
        onChange={(checked) => set('isActive', checked, 'is_active')}
      />
      <FormSection legend={t('invoicing.form.reminders')}>
        <CheckField
          label={t('invoicing.form.agencyReminders')}
          checked={values.usesAgencyReminders}
          onChange={(checked) => set('usesAgencyReminders', checked, 'reminders')}
        />
        {values.usesAgencyReminders ? null : (
          <ReminderPolicyEditor
            values={values.reminders}
            maxSteps={PAYMENT_REMINDER_LIMITS.steps}
            onChange={(reminders, edited) =>
              form.change(
                { ...values, reminders },
                edited.map((path) => (path === 'policy' ? 'reminders' : `reminders.${path}`)),
              )
            }
            errorOf={(path) => errorOf(path === 'policy' ? 'reminders' : `reminders.${path}`)}
          />
        )}
      </FormSection>
    </TabForm>
  );
}
