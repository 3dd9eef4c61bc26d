import {
  type ApiResult,
  Button,
  Dialog,
  type Invoice,
  TextAreaField,
  TextField,
} from '@atelier/shared';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../common/line-items/document-errors';
import { LineItemsEditor } from '../../common/line-items/LineItemsEditor';
import { ClientPicker, ProjectPicker } from '../../common/line-items/RecordPickers';
import { NAMESPACE } from '../../i18n';
import {
  type InvoiceFormErrors,
  type InvoiceFormValues,
  invoiceServerErrors,
  validateInvoiceForm,
} from './invoice-form';
import styles from './Payments.module.css';

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
    <Dialog
      isOpen={props.isOpen}
      placement="side"
      title={
        props.mode === 'create' ? t('invoices.form.createTitle') : t('invoices.form.editTitle')
      }
      onClose={props.onClose}
    >
      {/* Mounted only while open, so every opening starts from `initial`. */}
      {props.isOpen ? <InvoiceFormBody {...props} /> : null}
    </Dialog>
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
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<InvoiceFormErrors>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [hasTried, setHasTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const update = (next: InvoiceFormValues) => {
    setValues(next);
    setServerErrors({});
    if (hasTried) setErrors(validateInvoiceForm(next));
  };
  const messages: Record<string, string> = { ...serverErrors };
  for (const [key, code] of Object.entries(errors)) {
    messages[key] = t(`lineItems.fieldErrors.${code}`);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setHasTried(true);
    setFailure(null);
    const found = validateInvoiceForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFocusRequest((count) => count + 1);
      return;
    }
    setIsPending(true);
    try {
      const result = await onSubmit(values);
      if (result.success) {
        onSaved(result.invoice);
        return;
      }
      const fromServer = invoiceServerErrors(result.fields, values);
      setServerErrors(fromServer);
      setFailure(failureText(t, result));
      if (Object.keys(fromServer).length > 0) setFocusRequest((count) => count + 1);
    } catch (error) {
      console.error('[remote-admin] saving an invoice failed', error);
      setFailure(t('lineItems.errors.generic'));
    } finally {
      setIsPending(false);
    }
  }

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
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
      {failure ? (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      ) : null}
      <div className={styles.formActions}>
        <Button variant="secondary" onClick={onClose} disabled={isPending}>
          {t('invoices.form.cancel')}
        </Button>
        <Button type="submit" disabled={isPending}>
          {isPending
            ? t('invoices.form.saving')
            : mode === 'create'
              ? t('invoices.form.create')
              : t('invoices.form.save')}
        </Button>
      </div>
    </form>
  );
}
