import {
  type ApiFailure,
  Button,
  type CreditNote,
  Dialog,
  FailureLine,
  type Invoice,
  TextAreaField,
  toast,
  useFormat,
} from '@atelier/shared';
import { getCreditNotePdf, useInvoiceWrites } from '@atelier/shared/data/invoices';
import { CreditNoteItems } from '@atelier/shared/documents';
import { kitStyles, RadioChoices } from '@atelier/shared/kit';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import documentStyles from '../../common/Document.module.css';
import { LineItemsEditor } from '../../common/line-items/LineItemsEditor';
import { failureMessage } from '../../common/record-errors';
import { NAMESPACE } from '../../i18n';
import {
  type CreditFormValues,
  creditPreview,
  creditServerErrors,
  emptyCreditForm,
  toNewCreditNote,
  validateCreditForm,
} from './credit-note-form';
import styles from './Payments.module.css';

/** The invoice's credit notes, each with its stored PDF (docs/records.md "Credit notes"). */
export function CreditNoteList({ notes }: { notes: CreditNote[] }) {
  const { t } = useTranslation(NAMESPACE);
  if (notes.length === 0) return null;
  return (
    <section className={styles.payments} aria-labelledby="invoice-credit-notes">
      <h2 id="invoice-credit-notes" className={styles.sectionTitle}>
        {t('invoices.credit.listTitle')}
      </h2>
      <ul className={documentStyles.muted}>
        <CreditNoteItems notes={notes} fetchPdf={getCreditNotePdf} t={t} buttonSize="sm" />
      </ul>
    </section>
  );
}

type CreditNoteDialogProps = { invoice: Invoice; isOpen: boolean; onClose: () => void };

/**
 * Issues a credit note against a sent invoice: the whole invoice, or some lines taxed at the
 * invoice's rate, with its total and what it leaves to pay as the admin types. It e-mails the
 * client at once, so the dialog says so. A refusal shows under its field; nothing typed is lost.
 */
export function CreditNoteDialog({ invoice, isOpen, onClose }: CreditNoteDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const writes = useInvoiceWrites();
  const legendId = useId();
  const [values, setValues] = useState(() => emptyCreditForm(invoice));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);
  const preview = creditPreview(invoice, values);
  const money = (cents: number) => format.money(cents, invoice.currency);
  const errors = { ...serverErrors, ...problems };

  function change(next: Partial<CreditFormValues>) {
    setValues((current) => ({ ...current, ...next }));
    // A field's message goes once it is changed; the others stay until the next attempt.
    setServerErrors({});
  }

  async function issue() {
    const local = validateCreditForm(values);
    setProblems(
      Object.fromEntries(
        Object.entries(local).map(([field, code]) => [
          field,
          field === 'reason' && code === 'required'
            ? t('invoices.credit.reasonRequired')
            : t(`lineItems.fieldErrors.${code}`),
        ]),
      ),
    );
    setServerErrors({});
    setFailure(null);
    if (Object.keys(local).length > 0) return;
    setIsPending(true);
    try {
      const result = await writes.credit(toNewCreditNote(invoice.id, values));
      if (result.success) {
        toast.success(t('invoices.credit.issued', { number: result.credit_note.number }));
        onClose();
        return;
      }
      showRefusal(result);
    } finally {
      setIsPending(false);
    }
  }

  function showRefusal(result: ApiFailure) {
    const mapped = creditServerErrors(result.fields, values);
    setServerErrors(mapped);
    setFailure(Object.keys(mapped).length > 0 ? null : failureMessage(t, result));
  }

  return (
    <Dialog
      isOpen={isOpen}
      title={t('invoices.credit.title', { number: invoice.number ?? '' })}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isPending}>
            {t('invoices.credit.cancel')}
          </Button>
          <Button onClick={() => void issue()} disabled={isPending}>
            {t('invoices.credit.confirm')}
          </Button>
        </>
      }
    >
      <p>{t('invoices.credit.warning')}</p>
      <TextAreaField
        label={t('invoices.credit.reason')}
        value={values.reason}
        error={errors.reason}
        onChange={(event) => change({ reason: event.target.value })}
      />
      <fieldset
        className={styles.choices}
        aria-labelledby={legendId}
        aria-describedby={errors.scope ? `${legendId}-error` : undefined}
      >
        <legend id={legendId}>{t('invoices.credit.scope')}</legend>
        <RadioChoices
          name="credit-scope"
          choices={['whole', 'lines'] as const}
          value={values.scope}
          onChange={(scope) => change({ scope })}
          label={(scope) =>
            scope === 'whole'
              ? t('invoices.credit.whole', { total: money(invoice.total_cents) })
              : t('invoices.credit.lines')
          }
          className={kitStyles.inline}
        />
        <FailureLine id={`${legendId}-error`}>{errors.scope}</FailureLine>
      </fieldset>
      {values.scope === 'lines' ? (
        <LineItemsEditor
          values={values.pricing}
          currency={invoice.currency}
          errors={errors}
          fixedTaxRateBp={invoice.tax_rate_bp}
          onChange={(pricing) => change({ pricing })}
        />
      ) : null}
      <p role="status" className={styles.preview}>
        {t('invoices.credit.total', {
          total: money(preview.total_cents),
          left: money(preview.left_cents),
        })}
        {preview.isOverBalance
          ? ` ${t('invoices.credit.overBalance', { balance: money(invoice.balance_cents) })}`
          : ''}
      </p>
      <FailureLine>{failure}</FailureLine>
    </Dialog>
  );
}
