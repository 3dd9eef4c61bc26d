import type { Invoice, InvoiceSortColumn } from '@atelier/shared';
import { useFormat } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { ListTable, RowHeader, sortHeaders } from '../../common/ListTable';
import styles from '../../common/RecordList.module.css';
import { InvoiceStatusBadge } from '../../common/StatusBadges';
import { NAMESPACE } from '../../i18n';
import type { InvoiceFilters } from './invoice-filters';

type InvoiceTableProps = {
  invoices: readonly Invoice[];
  filters: InvoiceFilters;
  isBusy: boolean;
  onSort: (column: InvoiceSortColumn) => void;
};

export function InvoiceTable({ invoices, filters, isBusy, onSort }: InvoiceTableProps) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const header = sortHeaders({ sort: filters.sort, order: filters.order, onSort });
  return (
    <ListTable
      caption={t('invoices.table.caption')}
      isBusy={isBusy}
      columns={
        <>
          {header('number', t('invoices.columns.number'))}
          <th scope="col">{t('invoices.columns.client')}</th>
          <th scope="col">{t('invoices.columns.project')}</th>
          <th scope="col">{t('invoices.columns.status')}</th>
          {header('total_cents', t('invoices.columns.total'), true)}
          <th scope="col" className={styles.numeric}>
            {t('invoices.columns.balance')}
          </th>
          {header('due_date', t('invoices.columns.dueDate'))}
          {header('created_at', t('invoices.columns.created'))}
        </>
      }
    >
      {invoices.map((invoice) => (
        <tr key={invoice.id}>
          <RowHeader to={`/admin/payments/invoices/${invoice.id}`}>
            {invoice.number ?? t('invoices.draftNumber')}
          </RowHeader>
          <td>
            {invoice.clients.name}
            {invoice.clients.company ? (
              <span className={styles.sub}>{invoice.clients.company}</span>
            ) : null}
          </td>
          <td>{invoice.projects?.name ?? '—'}</td>
          <td>
            <InvoiceStatusBadge status={invoice.status} />
          </td>
          <td className={styles.numeric}>{format.money(invoice.total_cents, invoice.currency)}</td>
          <td className={styles.numeric}>
            {format.money(invoice.balance_cents, invoice.currency)}
          </td>
          <td className={styles.nowrap}>{format.day(invoice.due_date)}</td>
          <td className={styles.nowrap}>
            <time dateTime={invoice.created_at}>{format.day(invoice.created_at)}</time>
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
