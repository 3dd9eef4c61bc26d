import {
  Badge,
  type BadgeTone,
  type GeneratedInvoice,
  type InvoiceStatus,
  useFormat,
} from '@atelier/shared';
import { type Column, DataTable } from '@atelier/shared/kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NAMESPACE } from '../../../../i18n';

const STATUS_TONES: Record<InvoiceStatus, BadgeTone> = {
  draft: 'neutral',
  sent: 'info',
  paid: 'success',
  overdue: 'danger',
  credited: 'neutral',
  cancelled: 'warning',
};

/** The invoice's page in the admin's payments area. */
export const invoicePath = (invoice: Pick<GeneratedInvoice, 'id'>) =>
  `/admin/payments/invoices/${encodeURIComponent(invoice.id)}`;

/** Each generated invoice, its number opening the invoice itself. */
export function GeneratedTable({ invoices }: { invoices: GeneratedInvoice[] }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const columns: Column<GeneratedInvoice>[] = [
    {
      key: 'number',
      header: t('invoicing.generated.columns.number'),
      render: (invoice) => (
        <Link to={invoicePath(invoice)}>
          {invoice.invoiceNumber ?? t('invoicing.generated.draftNumber')}
        </Link>
      ),
    },
    {
      key: 'client',
      header: t('invoicing.generated.columns.client'),
      render: (invoice) => invoice.client.name,
    },
    {
      key: 'project',
      header: t('invoicing.generated.columns.project'),
      render: (invoice) => invoice.project?.name ?? t('invoicing.generated.noProject'),
    },
    {
      key: 'amount',
      header: t('invoicing.generated.columns.amount'),
      isNumeric: true,
      render: (invoice) => format.money(invoice.amount_cents, invoice.currency),
    },
    {
      key: 'status',
      header: t('invoicing.generated.columns.status'),
      render: (invoice) => (
        <Badge tone={STATUS_TONES[invoice.status]}>
          {t(`invoicing.statuses.${invoice.status}`)}
        </Badge>
      ),
    },
    {
      key: 'due',
      header: t('invoicing.generated.columns.dueDate'),
      render: (invoice) => format.day(invoice.dueDate),
    },
    {
      key: 'rule',
      header: t('invoicing.generated.columns.generatedBy'),
      render: (invoice) => (
        <>
          {invoice.generatedBy.name} <Badge>{t(`invoicing.kinds.${invoice.kind}`)}</Badge>
        </>
      ),
    },
    {
      key: 'created',
      header: t('invoicing.generated.columns.createdAt'),
      render: (invoice) => format.day(invoice.createdAt),
    },
  ];
  return (
    <DataTable
      caption={t('invoicing.generated.caption')}
      columns={columns}
      rows={invoices}
      rowKey={(invoice) => invoice.id}
    />
  );
}
