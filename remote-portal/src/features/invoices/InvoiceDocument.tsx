import type { Invoice } from '@atelier/shared';
import { useFormat } from '@atelier/shared';
import { ScrollRegion } from '@atelier/shared/kit';
import type { DocumentIssuer } from '@atelier/shared/records';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { IssuerBlock } from '../documents/IssuerBlock';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';
import styles from './Invoices.module.css';

/** The invoice as the agency issued it: who from, who to, the lines and the totals. */
export function InvoiceDocument({ invoice, issuer }: { invoice: Invoice; issuer: DocumentIssuer }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const money = (cents: number) => format.money(cents, invoice.currency);
  const recipient = [
    invoice.clients.name,
    invoice.clients.company,
    invoice.clients.address,
    invoice.clients.email,
    invoice.clients.tax_id ? t('invoices.document.taxId', { id: invoice.clients.tax_id }) : null,
  ].filter((line): line is string => Boolean(line));

  return (
    <article className={styles.document} aria-label={t('invoices.document.label')}>
      <header className={styles.documentHead}>
        <IssuerBlock issuer={issuer} />
        <div className={styles.documentMeta}>
          <p className={styles.strong}>{invoice.number ?? t('invoices.noNumber')}</p>
          <InvoiceStatusBadge status={invoice.status} />
          <dl className={styles.facts}>
            {invoice.issue_date ? (
              <>
                <dt>{t('invoices.document.issued')}</dt>
                <dd>{format.day(invoice.issue_date)}</dd>
              </>
            ) : null}
            <dt>{t('invoices.document.due')}</dt>
            <dd>{format.day(invoice.due_date)}</dd>
            {invoice.projects ? (
              <>
                <dt>{t('invoices.document.project')}</dt>
                <dd>{invoice.projects.name}</dd>
              </>
            ) : null}
          </dl>
        </div>
      </header>
      <div>
        <h2 className={styles.smallTitle}>{t('invoices.document.billedTo')}</h2>
        <address className={styles.address}>
          {recipient.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
      </div>
      <ScrollRegion className={styles.scroller} label={t('invoices.document.items')}>
        <table className={styles.items}>
          <caption className="at-visually-hidden">{t('invoices.document.items')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('invoices.document.description')}</th>
              <th scope="col" className={styles.numeric}>
                {t('invoices.document.quantity')}
              </th>
              <th scope="col" className={styles.numeric}>
                {t('invoices.document.unitPrice')}
              </th>
              <th scope="col" className={styles.numeric}>
                {t('invoices.document.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.items.map((item) => (
              <tr key={item.id}>
                <td>{item.description}</td>
                <td className={styles.numeric}>{format.number(item.quantity, 3)}</td>
                <td className={styles.numeric}>{money(item.unit_price_cents)}</td>
                <td className={styles.numeric}>{money(item.amount_cents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <dl className={`${styles.facts} ${styles.totals}`}>
        <dt>{t('invoices.document.subtotal')}</dt>
        <dd>{money(invoice.subtotal_cents)}</dd>
        {invoice.discount_cents > 0 ? (
          <>
            <dt>{t('invoices.document.discount')}</dt>
            <dd>−{money(invoice.discount_cents)}</dd>
          </>
        ) : null}
        {invoice.tax_cents > 0 ? (
          <>
            <dt>
              {t('invoices.document.tax', { rate: format.number(invoice.tax_rate_bp / 100, 3) })}
            </dt>
            <dd>{money(invoice.tax_cents)}</dd>
          </>
        ) : null}
        <dt className={styles.strong}>{t('invoices.document.total')}</dt>
        <dd className={styles.strong}>{money(invoice.total_cents)}</dd>
        <dt>{t('invoices.document.paid')}</dt>
        <dd>{money(invoice.amount_paid_cents)}</dd>
        {invoice.credited_cents > 0 ? (
          <>
            <dt>{t('invoices.document.credited')}</dt>
            <dd>{money(invoice.credited_cents)}</dd>
          </>
        ) : null}
        <dt className={styles.strong}>{t('invoices.document.balance')}</dt>
        <dd className={styles.strong}>{money(invoice.balance_cents)}</dd>
      </dl>
      {invoice.notes ? (
        <div>
          <h2 className={styles.smallTitle}>{t('invoices.document.notes')}</h2>
          <p className={styles.notes}>{invoice.notes}</p>
        </div>
      ) : null}
    </article>
  );
}
