import {
  type ApiFailure,
  Button,
  type CreditNote,
  computeTotals,
  Dialog,
  type Invoice,
  parseMoneyToCents,
  TextAreaField,
  TextField,
  toast,
} from '@atelier/shared';
import { getCreditNotePdf, saveDocumentPdf } from '@atelier/shared/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import documentStyles from '../../common/Document.module.css';
import { failureMessage } from '../../common/record-errors';
import { useRecordFormat } from '../../common/use-record-format';
import { NAMESPACE } from '../../i18n';
import styles from './Payments.module.css';
import { useInvoiceWrites } from './use-invoices';

/** The invoice's credit notes, each with its stored PDF (docs/records.md "Credit notes"). */
export function CreditNoteList({ notes }: { notes: CreditNote[] }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useRecordFormat();
  if (notes.length === 0) return null;
  async function download(id: string) {
    const failure = await saveDocumentPdf(await getCreditNotePdf(id));
    if (failure) toast.error(failure === 'unreadable' ? t('pdf.failed') : failure.error);
  }
  return (
    <section className={styles.payments} aria-labelledby="invoice-credit-notes">
      <h2 id="invoice-credit-notes" className={styles.sectionTitle}>
        {t('invoices.credit.listTitle')}
      </h2>
      <ul className={documentStyles.muted}>
        {notes.map((note) => (
          <li key={note.id}>
            {t('invoices.credit.line', {
              number: note.number,
              date: format.day(note.issue_date),
              amount: format.money(note.total_cents, note.currency),
              reason: note.reason,
            })}{' '}
            <Button
              size="sm"
              variant="secondary"
              aria-label={t('invoices.credit.downloadOf', { number: note.number })}
              onClick={() => void download(note.id)}
            >
              {t('pdf.download')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

type CreditNoteDialogProps = { invoice: Invoice; isOpen: boolean; onClose: () => void };

/**
 * Issues a credit note against a sent invoice: the whole invoice, or an amount before tax (one
 * line, taxed at the invoice's rate). It e-mails the client, so the dialog says so.
 */
export function CreditNoteDialog({ invoice, isOpen, onClose }: CreditNoteDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const format = useRecordFormat();
  const writes = useInvoiceWrites();
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);
  const cents = amount.trim() === '' ? null : parseMoneyToCents(amount);
  const line = { description: description.trim() || reason.trim(), quantity: 1 };
  const total =
    cents === null
      ? invoice.balance_cents
      : computeTotals([{ ...line, unit_price_cents: cents }], {
          discount_cents: 0,
          tax_rate_bp: invoice.tax_rate_bp,
        }).total_cents;

  async function issue() {
    const local: Record<string, string> = {};
    if (reason.trim() === '') local.reason = t('invoices.credit.reasonRequired');
    if (amount.trim() !== '' && (cents === null || cents <= 0)) {
      local.amount = t('invoices.credit.amountInvalid');
    }
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setIsPending(true);
    setFailure(null);
    try {
      const result = await writes.credit({
        invoice_id: invoice.id,
        reason: reason.trim(),
        ...(cents === null ? {} : { items: [{ ...line, unit_price_cents: cents }] }),
      });
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
    const fields = result.fields ?? {};
    const mapped: Record<string, string> = {};
    for (const [field, message] of Object.entries(fields)) {
      mapped[field === 'reason' ? 'reason' : 'amount'] = message;
    }
    setErrors(mapped);
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
        value={reason}
        error={errors.reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <TextField
        label={t('invoices.credit.amount')}
        hint={t('invoices.credit.amountHint', {
          balance: format.money(invoice.balance_cents, invoice.currency),
        })}
        inputMode="decimal"
        value={amount}
        error={errors.amount}
        onChange={(event) => setAmount(event.target.value)}
      />
      {amount.trim() !== '' ? (
        <TextField
          label={t('invoices.credit.description')}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
      ) : null}
      <p role="status">
        {t('invoices.credit.total', {
          total: format.money(total, invoice.currency),
          left: format.money(Math.max(0, invoice.balance_cents - total), invoice.currency),
        })}
      </p>
      {failure ? <p role="alert">{failure}</p> : null}
    </Dialog>
  );
}
