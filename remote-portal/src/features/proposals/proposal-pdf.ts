import { getRuntimeConfig } from '@atelier/shared';
import type { PortalProposal } from '@atelier/shared/contract';
import type { PdfDocumentModel } from '@atelier/shared/pdf';
import { type DocumentIssuer, issuerPdfFields } from '@atelier/shared/records';
import type { TFunction } from 'i18next';
import { proposalTotals, taxRateText } from './proposal-view';

type Format = {
  language: string;
  money: (cents: number, currency: string) => string;
  day: (date: string) => string;
};
/** The portal namespace's `t`, as `useTranslation(NAMESPACE)` gives it. */
type Translate = TFunction<'portal'>;

/**
 * The proposal as its PDF prints it, in the client's language, with the page's own words and its
 * cover across the top.
 */
export function proposalPdfModel(
  proposal: PortalProposal,
  issuer: DocumentIssuer,
  t: Translate,
  format: Format,
): PdfDocumentModel {
  const money = (cents: number) => format.money(cents, proposal.currency);
  const number = new Intl.NumberFormat(format.language);
  const items = [...proposal.items].sort((a, b) => a.position - b.position);
  return {
    ...issuerPdfFields(issuer, () => getRuntimeConfig().backendUrl),
    title: proposal.title,
    reference: null,
    meta: [
      ...(proposal.sent_at
        ? [{ label: t('proposals.pdf.sent'), value: format.day(proposal.sent_at) }]
        : []),
      ...(proposal.valid_until
        ? [{ label: t('proposals.pdf.validUntil'), value: format.day(proposal.valid_until) }]
        : []),
      { label: t('proposals.pdf.status'), value: t(`proposals.statuses.${proposal.status}`) },
    ],
    recipientTitle: t('proposals.pdf.preparedFor'),
    recipient: proposal.clients
      ? [proposal.clients.name, ...(proposal.clients.company ? [proposal.clients.company] : [])]
      : [],
    intro: proposal.summary
      ? { title: t('proposals.detail.summary'), text: proposal.summary }
      : null,
    columns: {
      description: t('proposals.detail.description'),
      quantity: t('proposals.detail.quantity'),
      unitPrice: t('proposals.detail.unitPrice'),
      amount: t('proposals.detail.amount'),
    },
    items: items.map((item) => ({
      description: item.description,
      quantity: number.format(item.quantity),
      unitPrice: money(item.unit_price_cents),
      amount: money(item.amount_cents),
    })),
    totals: proposalTotals(proposal).map((line) => ({
      label:
        line.kind === 'tax'
          ? t('proposals.detail.tax', { rate: taxRateText(proposal.tax_rate_bp, format.language) })
          : t(`proposals.detail.${line.kind}`),
      value: money(line.cents),
      isStrong: line.kind === 'total',
    })),
    notes: null,
    pageLabel: (page, count) => t('pdf.page', { page, count }),
    documentTitle: proposal.title,
    cover: proposal.cover_image
      ? { image: proposal.cover_image, origin: getRuntimeConfig().backendUrl }
      : null,
  };
}
