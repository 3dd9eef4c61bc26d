import { type ApiResult, type Lead, SelectField, TextAreaField, TextField } from '@atelier/shared';
import {
  COMPANY_SIZES,
  LEAD_LIMITS,
  LEAD_PROJECT_TYPES,
  LEAD_SOURCES,
  LEAD_STATUSES,
  LEAD_TIMELINES,
} from '@atelier/shared/contract';
import { bindTextField, useFormState } from '@atelier/shared/forms';
import { FormFrame, kitStyles } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../../common/FormFooter';
import styles from '../../common/RecordForm.module.css';
import { NAMESPACE } from '../../i18n';
import { languageOptions } from '../clients/client-schema';
import { leadFailureText } from './lead-errors';
import {
  type FieldProblem,
  isLeadFormField,
  type LeadFormField,
  type LeadFormMode,
  type LeadFormValues,
  serverFieldMessages,
  validateLeadForm,
} from './lead-schema';

type LeadFormProps = {
  mode: LeadFormMode;
  initial: LeadFormValues;
  onSubmit: (values: LeadFormValues) => Promise<ApiResult<{ lead: Lead }>>;
  onSaved: (lead: Lead) => void;
  onCancel: () => void;
};

/** Create or edit a lead: checked here first (nothing is sent while a field is wrong). */
export function LeadForm({ mode, initial, onSubmit, onSaved, onCancel }: LeadFormProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const describe = (problem: FieldProblem): string =>
    problem.code === 'tooLong'
      ? t('leads.form.errors.tooLong', { max: problem.max.toLocaleString(i18n.language) })
      : t(`leads.form.errors.${problem.code}`);
  const form = useFormState<LeadFormValues, FieldProblem, { lead: Lead }>({
    initial,
    validate: (values) => validateLeadForm(values, mode) as Record<string, FieldProblem>,
    describe,
    submit: onSubmit,
    onSaved: (result) => onSaved(result.lead),
    // Only the form's fields carry the server's messages; its summary says the rest.
    isShownField: isLeadFormField,
    mapServerErrors: (fields) => serverFieldMessages(fields) as Record<string, string>,
    describeFailure: leadFailureText,
    unexpectedFailure: () => t('leads.errors.generic'),
    logLabel: '[remote-admin] a lead',
  });
  const field = (name: LeadFormField) => bindTextField(form, name);

  const none = { value: '', label: t('leads.form.none') };
  const options = <T extends string>(values: readonly T[], label: (value: T) => string) =>
    values.map((value) => ({ value, label: label(value) }));

  return (
    <FormFrame form={form}>
      <p className={kitStyles.note}>{t('leads.form.requiredNote')}</p>
      <div className={styles.grid}>
        <TextField label={t('leads.fields.name')} required autoComplete="off" {...field('name')} />
        <TextField
          label={t('leads.fields.email')}
          type="email"
          required
          autoComplete="off"
          {...field('email')}
        />
        <TextField label={t('leads.fields.phone')} type="tel" isOptional {...field('phone')} />
        <TextField label={t('leads.fields.company')} isOptional {...field('company')} />
        <SelectField
          label={t('leads.fields.companySize')}
          isOptional
          options={[none, ...options(COMPANY_SIZES, (size) => t(`leads.companySizes.${size}`))]}
          {...field('company_size')}
        />
        <SelectField
          label={t('leads.fields.projectType')}
          isOptional
          options={[
            none,
            ...options(LEAD_PROJECT_TYPES, (type) => t(`leads.projectTypes.${type}`)),
          ]}
          {...field('project_type')}
        />
        <TextField
          label={t('leads.fields.budget')}
          hint={t('leads.form.budgetHint')}
          inputMode="numeric"
          isOptional
          {...field('budget')}
        />
        <SelectField
          label={t('leads.fields.timeline')}
          isOptional
          options={[none, ...options(LEAD_TIMELINES, (id) => t(`leads.timelines.${id}`))]}
          {...field('timeline')}
        />
        <SelectField
          label={t('leads.fields.status')}
          required
          options={options(LEAD_STATUSES, (status) => t(`leads.statuses.${status}`))}
          {...field('status')}
        />
        <SelectField
          label={t('leads.fields.source')}
          required
          options={options(LEAD_SOURCES, (source) => t(`leads.sources.${source}`))}
          {...field('source')}
        />
        <SelectField
          label={t('leads.fields.language')}
          options={languageOptions(
            (language) => t(`clients.languages.${language}`),
            // A new lead may take the agency's default; a saved one has its own.
            mode === 'create' ? t('clients.fields.languageDefault') : undefined,
          )}
          {...field('language')}
        />
      </div>
      <TextAreaField
        label={t('leads.fields.notes')}
        hint={t('leads.form.notesHint', {
          max: (mode === 'create' ? LEAD_LIMITS.message : LEAD_LIMITS.notes).toLocaleString(
            i18n.language,
          ),
        })}
        isOptional
        rows={6}
        {...field('notes')}
      />
      <FormFooter
        failure={form.failure}
        isPending={form.isPending}
        submitLabel={mode === 'create' ? t('leads.form.create') : t('common.form.save')}
        onCancel={onCancel}
      />
    </FormFrame>
  );
}
