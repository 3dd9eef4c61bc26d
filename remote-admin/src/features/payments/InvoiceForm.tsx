import { type Invoice, TextAreaField, TextField } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import {
  DocumentFormPanel,
  type DocumentFormProps,
} from '../../common/line-items/DocumentFormPanel';
import { ClientPicker, ProjectPicker } from '../../common/RecordPickers';
import { NAMESPACE } from '../../i18n';
import { type InvoiceFormValues, invoiceServerErrors, validateInvoiceForm } from './invoice-form';

/** Create or edit a draft invoice in a side panel; checked here before anything is sent. */
export function InvoiceForm(props: DocumentFormProps<InvoiceFormValues, 'invoice', Invoice>) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <DocumentFormPanel
      {...props}
      section="invoices"
      recordKey="invoice"
      validate={validateInvoiceForm}
      serverErrors={invoiceServerErrors}
    >
      {({ values, update, messages, lineItems }) => (
        <>
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
            emptyLabel={
              values.clientId ? t('invoices.form.noProject') : t('invoices.form.clientFirst')
            }
            error={messages.project_id}
            onChange={(projectId) => update({ ...values, projectId })}
          />
          {lineItems}
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
        </>
      )}
    </DocumentFormPanel>
  );
}
