import {
  Button,
  ErrorPanel,
  LoadingSpinner,
  PageHeader,
  type PaidInvoice,
  useDocumentTitle,
  useFormat,
} from '@atelier/shared';
import { getPortalInvoicePdf, usePortalInvoice } from '@atelier/shared/data/portal';
import { kitStyles } from '@atelier/shared/kit';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { NAMESPACE } from '../../i18n';
import { PdfDownloadButton } from '../documents/PdfDownloadButton';
import { usePortalIssuer } from '../documents/use-portal-issuer';
import { isNotFound, portalFailureMessage } from '../projects/portal-failure';
import { InvoiceCreditNotes } from './InvoiceCreditNotes';
import { InvoiceDocument } from './InvoiceDocument';
import { InvoicePayments } from './InvoicePayments';
import styles from './Invoices.module.css';
import { PayInvoiceForm } from './PayInvoiceForm';
import { usePaymentReturn } from './payment-return';
import { StripeCheckoutButton } from './StripeCheckoutButton';
import { isPayable } from './statement';

/**
 * `/client-portal/invoices/:id`: the invoice as a document, its payments, and paying the
 * balance. Another client's invoice answers 404 like an unknown one: both read "not found".
 */
export default function InvoicePage() {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const { id = '' } = useParams();
  const detail = usePortalInvoice(id);
  const invoice = detail.data?.invoice;
  const issuer = usePortalIssuer(detail.data?.agency);
  useDocumentTitle(
    t('invoices.detailDocumentTitle', { number: invoice?.number ?? t('invoices.noNumber') }),
  );
  const [receipt, setReceipt] = useState<string | null>(null);
  const payTitleId = useId();
  const returned = usePaymentReturn(detail.refetch);

  const back = (
    <Link className={styles.back} to="/client-portal/invoices">
      {t('invoices.back')}
    </Link>
  );

  if (detail.failure && !invoice) {
    const notFound = isNotFound(detail.failure);
    return (
      <div className={kitStyles.gridSections}>
        {back}
        <ErrorPanel
          title={notFound ? t('invoices.notFound.title') : t('invoices.loadOneFailed')}
          message={notFound ? t('invoices.notFound.text') : portalFailureMessage(t, detail.failure)}
          retryLabel={t('invoices.retry')}
          onRetry={notFound ? undefined : detail.refetch}
        />
      </div>
    );
  }
  if (!detail.data || !invoice) return <LoadingSpinner />;
  const { payment_providers: providers } = detail.data;
  // A receipt of a payment made here, else what the return from Stripe says.
  const notice = receipt ?? (returned ? t(`invoices.paymentReturn.${returned}`) : null);
  const noticeClass = !notice
    ? 'at-visually-hidden'
    : receipt || returned === 'success'
      ? styles.success
      : styles.notice;

  const paid = (result: PaidInvoice) => {
    detail.setData((data) => ({ ...data, invoice: result.invoice }));
    setReceipt(
      result.invoice.balance_cents === 0
        ? t('invoices.pay.done', { email: invoice.clients.email })
        : t('invoices.pay.donePartly', {
            email: invoice.clients.email,
            balance: format.money(result.invoice.balance_cents, result.invoice.currency),
          }),
    );
  };

  return (
    <div className={kitStyles.gridSections}>
      {back}
      <PageHeader
        title={t('invoices.detailTitle', { number: invoice.number ?? t('invoices.noNumber') })}
        description={
          invoice.status === 'credited'
            ? t('invoices.detailCredited')
            : t('invoices.detailDescription', {
                balance: format.money(invoice.balance_cents, invoice.currency),
                date: format.day(invoice.due_date),
              })
        }
        actions={
          <>
            <PdfDownloadButton fetchPdf={() => getPortalInvoicePdf(invoice.id)} />
            <Button variant="secondary" onClick={() => window.print()}>
              {t('invoices.print')}
            </Button>
          </>
        }
      />
      <p role="status" className={noticeClass}>
        {notice}
      </p>
      <InvoiceDocument invoice={invoice} issuer={issuer} />
      {isPayable(invoice) ? (
        <section aria-labelledby={payTitleId} className={styles.section}>
          <h2 id={payTitleId} className={kitStyles.sectionTitle}>
            {t('invoices.pay.title')}
          </h2>
          {providers.includes('stripe') ? <StripeCheckoutButton invoiceId={invoice.id} /> : null}
          {providers.includes('test') ? (
            <PayInvoiceForm key={invoice.balance_cents} invoice={invoice} onPaid={paid} />
          ) : null}
        </section>
      ) : null}
      <InvoiceCreditNotes notes={detail.data.credit_notes ?? []} />
      <InvoicePayments payments={detail.data.payments} />
    </div>
  );
}
