import type { Invoice } from '@atelier/shared';
import { useFormat } from '@atelier/shared';
import type { DocumentIssuer } from '@atelier/shared/records';
import { useTranslation } from 'react-i18next';
import documentStyles from '../../common/Document.module.css';
import { IssuerBlock } from '../../common/issuer/IssuerBlock';
import { DocumentItems } from '../../common/line-items/DocumentItems';
import { TotalsDisplay } from '../../common/line-items/TotalsDisplay';
import { InvoiceStatusBadge } from '../../common/StatusBadges';
import { NAMESPACE } from '../../i18n';
import styles from './Payments.module.css';

/** The invoice as the client receives it, from the agency in Settings; also what the page prints. */
export function InvoiceDocument({
  invoice,
  issuer,
}: {
  invoice: Invoice;
  issuer: DocumentIssuer | null;
}) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const client = invoice.clients;
  const dates = [
    invoice.issue_date ? [t('invoices.document.issued'), format.day(invoice.issue_date)] : null,
    [t('invoices.fields.dueDate'), format.day(invoice.due_date)],
    invoice.paid_at ? [t('invoices.document.paidOn'), format.day(invoice.paid_at)] : null,
    invoice.cancelled_at
      ? [t('invoices.document.cancelledOn'), format.day(invoice.cancelled_at)]
      : null,
    invoice.projects ? [t('invoices.fields.project'), invoice.projects.name] : null,
  ].filter((entry): entry is string[] => entry !== null);
  return (
    <article className={documentStyles.document} aria-labelledby="invoice-title">
      <header className={documentStyles.documentHeader}>
        <div>
          <IssuerBlock issuer={issuer} />
          <h1 id="invoice-title" className={documentStyles.documentTitle}>
            {t('invoices.document.title')} {invoice.number ?? t('invoices.draftNumber')}
          </h1>
        </div>
        <InvoiceStatusBadge status={invoice.status} />
      </header>
      <div className={documentStyles.documentMeta}>
        <section>
          <h2 className={documentStyles.label}>{t('invoices.document.billTo')}</h2>
          <p className={documentStyles.address}>
            {client.name}
            {client.company ? <span>{client.company}</span> : null}
            {client.address ? <span className={styles.preLine}>{client.address}</span> : null}
            <span>{client.email}</span>
            {client.tax_id ? (
              <span>{t('invoices.document.taxId', { id: client.tax_id })}</span>
            ) : null}
          </p>
        </section>
        <dl className={documentStyles.dates}>
          {dates.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      {invoice.items.length > 0 ? (
        <DocumentItems items={invoice.items} currency={invoice.currency} />
      ) : (
        <p className={documentStyles.muted}>{t('invoices.document.noItems')}</p>
      )}
      <div className={documentStyles.totalsRow}>
        <TotalsDisplay
          totals={invoice}
          currency={invoice.currency}
          taxRateBp={invoice.tax_rate_bp}
          extra={[
            { label: t('invoices.document.paid'), cents: invoice.amount_paid_cents },
            // What credit notes took off (docs/records.md "Credit notes"), out of the balance.
            ...(invoice.credited_cents > 0
              ? [{ label: t('invoices.document.credited'), cents: invoice.credited_cents }]
              : []),
            { label: t('invoices.document.balance'), cents: invoice.balance_cents, isStrong: true },
          ]}
        />
      </div>
      {invoice.notes ? (
        <section>
          <h2 className={documentStyles.label}>{t('invoices.fields.notes')}</h2>
          <p className={styles.preLine}>{invoice.notes}</p>
        </section>
      ) : null}
    </article>
  );
}
