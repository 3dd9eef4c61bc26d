import {
  agencyToday,
  Dialog,
  type Invoice,
  paymentMethods,
  SelectField,
  TextAreaField,
  TextField,
  toast,
  useFormat,
} from '@atelier/shared';
import { useOpenInvoices } from '@atelier/shared/data/invoices';
import { usePaymentWrites } from '@atelier/shared/data/revenue';
import { kitStyles } from '@atelier/shared/kit';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import documentStyles from '../../common/Document.module.css';
import { FormFooter } from '../../common/FormFooter';
import { ClientPicker, ProjectPicker } from '../../common/RecordPickers';
import { failureMessage } from '../../common/record-errors';
import { NAMESPACE } from '../../i18n';
import styles from './Payments.module.css';
import {
  balanceText,
  emptyPaymentForm,
  type PaymentFormErrors,
  type PaymentFormValues,
  toNewPayment,
  validatePaymentForm,
} from './payment-form';

type RecordPaymentDialogProps = {
  isOpen: boolean;
  /** From an invoice's page: the payment is against it. Otherwise the admin may choose one. */
  invoice?: Invoice | null;
  onClose: () => void;
};

export function RecordPaymentDialog({ isOpen, invoice, onClose }: RecordPaymentDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Dialog isOpen={isOpen} placement="side" title={t('payments.record.title')} onClose={onClose}>
      {isOpen ? <RecordPaymentForm invoice={invoice ?? null} onClose={onClose} /> : null}
    </Dialog>
  );
}

function RecordPaymentForm({ invoice, onClose }: { invoice: Invoice | null; onClose: () => void }) {
  const paymentWrites = usePaymentWrites();
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const today = agencyToday();
  const [values, setValues] = useState<PaymentFormValues>(() => emptyPaymentForm(today, invoice));
  const [errors, setErrors] = useState<PaymentFormErrors>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);
  const open = useOpenInvoices(invoice === null);
  const openInvoices = open.data?.invoices ?? [];
  const chosen = invoice ?? openInvoices.find((each) => each.id === values.invoiceId) ?? null;
  const balanceCents = chosen ? chosen.balance_cents : null;

  const update = (next: PaymentFormValues) => {
    setValues(next);
    setServerErrors({});
  };
  const chooseInvoice = (invoiceId: string) => {
    const picked = openInvoices.find((each) => each.id === invoiceId);
    // The invoice brings its client, project and, as a starting point, its balance.
    update({
      ...values,
      invoiceId,
      clientId: picked?.client_id ?? '',
      projectId: picked?.project_id ?? '',
      amount: picked ? balanceText(picked.balance_cents) : values.amount,
    });
  };
  const message = (field: keyof PaymentFormErrors): string | null => {
    const problem = errors[field];
    if (problem === 'moreThanBalance' && chosen) {
      return t('lineItems.fieldErrors.moreThanBalance', {
        balance: format.money(chosen.balance_cents, chosen.currency),
      });
    }
    return problem ? t(`lineItems.fieldErrors.${problem}`) : (serverErrors[field] ?? null);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const found = validatePaymentForm(values, { today, balanceCents });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setIsPending(true);
    try {
      const result = await paymentWrites.record(toNewPayment(values));
      if (result.success) {
        toast.success(
          t('payments.toasts.recorded', {
            amount: format.money(result.payment.amount_cents, result.payment.currency),
          }),
        );
        onClose();
        return;
      }
      setServerErrors(result.fields ?? {});
      setFailure(failureMessage(t, result));
    } catch (error) {
      console.error('[remote-admin] recording a payment failed', error);
      setFailure(t('common.errors.generic'));
    } finally {
      setIsPending(false);
    }
  }

  const invoiceLabel = (each: Invoice) =>
    t('payments.record.invoiceOption', {
      number: each.number ?? t('invoices.draftNumber'),
      client: each.clients.name,
      balance: format.money(each.balance_cents, each.currency),
    });

  return (
    <form className={kitStyles.stack} noValidate onSubmit={(event) => void submit(event)}>
      {invoice ? (
        <p className={styles.preview}>
          {t('payments.record.against', {
            number: invoice.number ?? t('invoices.draftNumber'),
            balance: format.money(invoice.balance_cents, invoice.currency),
          })}
        </p>
      ) : (
        <SelectField
          label={t('payments.fields.invoice')}
          isOptional
          value={values.invoiceId}
          error={serverErrors.invoice_id ?? null}
          options={[
            { value: '', label: t('payments.record.noInvoice') },
            ...openInvoices.map((each) => ({ value: each.id, label: invoiceLabel(each) })),
          ]}
          onChange={(event) => chooseInvoice(event.target.value)}
        />
      )}
      {chosen ? (
        <p className={documentStyles.muted}>
          {t('payments.record.follows', {
            client: chosen.clients.name,
            project: chosen.projects?.name ?? t('payments.record.noProject'),
          })}{' '}
          {t('payments.record.receipt', { email: chosen.clients.email })}
        </p>
      ) : (
        <>
          <ClientPicker
            label={t('payments.fields.client')}
            isOptional
            value={values.clientId}
            emptyLabel={t('payments.record.noClient')}
            error={serverErrors.client_id ?? null}
            onChange={(clientId) => update({ ...values, clientId, projectId: '' })}
          />
          <ProjectPicker
            label={t('payments.fields.project')}
            isOptional
            clientId={values.clientId}
            value={values.projectId}
            emptyLabel={
              values.clientId ? t('payments.record.noProject') : t('invoices.form.clientFirst')
            }
            error={serverErrors.project_id ?? null}
            onChange={(projectId) => update({ ...values, projectId })}
          />
        </>
      )}
      <TextField
        label={t('payments.fields.amount')}
        inputMode="decimal"
        required
        value={values.amount}
        error={message('amount_cents')}
        onChange={(event) => update({ ...values, amount: event.target.value })}
      />
      <TextField
        type="date"
        label={t('payments.fields.date')}
        required
        max={today}
        value={values.date}
        error={message('payment_date')}
        onChange={(event) => update({ ...values, date: event.target.value })}
      />
      <SelectField
        label={t('payments.fields.method')}
        required
        value={values.method}
        error={message('payment_method')}
        options={paymentMethods.map((method) => ({
          value: method,
          label: t(`payments.methods.${method}`),
        }))}
        onChange={(event) =>
          update({ ...values, method: event.target.value as PaymentFormValues['method'] })
        }
      />
      <TextAreaField
        label={t('payments.fields.description')}
        isOptional
        rows={3}
        maxLength={1000}
        value={values.description}
        error={message('description')}
        onChange={(event) => update({ ...values, description: event.target.value })}
      />
      <FormFooter
        failure={failure}
        isPending={isPending}
        submitLabel={t('payments.record.confirm')}
        pendingLabel={t('common.confirm.working')}
        onCancel={onClose}
      />
    </form>
  );
}
