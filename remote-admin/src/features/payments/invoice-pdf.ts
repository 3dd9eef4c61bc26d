import { getRuntimeConfig, type Invoice } from '@atelier/shared';
import type { PdfDocumentModel } from '@atelier/shared/pdf';
import { type DocumentIssuer, issuerPdfFields } from '@atelier/shared/records';
import type { TFunction } from 'i18next';
import type { useRecordFormat } from '../../common/use-record-format';

type Format = ReturnType<typeof useRecordFormat>;

/** The invoice as the PDF prints it, in the admin's language, from the agency in Settings. */
export function invoicePdfModel(
  invoice: Invoice,
  issuer: DocumentIssuer,
  t: TFunction<'admin'>,
  format: Format,
): PdfDocumentModel {
  const money = (cents: number) => format.money(cents, invoice.currency);
  const client = invoice.clients;
  const number = invoice.number ?? t('invoices.draftNumber');
  return {
    ...issuerPdfFields(issuer, () => getRuntimeConfig().backendUrl),
    title: t('invoices.document.title'),
    reference: number,
    meta: [
      ...(invoice.issue_date
        ? [{ label: t('invoices.document.issued'), value: format.day(invoice.issue_date) }]
        : []),
      { label: t('invoices.fields.dueDate'), value: format.day(invoice.due_date) },
      { label: t('invoices.columns.status'), value: t(`invoices.statuses.${invoice.status}`) },
      ...(invoice.projects
        ? [{ label: t('invoices.fields.project'), value: invoice.projects.name }]
        : []),
    ],
    recipientTitle: t('invoices.document.billTo'),
    recipient: [
      client.name,
      ...(client.company ? [client.company] : []),
      ...(client.address ? [client.address] : []),
      client.email,
      ...(client.tax_id ? [t('invoices.document.taxId', { id: client.tax_id })] : []),
    ],
    intro: null,
    columns: {
      description: t('lineItems.columns.description'),
      quantity: t('lineItems.columns.quantity'),
      unitPrice: t('lineItems.columns.unitPrice'),
      amount: t('lineItems.columns.amount'),
    },
    items: invoice.items.map((item) => ({
      description: item.description,
      quantity: format.number(item.quantity),
      unitPrice: money(item.unit_price_cents),
      amount: money(item.amount_cents),
    })),
    totals: [
      { label: t('lineItems.subtotal'), value: money(invoice.subtotal_cents) },
      ...(invoice.discount_cents > 0
        ? [{ label: t('lineItems.discountLine'), value: money(-invoice.discount_cents) }]
        : []),
      {
        label: t('lineItems.taxWithRate', { rate: format.percent(invoice.tax_rate_bp / 100) }),
        value: money(invoice.tax_cents),
      },
      { label: t('lineItems.total'), value: money(invoice.total_cents), isStrong: true },
      { label: t('invoices.document.paid'), value: money(invoice.amount_paid_cents) },
      {
        label: t('invoices.document.balance'),
        value: money(invoice.balance_cents),
        isStrong: true,
      },
    ],
    notes: invoice.notes ? { title: t('invoices.fields.notes'), text: invoice.notes } : null,
    pageLabel: (page, count) => t('pdf.page', { page, total: count }),
    documentTitle: number,
  };
}

/** `INV-2026-0001.pdf`; a draft (no number yet) is named by its id. */
export function invoiceFileName(invoice: Pick<Invoice, 'id' | 'number'>): string {
  const name = invoice.number
    ? invoice.number.replace(/[^A-Za-z0-9._-]+/g, '-')
    : `invoice-draft-${invoice.id.slice(0, 8)}`;
  return `${name}.pdf`;
}
