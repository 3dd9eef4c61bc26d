import { getRuntimeConfig, type Proposal } from '@atelier/shared';
import { type PdfDocumentModel, slugify } from '@atelier/shared/pdf';
import { type DocumentIssuer, issuerPdfFields } from '@atelier/shared/records';
import type { TFunction } from 'i18next';

type Format = {
  money: (cents: number, currency?: string) => string;
  number: (value: number) => string;
  percent: (value: number) => string;
  day: (date: string) => string;
};
/** The admin namespace's `t`, as `useTranslation(NAMESPACE)` gives it. */
type Translate = TFunction<'admin'>;

/**
 * The proposal as the PDF prints it, in the admin's language, from the agency in Settings, its
 * cover across the top.
 */
export function proposalPdfModel(
  proposal: Proposal,
  issuer: DocumentIssuer,
  t: Translate,
  format: Format,
): PdfDocumentModel {
  const money = (cents: number) => format.money(cents, proposal.currency);
  const recipient = proposal.clients ?? proposal.leads;
  const meta = [
    { label: t('proposals.document.created'), value: format.day(proposal.created_at) },
    ...(proposal.valid_until
      ? [{ label: t('proposals.fields.validUntil'), value: format.day(proposal.valid_until) }]
      : []),
    { label: t('proposals.columns.status'), value: t(`proposals.statuses.${proposal.status}`) },
  ];
  return {
    ...issuerPdfFields(issuer, () => getRuntimeConfig().backendUrl),
    title: proposal.title,
    reference: null,
    meta,
    recipientTitle: t('proposals.document.preparedFor'),
    recipient: [
      recipient?.name ?? '—',
      ...(recipient?.company ? [recipient.company] : []),
      ...(proposal.leads?.email && !proposal.clients ? [proposal.leads.email] : []),
    ],
    intro: proposal.summary
      ? { title: t('proposals.fields.summary'), text: proposal.summary }
      : null,
    columns: {
      description: t('lineItems.columns.description'),
      quantity: t('lineItems.columns.quantity'),
      unitPrice: t('lineItems.columns.unitPrice'),
      amount: t('lineItems.columns.amount'),
    },
    items: proposal.items.map((item) => ({
      description: item.description,
      quantity: format.number(item.quantity),
      unitPrice: money(item.unit_price_cents),
      amount: money(item.amount_cents),
    })),
    totals: [
      { label: t('lineItems.subtotal'), value: money(proposal.subtotal_cents) },
      ...(proposal.discount_cents > 0
        ? [{ label: t('lineItems.discountLine'), value: money(-proposal.discount_cents) }]
        : []),
      {
        label: t('lineItems.taxWithRate', { rate: format.percent(proposal.tax_rate_bp / 100) }),
        value: money(proposal.tax_cents),
      },
      { label: t('lineItems.total'), value: money(proposal.total_cents), isStrong: true },
    ],
    notes: null,
    pageLabel: (page, count) => t('pdf.page', { page, total: count }),
    documentTitle: proposal.title,
    cover: proposal.cover_image
      ? { image: proposal.cover_image, origin: getRuntimeConfig().backendUrl }
      : null,
  };
}

export const proposalFileName = (proposal: Pick<Proposal, 'title'>): string =>
  `proposal-${slugify(proposal.title)}.pdf`;
