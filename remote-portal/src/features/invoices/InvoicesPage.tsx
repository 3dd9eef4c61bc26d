import {
  type Column,
  DataTable,
  EmptyState,
  ErrorPanel,
  LoadingSpinner,
  PageHeader,
  type PortalInvoiceSummary,
  useDocumentTitle,
  useFormat,
} from '@atelier/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NAMESPACE } from '../../i18n';
import { portalFailureMessage } from '../projects/portal-failure';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';
import styles from './Invoices.module.css';
import { StatementOfAccount } from './StatementOfAccount';
import { statementOfAccount } from './statement';
import { usePortalInvoices } from './use-invoices';

/** `/client-portal/invoices`: the statement of account, then every issued invoice. */
export default function InvoicesPage() {
  const { t } = useTranslation(NAMESPACE);
  useDocumentTitle(t('invoices.documentTitle'));
  const format = useFormat();
  const list = usePortalInvoices();
  const invoices = list.data?.invoices;

  const columns: Column<PortalInvoiceSummary>[] = [
    {
      key: 'number',
      header: t('invoices.columns.number'),
      render: (invoice) => (
        <Link to={`/client-portal/invoices/${encodeURIComponent(invoice.id)}`}>
          {invoice.number ?? t('invoices.noNumber')}
        </Link>
      ),
    },
    {
      key: 'status',
      header: t('invoices.columns.status'),
      render: (invoice) => <InvoiceStatusBadge status={invoice.status} />,
    },
    {
      key: 'total',
      header: t('invoices.columns.total'),
      isNumeric: true,
      render: (invoice) => format.money(invoice.total_cents, invoice.currency),
    },
    {
      key: 'paid',
      header: t('invoices.columns.paid'),
      isNumeric: true,
      render: (invoice) => format.money(invoice.amount_paid_cents, invoice.currency),
    },
    {
      key: 'balance',
      header: t('invoices.columns.balance'),
      isNumeric: true,
      render: (invoice) => format.money(invoice.balance_cents, invoice.currency),
    },
    {
      key: 'due',
      header: t('invoices.columns.due'),
      render: (invoice) => format.day(invoice.due_date),
    },
  ];

  let body: ReactNode;
  if (list.failure && !invoices) {
    body = (
      <ErrorPanel
        title={t('invoices.loadFailed')}
        message={portalFailureMessage(t, list.failure)}
        retryLabel={t('invoices.retry')}
        onRetry={list.refetch}
      />
    );
  } else if (!invoices) {
    body = <LoadingSpinner />;
  } else if (invoices.length === 0) {
    body = <EmptyState title={t('invoices.empty.title')} description={t('invoices.empty.text')} />;
  } else {
    body = (
      <>
        <StatementOfAccount lines={statementOfAccount(invoices)} />
        <DataTable
          caption={t('invoices.caption')}
          columns={columns}
          rows={invoices}
          rowKey={(invoice) => invoice.id}
        />
      </>
    );
  }

  return (
    <div className={styles.page}>
      <PageHeader title={t('invoices.title')} description={t('invoices.description')} />
      {body}
    </div>
  );
}
