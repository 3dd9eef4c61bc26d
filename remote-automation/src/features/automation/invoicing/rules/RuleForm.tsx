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
import { kitStyles } from '@atelier/shared/kit';
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
    <TabForm
      scope="invoicing"
      form={form}
      onCancel={onCancel}
      submitLabel={t('invoicing.form.save')}
    >
      <TextField
        label={t('invoicing.form.name')}
        value={values.name}
        maxLength={INVOICE_RULE_LIMITS.name}
        required
        error={errorOf('name')}
        onChange={(event) => set('name', event.target.value, 'name')}
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
            value={values.amountType}
            options={INVOICE_AMOUNT_TYPES.map(option('amountTypes'))}
            error={errorOf('amount_type')}
            onChange={(event) =>
              set('amountType', event.target.value as RuleFormValues['amountType'], 'amount_type')
            }
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
        value={values.condition}
        maxLength={INVOICE_RULE_LIMITS.condition}
        hint={t('invoicing.form.conditionHint')}
        error={errorOf('condition')}
        onChange={(event) => set('condition', event.target.value, 'condition')}
      />
      <TextAreaField
        label={t('invoicing.form.description')}
        isOptional
        rows={3}
        value={values.description}
        maxLength={INVOICE_RULE_LIMITS.description}
        error={errorOf('description')}
        onChange={(event) => set('description', event.target.value, 'description')}
      />
      <div className={styles.row}>
        <TextField
          label={t('invoicing.form.dueDays')}
          inputMode="numeric"
          value={values.dueDays}
          error={errorOf('due_days')}
          onChange={(event) => set('dueDays', event.target.value, 'due_days')}
        />
        <SelectField
          label={t('invoicing.form.sendMode')}
          value={values.sendMode}
          options={INVOICE_SEND_MODES.map(option('sendModes'))}
          error={errorOf('send_mode')}
          onChange={(event) =>
            set('sendMode', event.target.value as RuleFormValues['sendMode'], 'send_mode')
          }
        />
      </div>
      <p className={values.sendMode === 'send' ? styles.warning : kitStyles.note} role="note">
        {t(`invoicing.form.sendModeHints.${values.sendMode}`)}
      </p>
      <label className={kitStyles.check}>
        <input
          type="checkbox"
          checked={values.isActive}
          onChange={(event) => set('isActive', event.target.checked, 'is_active')}
        />
        {t('invoicing.form.isActive')}
      </label>
      <FormSection legend={t('invoicing.form.reminders')}>
        <label className={kitStyles.check}>
          <input
            type="checkbox"
            checked={values.usesAgencyReminders}
            onChange={(event) => set('usesAgencyReminders', event.target.checked, 'reminders')}
          />
          {t('invoicing.form.agencyReminders')}
        </label>
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
