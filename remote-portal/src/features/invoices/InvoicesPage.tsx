import {
  PageHeader,
  type PortalInvoiceSummary,
  useDocumentTitle,
  useFormat,
} from '@atelier/shared';
import { usePortalInvoices } from '@atelier/shared/data/portal';
import { type Column, DataTable, kitStyles } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NAMESPACE } from '../../i18n';
import { ListBody } from '../common/ListBody';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';
import { StatementOfAccount } from './StatementOfAccount';
import { statementOfAccount } from './statement';

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

  return (
    <div className={kitStyles.gridSections}>
      <PageHeader title={t('invoices.title')} description={t('invoices.description')} />
      <ListBody list="invoices" query={list} items={invoices}>
        {(rows) => (
          <>
            <StatementOfAccount lines={statementOfAccount(rows)} />
            <DataTable
              caption={t('invoices.caption')}
              columns={columns}
              rows={rows}
              rowKey={(invoice) => invoice.id}
            />
          </>
        )}
      </ListBody>
    </div>
  );
}
