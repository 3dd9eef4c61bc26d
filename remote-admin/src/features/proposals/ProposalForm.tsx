import {
  type ApiResult,
  Button,
  Dialog,
  type Proposal,
  TextAreaField,
  TextField,
} from '@atelier/shared';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../common/line-items/document-errors';
import { LineItemsEditor } from '../../common/line-items/LineItemsEditor';
import { ClientPicker, LeadPicker } from '../../common/line-items/RecordPickers';
import { NAMESPACE } from '../../i18n';
import styles from './Proposals.module.css';
import {
  type ProposalFormErrors,
  type ProposalFormValues,
  proposalServerErrors,
  type RecipientKind,
  validateProposalForm,
} from './proposal-form';

type ProposalFormProps = {
  isOpen: boolean;
  mode: 'create' | 'edit';
  initial: ProposalFormValues;
  currency: string;
  onSubmit: (values: ProposalFormValues) => Promise<ApiResult<{ proposal: Proposal }>>;
  onSaved: (proposal: Proposal) => void;
  onClose: () => void;
};

/** Create or edit a draft proposal in a side panel; checked here before anything is sent. */
export function ProposalForm(props: ProposalFormProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Dialog
      isOpen={props.isOpen}
      placement="side"
      title={
        props.mode === 'create' ? t('proposals.form.createTitle') : t('proposals.form.editTitle')
      }
      onClose={props.onClose}
    >
      {/* Mounted only while open, so every opening starts from `initial`. */}
      {props.isOpen ? <ProposalFormBody {...props} /> : null}
    </Dialog>
  );
}

function ProposalFormBody({
  mode,
  initial,
  currency,
  onSubmit,
  onSaved,
  onClose,
}: ProposalFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const formRef = useRef<HTMLFormElement>(null);
  const kindName = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ProposalFormErrors>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [hasTried, setHasTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const update = (next: ProposalFormValues) => {
    setValues(next);
    setServerErrors({});
    // Once a submit showed the problems, each clears as soon as it is fixed.
    if (hasTried) setErrors(validateProposalForm(next));
  };
  const messages: Record<string, string> = { ...serverErrors };
  for (const [key, code] of Object.entries(errors)) {
    messages[key] = t(`lineItems.fieldErrors.${code}`);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setHasTried(true);
    setFailure(null);
    const found = validateProposalForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFocusRequest((count) => count + 1);
      return;
    }
    setIsPending(true);
    try {
      const result = await onSubmit(values);
      if (result.success) {
        onSaved(result.proposal);
        return;
      }
      const fromServer = proposalServerErrors(result.fields, values);
      setServerErrors(fromServer);
      setFailure(failureText(t, result));
      if (Object.keys(fromServer).length > 0) setFocusRequest((count) => count + 1);
    } catch (error) {
      console.error('[remote-admin] saving a proposal failed', error);
      setFailure(t('lineItems.errors.generic'));
    } finally {
      setIsPending(false);
    }
  }

  const setKind = (recipientKind: RecipientKind) => update({ ...values, recipientKind });

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <fieldset className={styles.recipient}>
        <legend>{t('proposals.fields.recipient')}</legend>
        <div className={styles.kinds}>
          {(['client', 'lead'] as const).map((kind) => (
            <label key={kind} className={styles.kind}>
              <input
                type="radio"
                name={kindName}
                value={kind}
                checked={values.recipientKind === kind}
                onChange={() => setKind(kind)}
              />
              {t(`proposals.recipientKinds.${kind}`)}
            </label>
          ))}
        </div>
        {values.recipientKind === 'client' ? (
          <ClientPicker
            label={t('proposals.fields.client')}
            value={values.clientId}
            emptyLabel={t('proposals.form.chooseClient')}
            error={messages.client_id}
            onChange={(clientId) => update({ ...values, clientId })}
          />
        ) : (
          <LeadPicker
            label={t('proposals.fields.lead')}
            value={values.leadId}
            emptyLabel={t('proposals.form.chooseLead')}
            error={messages.client_id}
            onChange={(leadId) => update({ ...values, leadId })}
          />
        )}
      </fieldset>
      <TextField
        label={t('proposals.fields.title')}
        required
        value={values.title}
        error={messages.title}
        onChange={(event) => update({ ...values, title: event.target.value })}
      />
      <TextAreaField
        label={t('proposals.fields.summary')}
        isOptional
        rows={4}
        value={values.summary}
        error={messages.summary}
        onChange={(event) => update({ ...values, summary: event.target.value })}
      />
      <LineItemsEditor
        values={values.pricing}
        currency={currency}
        errors={messages}
        onChange={(pricing) => update({ ...values, pricing })}
      />
      <TextField
        type="date"
        label={t('proposals.fields.validUntil')}
        isOptional
        value={values.validUntil}
        error={messages.valid_until}
        onChange={(event) => update({ ...values, validUntil: event.target.value })}
      />
      {failure ? (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      ) : null}
      <div className={styles.formActions}>
        <Button variant="secondary" onClick={onClose} disabled={isPending}>
          {t('proposals.form.cancel')}
        </Button>
        <Button type="submit" disabled={isPending}>
          {isPending
            ? t('proposals.form.saving')
            : mode === 'create'
              ? t('proposals.form.create')
              : t('proposals.form.save')}
        </Button>
      </div>
    </form>
  );
}
