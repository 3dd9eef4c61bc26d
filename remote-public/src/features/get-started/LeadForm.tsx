import { Button, SelectField, TextAreaField, TextField } from '@atelier/shared';
import { createLead } from '@atelier/shared/api';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUDGET_RANGES } from '../../common/budget-ranges';
import { recalledCampaign } from '../../common/campaign';
import { FailureAlert } from '../../common/FailureAlert';
import { formatUsdRange } from '../../common/format';
import common from '../../common/Public.module.css';
import { usePostedForm } from '../../common/posted-form';
import { useSubmission } from '../../common/use-submission';
import { formRules, useValidatedForm } from '../../common/use-validated-form';
import { useWeeksLabel } from '../../common/use-weeks-label';
import { NAMESPACE } from '../../i18n';
import { START_TIMELINES } from '../estimator/estimate-query';
import { useBudgetLabel } from './budget-label';
import styles from './LeadForm.module.css';
import {
  LEAD_FIELDS,
  LEAD_PROJECT_TYPES,
  type LeadField,
  MESSAGE_MAX,
  serverFieldErrors,
  toLeadPayload,
} from './lead-form-schema';
import { carriedEstimate, estimateFields, prefilledLead } from './lead-prefill';
import { detectLeadSource } from './lead-source';
import { useEstimateNote } from './use-estimate-note';

const rules = formRules(() => import('./lead-form-rules').then((module) => module.validateLead));

/** The contact fields: their labels, the input kind and autofill, and whether they are required. */
const CONTACT_FIELDS = {
  name: { label: 'getStarted.fields.name', type: undefined, autoComplete: 'name', required: true },
  email: { label: 'getStarted.fields.email', type: 'email', autoComplete: 'email', required: true },
  phone: { label: 'getStarted.fields.phone', type: 'tel', autoComplete: 'tel', required: false },
  company: {
    label: 'getStarted.fields.company',
    type: undefined,
    autoComplete: 'organization',
    required: false,
  },
} as const;
type ContactField = keyof typeof CONTACT_FIELDS;

type LeadFormProps = {
  params: URLSearchParams;
  onSent: (contact: { name: string; email: string }) => void;
};

export function LeadForm({ params, onSent }: LeadFormProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const estimateNote = useEstimateNote();
  const budgetLabel = useBudgetLabel();
  const weeksLabel = useWeeksLabel();
  const [initial] = useState(() => ({ ...prefilledLead(params), message: estimateNote(params) }));
  // Sent without the page's script: the server draws it again with its values and messages.
  const posted = usePostedForm('lead');
  const form = useValidatedForm<LeadField>(initial, rules, posted);
  const submission = useSubmission();
  const estimate = carriedEstimate(params);
  const { values, field } = form;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const honeypot = new FormData(event.currentTarget).get('website');
    if (!(await form.tryValidate(event, LEAD_FIELDS))) return;
    const contact = { name: values.name.trim(), email: values.email.trim() };
    // Bots fill every field; they get the thank-you screen and nothing is sent.
    if (typeof honeypot === 'string' && honeypot.trim()) return onSent(contact);
    const origin = detectLeadSource({
      params,
      storedCampaign: recalledCampaign(),
      referrer: document.referrer,
      currentHost: window.location.host,
    });
    const result = await submission.run(() =>
      createLead(toLeadPayload(values, origin, i18n.language, estimateFields(estimate)), {
        demoFallback: false,
      }),
    );
    if (result?.success) onSent(contact);
    else if (result) form.setServerErrors(serverFieldErrors(result.fields));
  }

  /** A select's options: "Choose…" (empty), then one per value. */
  const choices = <I,>(
    items: readonly I[],
    label: (item: I) => string,
    value: (item: I) => string = String,
  ) => [
    { value: '', label: t('getStarted.choose') },
    ...items.map((item) => ({ value: value(item), label: label(item) })),
  ];
  /** A contact field's label, input kind and whether it is required, then its state. */
  const contactField = (name: ContactField) => {
    const { label, type, autoComplete, required } = CONTACT_FIELDS[name];
    return {
      label: t(label),
      type,
      autoComplete,
      required: required || undefined,
      isOptional: !required || undefined,
      ...field(name),
    };
  };
  return (
    <form className={styles.form} {...form.formProps(submit)}>
      <h2 className={styles.title}>{t('getStarted.formTitle')}</h2>
      {estimate ? (
        <p className={styles.estimate}>
          {t('getStarted.fromEstimator', {
            price: formatUsdRange(estimate.price, i18n.language),
            pace: t(`estimator.timelines.${estimate.pace}.label`),
            weeks: weeksLabel(estimate.weeks),
          })}
        </p>
      ) : null}
      <p className={styles.required}>{t('getStarted.requiredNote')}</p>
      <div className={styles.grid}>
        <TextField {...contactField('name')} />
        <TextField {...contactField('email')} />
        <TextField {...contactField('phone')} />
        <TextField {...contactField('company')} />
        <SelectField
          label={t('getStarted.fields.projectType')}
          required
          options={choices(LEAD_PROJECT_TYPES, (type) => t(`projectTypes.${type}`))}
          {...field('projectType')}
        />
        <SelectField
          label={t('getStarted.fields.budget')}
          required
          options={choices(BUDGET_RANGES, budgetLabel, (range) => String(range.floor))}
          {...field('budget')}
        />
        <SelectField
          label={t('getStarted.fields.timeline')}
          isOptional
          options={choices(START_TIMELINES, (id) => t(`getStarted.timelines.${id}`))}
          {...field('timeline')}
        />
      </div>
      <TextAreaField
        label={t('getStarted.fields.message')}
        hint={t('getStarted.messageHint', { max: MESSAGE_MAX.toLocaleString(i18n.language) })}
        isOptional
        rows={7}
        {...field('message')}
      />
      <div className={common.honeypot} aria-hidden="true">
        <label htmlFor="lead-website">{t('getStarted.honeypot')}</label>
        <input id="lead-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <FailureAlert
        failure={submission.failure ?? posted?.failure ?? null}
        title={t('getStarted.failureTitle')}
      />
      <div className={styles.actions}>
        <Button type="submit" size="lg" aria-disabled={submission.isPending}>
          {submission.isPending ? t('getStarted.sending') : t('getStarted.submit')}
        </Button>
        <p className={styles.privacy}>{t('getStarted.privacy')}</p>
      </div>
    </form>
  );
}
