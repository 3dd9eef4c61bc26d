import { type ApiResult, type Proposal, TextAreaField, TextField } from '@atelier/shared';
import { FormPanel } from '@atelier/shared/kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LineItemsEditor } from '../../common/line-items/LineItemsEditor';
import { useDocumentForm } from '../../common/line-items/use-document-form';
import { RecordForm } from '../../common/RecordForm';
import { ClientPicker, LeadPicker } from '../../common/RecordPickers';
import { NAMESPACE } from '../../i18n';
import { AfterAcceptanceFields } from './AfterAcceptanceFields';
import { CoverImageField } from './CoverImageField';
import styles from './ProposalForm.module.css';
import {
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
    <FormPanel
      isOpen={props.isOpen}
      title={
        props.mode === 'create' ? t('proposals.form.createTitle') : t('proposals.form.editTitle')
      }
      onClose={props.onClose}
    >
      <ProposalFormBody {...props} />
    </FormPanel>
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
  const { formRef, values, update, messages, failure, isPending, handleSubmit } = useDocumentForm({
    initial,
    validate: validateProposalForm,
    serverErrors: proposalServerErrors,
    submit: onSubmit,
    onSaved: (result) => onSaved(result.proposal),
  });
  const kindName = useId();

  const setKind = (recipientKind: RecipientKind) => update({ ...values, recipientKind });

  return (
    <RecordForm
      form={{ formRef, handleSubmit, failure, isPending }}
      submitLabel={mode === 'create' ? t('proposals.form.create') : t('common.form.save')}
      onCancel={onClose}
    >
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
      <CoverImageField
        value={values.cover}
        error={messages.cover_image_id}
        onChange={(cover) => update({ ...values, cover })}
      />
      <AfterAcceptanceFields values={values} messages={messages} update={update} />
    </RecordForm>
  );
}
