import { type ApiResult, type Invoice, TextAreaField, TextField } from '@atelier/shared';
import { FormPanel } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import { LineItemsEditor } from '../../common/line-items/LineItemsEditor';
import { useDocumentForm } from '../../common/line-items/use-document-form';
import { RecordForm } from '../../common/RecordForm';
import { ClientPicker, ProjectPicker } from '../../common/RecordPickers';
import { NAMESPACE } from '../../i18n';
import { type InvoiceFormValues, invoiceServerErrors, validateInvoiceForm } from './invoice-form';

type InvoiceFormProps = {
  isOpen: boolean;
  mode: 'create' | 'edit';
  initial: InvoiceFormValues;
  currency: string;
  onSubmit: (values: InvoiceFormValues) => Promise<ApiResult<{ invoice: Invoice }>>;
  onSaved: (invoice: Invoice) => void;
  onClose: () => void;
};

/** Create or edit a draft invoice in a side panel; checked here before anything is sent. */
export function InvoiceForm(props: InvoiceFormProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <FormPanel
      isOpen={props.isOpen}
      title={
        props.mode === 'create' ? t('invoices.form.createTitle') : t('invoices.form.editTitle')
      }
      onClose={props.onClose}
    >
      <InvoiceFormBody {...props} />
    </FormPanel>
  );
}

function InvoiceFormBody({
  mode,
  initial,
  currency,
  onSubmit,
  onSaved,
  onClose,
}: InvoiceFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const { formRef, values, update, messages, failure, isPending, handleSubmit } = useDocumentForm({
    initial,
    validate: validateInvoiceForm,
    serverErrors: invoiceServerErrors,
    submit: onSubmit,
    onSaved: (result) => onSaved(result.invoice),
  });
  return (
    <RecordForm
      form={{ formRef, handleSubmit, failure, isPending }}
      submitLabel={mode === 'create' ? t('invoices.form.create') : t('common.form.save')}
      onCancel={onClose}
    >
      <ClientPicker
        label={t('invoices.fields.client')}
        value={values.clientId}
        emptyLabel={t('invoices.form.chooseClient')}
        error={messages.client_id}
        // Another client's project cannot stay chosen.
        onChange={(clientId) => update({ ...values, clientId, projectId: '' })}
      />
      <ProjectPicker
        label={t('invoices.fields.project')}
        clientId={values.clientId}
        value={values.projectId}
        isOptional
        emptyLabel={values.clientId ? t('invoices.form.noProject') : t('invoices.form.clientFirst')}
        error={messages.project_id}
        onChange={(projectId) => update({ ...values, projectId })}
      />
      <LineItemsEditor
        values={values.pricing}
        currency={currency}
        errors={messages}
        onChange={(pricing) => update({ ...values, pricing })}
      />
      <TextField
        type="date"
        label={t('invoices.fields.dueDate')}
        hint={t('invoices.form.dueDateHint')}
        isOptional
        value={values.dueDate}
        error={messages.due_date}
        onChange={(event) => update({ ...values, dueDate: event.target.value })}
      />
      <TextAreaField
        label={t('invoices.fields.notes')}
        isOptional
        rows={3}
        value={values.notes}
        error={messages.notes}
        onChange={(event) => update({ ...values, notes: event.target.value })}
      />
    </RecordForm>
  );
}
