import { type Proposal, TextAreaField, TextField } from '@atelier/shared';
import { RadioChoices } from '@atelier/shared/kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type DocumentFields,
  DocumentFormPanel,
  type DocumentFormProps,
} from '../../common/line-items/DocumentFormPanel';
import { ClientPicker, LeadPicker } from '../../common/RecordPickers';
import { NAMESPACE } from '../../i18n';
import { AfterAcceptanceFields } from './AfterAcceptanceFields';
import { CoverImageField } from './CoverImageField';
import styles from './ProposalForm.module.css';
import {
  type ProposalFormValues,
  proposalServerErrors,
  validateProposalForm,
} from './proposal-form';

/** Create or edit a draft proposal in a side panel; checked here before anything is sent. */
export function ProposalForm(props: DocumentFormProps<ProposalFormValues, 'proposal', Proposal>) {
  return (
    <DocumentFormPanel
      {...props}
      section="proposals"
      recordKey="proposal"
      validate={validateProposalForm}
      serverErrors={proposalServerErrors}
    >
      {(fields) => <ProposalFields {...fields} />}
    </DocumentFormPanel>
  );
}

function ProposalFields({
  values,
  update,
  messages,
  lineItems,
}: DocumentFields<ProposalFormValues>) {
  const { t } = useTranslation(NAMESPACE);
  const kindName = useId();
  return (
    <>
      <fieldset className={styles.recipient}>
        <legend>{t('proposals.fields.recipient')}</legend>
        <div className={styles.kinds}>
          <RadioChoices
            name={kindName}
            choices={['client', 'lead'] as const}
            value={values.recipientKind}
            onChange={(recipientKind) => update({ ...values, recipientKind })}
            label={(kind) => t(`proposals.recipientKinds.${kind}`)}
            className={styles.kind}
          />
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
      {lineItems}
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
    </>
  );
}
