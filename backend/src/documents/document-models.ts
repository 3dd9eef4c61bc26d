import type { CreditNote, Invoice, LineItem, Proposal } from '@atelier/shared/contract';
import { colon, DOCUMENT_GLOSSARY, documentWord, NNBSP } from '@atelier/shared/glossary';
import type { PdfDocumentModel, PdfLine } from './document-pdf.ts';

/**
 * What an invoice, a proposal and a credit note print, in the document's language (the
 * agency's default: accounts and clients have none yet). One wording for every copy of a
 * document — the admin's, the client's and the e-mail's are the same stored file.
 */
export type DocumentLanguage = 'en' | 'fr';

/** The agency as every document prints it. */
export interface DocumentAgency {
  name: string;
  /** Address lines, e-mail, phone. */
  lines: string[];
  tax_id: string | null;
  logo: Uint8Array | null;
  payment_terms_days: number;
  /** Bank details for a transfer, when the agency has given them. */
  bank: { account_holder: string; account_number: string; bic: string | null } | null;
}

// French puts a narrow no-break space (NNBSP) before ":" and the other double punctuation.

const WORDS = {
  en: {
    invoice: DOCUMENT_GLOSSARY.en.invoice,
    creditNote: DOCUMENT_GLOSSARY.en.creditNote,
    draft: 'DRAFT',
    draftLine: 'DRAFT: a preview, not an issued document',
    issued: colon('en', DOCUMENT_GLOSSARY.en.issued),
    due: colon('en', DOCUMENT_GLOSSARY.en.dueDate),
    status: 'Status:',
    project: colon('en', DOCUMENT_GLOSSARY.en.project),
    validUntil: colon('en', DOCUMENT_GLOSSARY.en.validUntil),
    forInvoice: 'For invoice:',
    billTo: DOCUMENT_GLOSSARY.en.billTo,
    preparedFor: DOCUMENT_GLOSSARY.en.preparedFor,
    creditTo: 'Credited to',
    taxId: (id: string) => documentWord('en', 'taxId', { id }),
    agencyTaxId: (id: string) => documentWord('en', 'taxId', { id }),
    summary: DOCUMENT_GLOSSARY.en.summary,
    reason: 'Reason',
    description: DOCUMENT_GLOSSARY.en.description,
    quantity: DOCUMENT_GLOSSARY.en.quantity,
    unitPrice: DOCUMENT_GLOSSARY.en.unitPrice,
    amount: DOCUMENT_GLOSSARY.en.amount,
    subtotal: DOCUMENT_GLOSSARY.en.subtotal,
    discount: DOCUMENT_GLOSSARY.en.discount,
    tax: (rate: string) => documentWord('en', 'taxWithRate', { rate }),
    total: DOCUMENT_GLOSSARY.en.total,
    paid: DOCUMENT_GLOSSARY.en.paid,
    credited: DOCUMENT_GLOSSARY.en.credited,
    balance: DOCUMENT_GLOSSARY.en.balance,
    creditTotal: 'Total credited',
    howToPay: 'How to pay',
    terms: 'Terms:',
    termsValue: (days: number) =>
      days === 0 ? 'Due on receipt' : `${days} day${days === 1 ? '' : 's'} from the issue date`,
    accountHolder: 'Account holder:',
    accountNumber: 'IBAN / account:',
    bic: 'BIC / routing:',
    reference: 'Reference:',
    notes: DOCUMENT_GLOSSARY.en.notes,
    page: (page: number, count: number) => documentWord('en', 'page', { page, count }),
    statuses: {
      draft: 'Draft',
      sent: 'Sent',
      paid: 'Paid',
      overdue: 'Overdue',
      credited: 'Credited',
      cancelled: 'Cancelled',
    },
  },
  fr: {
    invoice: DOCUMENT_GLOSSARY.fr.invoice,
    creditNote: DOCUMENT_GLOSSARY.fr.creditNote,
    draft: 'BROUILLON',
    draftLine: `BROUILLON${NNBSP}: un aperçu, pas un document émis`,
    issued: colon('fr', DOCUMENT_GLOSSARY.fr.issued),
    due: colon('fr', DOCUMENT_GLOSSARY.fr.dueDate),
    status: `Statut${NNBSP}:`,
    project: colon('fr', DOCUMENT_GLOSSARY.fr.project),
    validUntil: colon('fr', DOCUMENT_GLOSSARY.fr.validUntil),
    forInvoice: `Facture${NNBSP}:`,
    billTo: DOCUMENT_GLOSSARY.fr.billTo,
    preparedFor: DOCUMENT_GLOSSARY.fr.preparedFor,
    creditTo: 'Au profit de',
    taxId: (id: string) => documentWord('fr', 'taxId', { id }),
    agencyTaxId: (id: string) => documentWord('fr', 'taxId', { id }),
    summary: DOCUMENT_GLOSSARY.fr.summary,
    reason: 'Motif',
    description: DOCUMENT_GLOSSARY.fr.description,
    quantity: DOCUMENT_GLOSSARY.fr.quantity,
    unitPrice: DOCUMENT_GLOSSARY.fr.unitPrice,
    amount: DOCUMENT_GLOSSARY.fr.amount,
    subtotal: DOCUMENT_GLOSSARY.fr.subtotal,
    discount: DOCUMENT_GLOSSARY.fr.discount,
    tax: (rate: string) => documentWord('fr', 'taxWithRate', { rate }),
    total: DOCUMENT_GLOSSARY.fr.total,
    paid: DOCUMENT_GLOSSARY.fr.paid,
    credited: DOCUMENT_GLOSSARY.fr.credited,
    balance: DOCUMENT_GLOSSARY.fr.balance,
    creditTotal: 'Total de l’avoir',
    howToPay: 'Règlement',
    terms: `Conditions${NNBSP}:`,
    termsValue: (days: number) =>
      days === 0 ? 'À réception' : `${days} jour${days > 1 ? 's' : ''} après la date d’émission`,
    accountHolder: `Titulaire${NNBSP}:`,
    accountNumber: `IBAN / compte${NNBSP}:`,
    bic: `BIC${NNBSP}:`,
    reference: `Référence${NNBSP}:`,
    notes: DOCUMENT_GLOSSARY.fr.notes,
    page: (page: number, count: number) => documentWord('fr', 'page', { page, count }),
    statuses: {
      draft: 'Brouillon',
      sent: 'Envoyée',
      paid: 'Payée',
      overdue: 'En retard',
      credited: 'Créditée',
      cancelled: 'Annulée',
    },
  },
} as const;

const LOCALE: Record<DocumentLanguage, string> = { en: 'en-US', fr: 'fr-FR' };

/** Money, dates, quantities and rates in the document's language. */
export function documentFormat(language: DocumentLanguage) {
  const locale = LOCALE[language];
  return {
    money: (cents: number, currency: string): string => {
      try {
        return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
      } catch {
        return `${(cents / 100).toFixed(2)} ${currency}`;
      }
    },
    day: (day: string): string =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${day}T00:00:00.000Z`),
      ),
    number: (value: number): string =>
      new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value),
    percent: (basisPoints: number): string =>
      new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
        basisPoints / 10_000,
      ),
  };
}

type Words = (typeof WORDS)[DocumentLanguage];
type Format = ReturnType<typeof documentFormat>;

function common(agency: DocumentAgency, words: Words, format: Format, currency: string) {
  const money = (cents: number) => format.money(cents, currency);
  return {
    money,
    header: {
      agency: agency.name,
      agencyLines: [...agency.lines, ...(agency.tax_id ? [words.agencyTaxId(agency.tax_id)] : [])],
      logo: agency.logo,
      columns: {
        description: words.description,
        quantity: words.quantity,
        unitPrice: words.unitPrice,
        amount: words.amount,
      },
      pageLabel: words.page,
    },
    items: (items: readonly LineItem[]) =>
      items.map((item) => ({
        description: item.description,
        quantity: format.number(item.quantity),
        unitPrice: money(item.unit_price_cents),
        amount: money(item.amount_cents),
      })),
    totals: (document: {
      subtotal_cents: number;
      discount_cents: number;
      tax_rate_bp: number;
      tax_cents: number;
      total_cents: number;
    }): PdfLine[] => [
      { label: words.subtotal, value: money(document.subtotal_cents) },
      ...(document.discount_cents > 0
        ? [{ label: words.discount, value: money(-document.discount_cents) }]
        : []),
      { label: words.tax(format.percent(document.tax_rate_bp)), value: money(document.tax_cents) },
      { label: words.total, value: money(document.total_cents), isStrong: true },
    ],
  };
}

type Recipient = {
  name: string;
  company: string | null;
  address?: string | null;
  email?: string | null;
  tax_id?: string | null;
};

const recipientLines = (client: Recipient, words: Words): string[] => [
  client.name,
  ...(client.company ? [client.company] : []),
  ...(client.address ? client.address.split(/\r?\n/).filter((line) => line.trim() !== '') : []),
  ...(client.email ? [client.email] : []),
  ...(client.tax_id ? [words.taxId(client.tax_id)] : []),
];

/** The invoice's PDF; `reference` is the transfer reference to print with the bank details. */
export function invoiceModel(
  invoice: Invoice,
  agency: DocumentAgency,
  language: DocumentLanguage,
  options: { isDraft: boolean; paymentReference: string | null },
): PdfDocumentModel {
  const words = WORDS[language];
  const format = documentFormat(language);
  const base = common(agency, words, format, invoice.currency);
  const number = invoice.number ?? words.statuses.draft;
  const payment: PdfLine[] = [
    { label: words.terms, value: words.termsValue(agency.payment_terms_days) },
    { label: words.due, value: format.day(invoice.due_date), isStrong: true },
    ...(agency.bank
      ? [
          { label: words.accountHolder, value: agency.bank.account_holder },
          { label: words.accountNumber, value: agency.bank.account_number },
          ...(agency.bank.bic ? [{ label: words.bic, value: agency.bank.bic }] : []),
          ...(options.paymentReference
            ? [{ label: words.reference, value: options.paymentReference, isStrong: true }]
            : []),
        ]
      : []),
  ];
  return {
    ...base.header,
    title: words.invoice,
    reference: number,
    meta: [
      ...(invoice.issue_date
        ? [{ label: words.issued, value: format.day(invoice.issue_date) }]
        : []),
      { label: words.due, value: format.day(invoice.due_date) },
      ...(invoice.projects ? [{ label: words.project, value: invoice.projects.name }] : []),
    ],
    recipientTitle: words.billTo,
    recipient: recipientLines(invoice.clients, words),
    intro: null,
    items: base.items(invoice.items),
    totals: base.totals(invoice),
    payment: { title: words.howToPay, lines: payment },
    notes: invoice.notes ? { title: words.notes, text: invoice.notes } : null,
    documentTitle: `${words.invoice} ${number}`,
    draftMark: options.isDraft ? { word: words.draft, line: words.draftLine } : null,
  };
}

export function proposalModel(
  proposal: Proposal,
  agency: DocumentAgency,
  language: DocumentLanguage,
  options: { isDraft: boolean },
): PdfDocumentModel {
  const words = WORDS[language];
  const format = documentFormat(language);
  const base = common(agency, words, format, proposal.currency);
  const recipient: Recipient = proposal.clients ??
    proposal.leads ?? { name: '', company: null, email: null };
  return {
    ...base.header,
    title: proposal.title,
    reference: null,
    meta: [
      ...(proposal.sent_at
        ? [{ label: words.issued, value: format.day(proposal.sent_at.slice(0, 10)) }]
        : []),
      ...(proposal.valid_until
        ? [{ label: words.validUntil, value: format.day(proposal.valid_until) }]
        : []),
    ],
    recipientTitle: words.preparedFor,
    recipient: recipientLines(recipient, words),
    intro: proposal.summary ? { title: words.summary, text: proposal.summary } : null,
    items: base.items(proposal.items),
    totals: base.totals(proposal),
    payment: null,
    notes: null,
    documentTitle: proposal.title,
    draftMark: options.isDraft ? { word: words.draft, line: words.draftLine } : null,
  };
}

export function creditNoteModel(
  note: CreditNote,
  agency: DocumentAgency,
  language: DocumentLanguage,
): PdfDocumentModel {
  const words = WORDS[language];
  const format = documentFormat(language);
  const base = common(agency, words, format, note.currency);
  return {
    ...base.header,
    title: words.creditNote,
    reference: note.number,
    meta: [
      { label: words.issued, value: format.day(note.issue_date) },
      { label: words.forInvoice, value: note.invoice_number },
      ...(note.projects ? [{ label: words.project, value: note.projects.name }] : []),
    ],
    recipientTitle: words.creditTo,
    recipient: recipientLines(note.clients, words),
    intro: { title: words.reason, text: note.reason },
    items: base.items(note.items),
    totals: base
      .totals(note)
      .map((line) => (line.isStrong ? { ...line, label: words.creditTotal } : line)),
    payment: null,
    notes: null,
    documentTitle: `${words.creditNote} ${note.number}`,
    draftMark: null,
  };
}

/** `INV-2026-0001.pdf`, `CN-2026-0001.pdf`, `proposal-shop-redesign.pdf`; a draft by its id. */
export function documentFileName(
  kind: 'invoice' | 'proposal' | 'credit_note',
  record: { id: string; number?: string | null; title?: string },
): string {
  if (kind === 'proposal') return `proposal-${slugify(record.title ?? '')}.pdf`;
  const name = record.number
    ? record.number.replace(/[^A-Za-z0-9._-]+/g, '-')
    : `${kind === 'invoice' ? 'invoice' : 'credit-note'}-draft-${record.id.slice(0, 8)}`;
  return `${name}.pdf`;
}

/** A file name from a title: "Shop redesign – phase 2" → "shop-redesign-phase-2". */
export function slugify(value: string): string {
  const slug = value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'document';
}
