import { getRuntimeConfig } from '@atelier/shared';
import type { Invoice } from '@atelier/shared/contract';
import type { PdfDocumentModel } from '@atelier/shared/pdf';
import { type DocumentIssuer, issuerPdfFields } from '@atelier/shared/records';
import type { TFunction } from 'i18next';

type Format = {
  language: string;
  money: (cents: number, currency: string) => string;
  day: (date: string) => string;
};

/**
 * The invoice as its PDF prints it (the back office's layout, `@atelier/shared/pdf`), in the
 * client's language and with the invoice page's own words: lines in order, the totals, what
 * was paid and what is still due.
 */
export function invoicePdfModel(
  invoice: Invoice,
  issuer: DocumentIssuer,
  t: TFunction<'portal'>,
  format: Format,
): PdfDocumentModel {
  const money = (cents: number) => format.money(cents, invoice.currency);
  const number = new Intl.NumberFormat(format.language);
  const client = invoice.clients;
  const reference = invoice.number ?? t('invoices.noNumber');
  const items = [...invoice.items].sort((a, b) => a.position - b.position);
  return {
    ...issuerPdfFields(issuer, () => getRuntimeConfig().backendUrl),
    title: t('invoices.document.label'),
    reference,
    meta: [
      ...(invoice.issue_date
        ? [{ label: t('invoices.document.issued'), value: format.day(invoice.issue_date) }]
        : []),
      { label: t('invoices.document.due'), value: format.day(invoice.due_date) },
      { label: t('invoices.columns.status'), value: t(`invoices.statuses.${invoice.status}`) },
      ...(invoice.projects
        ? [{ label: t('invoices.document.project'), value: invoice.projects.name }]
        : []),
    ],
    recipientTitle: t('invoices.document.billedTo'),
    recipient: [
      client.name,
      ...(client.company ? [client.company] : []),
      ...(client.address ? [client.address] : []),
      client.email,
      ...(client.tax_id ? [t('invoices.document.taxId', { id: client.tax_id })] : []),
    ],
    intro: null,
    columns: {
      description: t('invoices.document.description'),
      quantity: t('invoices.document.quantity'),
      unitPrice: t('invoices.document.unitPrice'),
      amount: t('invoices.document.amount'),
    },
    items: items.map((item) => ({
      description: item.description,
      quantity: number.format(item.quantity),
      unitPrice: money(item.unit_price_cents),
      amount: money(item.amount_cents),
    })),
    totals: [
      { label: t('invoices.document.subtotal'), value: money(invoice.subtotal_cents) },
      ...(invoice.discount_cents > 0
        ? [{ label: t('invoices.document.discount'), value: money(-invoice.discount_cents) }]
        : []),
      ...(invoice.tax_cents > 0
        ? [
            {
              label: t('invoices.document.tax', {
                rate: number.format(invoice.tax_rate_bp / 100),
              }),
              value: money(invoice.tax_cents),
            },
          ]
        : []),
      { label: t('invoices.document.total'), value: money(invoice.total_cents), isStrong: true },
      { label: t('invoices.document.paid'), value: money(invoice.amount_paid_cents) },
      {
        label: t('invoices.document.balance'),
        value: money(invoice.balance_cents),
        isStrong: true,
      },
    ],
    notes: invoice.notes ? { title: t('invoices.document.notes'), text: invoice.notes } : null,
    pageLabel: (page, count) => t('pdf.page', { page, count }),
    documentTitle: reference,
  };
}
