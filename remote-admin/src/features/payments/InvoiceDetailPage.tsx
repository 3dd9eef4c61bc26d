import {
  Button,
  type CreditNote,
  type Invoice,
  type InvoiceDetail as InvoiceDetailAnswer,
  type Payment,
  toast,
  useDocumentTitle,
} from '@atelier/shared';
import { getInvoicePdf, useInvoice, useInvoiceWrites } from '@atelier/shared/data/invoices';
import { kitStyles } from '@atelier/shared/kit';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { DetailFallback } from '../../common/DetailFallback';
import documentStyles from '../../common/Document.module.css';
import { useDocumentIssuer } from '../../common/issuer/use-document-issuer';
import { DocumentActions } from '../../common/pdf/DocumentActions';
import { failureMessage } from '../../common/record-errors';
import { useDocumentActions } from '../../common/use-document-actions';
import { NAMESPACE } from '../../i18n';
import { CreditNoteDialog, CreditNoteList } from './CreditNotes';
import { DeletePaymentDialog } from './DeletePaymentDialog';
import { InvoiceDocument } from './InvoiceDocument';
import { InvoiceForm } from './InvoiceForm';
import { invoiceToForm, toInvoiceFields } from './invoice-form';
import styles from './Payments.module.css';
import { PaymentTable } from './PaymentTable';
import { RecordPaymentDialog } from './RecordPaymentDialog';

type Action = 'edit' | 'send' | 'delete' | 'cancel' | 'pay' | 'credit';

export default function InvoiceDetailPage() {
  const { t } = useTranslation(NAMESPACE);
  const { invoiceId = '' } = useParams();
  const invoice = useInvoice(invoiceId);
  const number = invoice.data?.invoice.number ?? t('invoices.draftNumber');
  useDocumentTitle(t('documentTitle', { page: t('invoices.detail.title', { number }) }));

  const back = (
    <Link to="/admin/payments" className={documentStyles.back}>
      {t('invoices.detail.back')}
    </Link>
  );
  if (!invoice.data) {
    return (
      <DetailFallback
        back={back}
        failure={invoice.failure ? failureMessage(t, invoice.failure) : null}
        failedTitle={t('invoices.detail.failedTitle')}
        onRetry={invoice.refetch}
        loadingLabel={t('common.loading')}
      />
    );
  }
  return (
    <InvoiceDetail
      invoice={invoice.data.invoice}
      payments={invoice.data.payments}
      creditNotes={invoice.data.creditNotes ?? []}
      generatedBy={invoice.data.generatedBy ?? null}
      back={back}
    />
  );
}

type InvoiceDetailProps = {
  invoice: Invoice;
  payments: Payment[];
  creditNotes: CreditNote[];
  generatedBy: InvoiceDetailAnswer['generatedBy'];
  back: ReactNode;
};

function InvoiceDetail({ invoice, payments, creditNotes, generatedBy, back }: InvoiceDetailProps) {
  const invoiceWrites = useInvoiceWrites();
  const { t } = useTranslation(NAMESPACE);
  const issuer = useDocumentIssuer();
  const navigate = useNavigate();
  const { action, setAction, isPending, failure, close, run } = useDocumentActions<Action>();
  const [toDelete, setToDelete] = useState<Payment | null>(null);

  const { status } = invoice;
  const isOpen = status === 'sent' || status === 'overdue';
  const number = invoice.number ?? t('invoices.draftNumber');

  return (
    <>
      <div className={documentStyles.chrome}>
        {back}
        <div className={kitStyles.cluster}>
          {status === 'draft' ? (
            <>
              <Button onClick={() => setAction('edit')}>{t('invoices.actions.edit')}</Button>
              <Button onClick={() => setAction('send')}>{t('invoices.actions.send')}</Button>
              <Button variant="danger" onClick={() => setAction('delete')}>
                {t('invoices.actions.delete')}
              </Button>
            </>
          ) : null}
          {isOpen ? (
            <>
              <Button onClick={() => setAction('pay')}>
                {t('invoices.actions.recordPayment')}
              </Button>
              {invoice.balance_cents > 0 ? (
                <Button variant="secondary" onClick={() => setAction('credit')}>
                  {t('invoices.credit.open')}
                </Button>
              ) : null}
              {payments.length === 0 ? (
                <Button variant="danger" onClick={() => setAction('cancel')}>
                  {t('invoices.actions.cancel')}
                </Button>
              ) : null}
            </>
          ) : null}
          <DocumentActions fetchPdf={() => getInvoicePdf(invoice.id)} />
        </div>
      </div>
      {generatedBy ? (
        <p className={documentStyles.muted}>
          {t('invoices.generatedBy', { rule: generatedBy.name })}
          {generatedBy.cause ? ` — ${generatedBy.cause}` : ''}
        </p>
      ) : null}
      <InvoiceDocument invoice={invoice} issuer={issuer} />

      <CreditNoteList notes={creditNotes} />
      <section className={styles.payments} aria-labelledby="invoice-payments">
        <h2 id="invoice-payments" className={styles.sectionTitle}>
          {t('invoices.detail.payments')}
        </h2>
        {payments.length === 0 ? (
          <p className={documentStyles.muted}>{t('invoices.detail.noPayments')}</p>
        ) : (
          <PaymentTable
            payments={payments}
            caption={t('invoices.detail.payments')}
            onDelete={setToDelete}
          />
        )}
      </section>

      <InvoiceForm
        isOpen={action === 'edit'}
        mode="edit"
        initial={invoiceToForm(invoice)}
        currency={invoice.currency}
        onSubmit={(values) => invoiceWrites.update({ id: invoice.id, ...toInvoiceFields(values) })}
        onSaved={() => {
          toast.success(t('invoices.toasts.saved'));
          close();
        }}
        onClose={close}
      />
      <ConfirmDialog
        isOpen={action === 'send'}
        title={t('invoices.send.title')}
        confirmLabel={t('invoices.send.confirm')}
        isPending={isPending}
        failure={failure}
        onConfirm={() => void run(() => invoiceWrites.send(invoice.id), t('invoices.toasts.sent'))}
        onClose={close}
      >
        <p>{t('invoices.send.warning')}</p>
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={action === 'delete'}
        title={t('invoices.delete.title')}
        confirmLabel={t('invoices.delete.confirm')}
        isDestructive
        isPending={isPending}
        failure={failure}
        onConfirm={() =>
          void run(
            () => invoiceWrites.remove(invoice.id),
            t('invoices.toasts.deleted'),
            () => void navigate('/admin/payments'),
          )
        }
        onClose={close}
      >
        <p>{t('invoices.delete.warning')}</p>
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={action === 'cancel'}
        title={t('invoices.cancel.title', { number })}
        confirmLabel={t('invoices.cancel.confirm')}
        isDestructive
        isPending={isPending}
        failure={failure}
        onConfirm={() =>
          void run(() => invoiceWrites.cancel(invoice.id), t('invoices.toasts.cancelled'))
        }
        onClose={close}
      >
        <p>{t('invoices.cancel.warning')}</p>
      </ConfirmDialog>
      <RecordPaymentDialog isOpen={action === 'pay'} invoice={invoice} onClose={close} />
      {action === 'credit' ? <CreditNoteDialog invoice={invoice} isOpen onClose={close} /> : null}
      <DeletePaymentDialog payment={toDelete} onClose={() => setToDelete(null)} />
    </>
  );
}
