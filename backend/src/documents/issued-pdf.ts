import { paymentReference } from '@atelier/shared/contract';
import { sha256Hex } from '../contracts-pdf/index.ts';
import { findContractFiles } from '../db/contract-insights.ts';
import { findCreditNote } from '../db/credit-notes.ts';
import type { Queryable } from '../db/database.ts';
import { findInvoice } from '../db/invoices.ts';
import {
  type DocumentKind,
  findIssuedDocument,
  type IssuedDocument,
  recordIssuedDocument,
} from '../db/issued-documents.ts';
import { findProposal } from '../db/proposals.ts';
import { readBankDetails } from '../db/site-settings.ts';
import { contractFileName } from '../functions/contracts/contract-file.ts';
import { withCoverImage } from '../functions/proposal-management/proposal-cover.ts';
import { readAdminSettings } from '../functions/site-settings/settings-view.ts';
import type { DocumentAttachment } from '../mail/outbox.ts';
import { type Recipient, recipientLocale } from '../mail/templates/index.ts';
import type { Storage } from '../storage/storage.ts';
import { StorageError } from '../storage/storage-error.ts';
import {
  creditNoteModel,
  type DocumentAgency,
  type DocumentLanguage,
  documentFileName,
  invoiceModel,
  proposalModel,
} from './document-models.ts';
import { renderDocumentPdf } from './document-pdf.ts';

/**
 * One PDF per issued document (docs/records.md "Documents"): an invoice once sent, a proposal
 * once sent, a credit note. It is rendered the first time it is needed after it was issued —
 * the e-mail that sends it, which leaves within seconds, or a download — stored in the
 * `documents` bucket with its SHA-256, and from then on read, never drawn again: the admin, the
 * portal and the e-mail serve the same bytes. A draft gets a preview marked as such, never
 * stored.
 */
export interface DocumentDeps {
  db: Queryable;
  storage: Storage;
}

export interface PdfFile {
  bytes: Uint8Array;
  sha256: string;
  filename: string;
}

/** The record's state for its PDF: null when it does not exist. */
type Source = {
  isIssued: boolean;
  render: (agency: DocumentAgency, language: DocumentLanguage) => Promise<Uint8Array>;
  filename: string;
  /** Whose language the PDF is in: its client's (or a proposal's lead's). */
  recipient: Recipient;
};

const storedPath = (kind: DocumentKind, id: string) => `issued/${kind}/${id}.pdf`;

/** The agency as documents print it, from Settings; its logo read from storage. */
export async function readDocumentAgency(deps: DocumentDeps): Promise<DocumentAgency> {
  const { agency, invoicing } = await readAdminSettings(deps.db);
  const bank = await readBankDetails(deps.db);
  return {
    name: agency.name,
    lines: [
      ...(agency.address ?? '')
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
      ...(agency.email ? [agency.email] : []),
      ...(agency.phone ? [agency.phone] : []),
    ],
    tax_id: agency.tax_id,
    logo: await readMedia(deps.storage, agency.logo_url),
    payment_terms_days: invoicing.payment_terms_days,
    bank: bank
      ? { account_holder: bank.account_holder, account_number: bank.account_number, bic: bank.bic }
      : null,
  };
}

const MEDIA_PREFIX = '/storage/v1/object/public/media/';

/** An image of the public `media` bucket by its URL path (the logo, a cover); null if gone. */
async function readMedia(storage: Storage, url: string | null): Promise<Uint8Array | null> {
  const at = url?.indexOf(MEDIA_PREFIX) ?? -1;
  if (!url || at < 0) return null;
  const path = url
    .slice(at + MEDIA_PREFIX.length)
    .split('?')[0]
    ?.split('/')
    .map(decodeURIComponent)
    .join('/');
  if (!path) return null;
  try {
    return (await storage.get('media', path))?.bytes ?? null;
  } catch (error) {
    console.warn('[documents] an image could not be read; the PDF is made without it', error);
    return null;
  }
}

async function source(
  { db, storage }: DocumentDeps,
  kind: DocumentKind,
  id: string,
): Promise<Source | null> {
  if (kind === 'invoice') {
    const invoice = await findInvoice(db, id);
    if (!invoice) return null;
    const bank = await readBankDetails(db);
    const reference =
      bank && invoice.number ? paymentReference(bank.reference, invoice.number) : null;
    return {
      isIssued: invoice.status !== 'draft',
      filename: documentFileName('invoice', invoice),
      recipient: { clientId: invoice.client_id },
      render: (agency, language) =>
        renderDocumentPdf(
          invoiceModel(invoice, agency, language, {
            isDraft: invoice.status === 'draft',
            paymentReference: reference,
          }),
          new Date(invoice.sent_at ?? invoice.created_at),
        ),
    };
  }
  if (kind === 'proposal') {
    const found = await findProposal(db, id);
    if (!found) return null;
    const proposal = await withCoverImage(db, found);
    return {
      isIssued: proposal.status !== 'draft',
      filename: documentFileName('proposal', proposal),
      recipient: proposal.client_id
        ? { clientId: proposal.client_id }
        : { leadId: proposal.lead_id },
      render: async (agency, language) =>
        await renderDocumentPdf(
          {
            ...proposalModel(proposal, agency, language, { isDraft: proposal.status === 'draft' }),
            cover: await readMedia(storage, proposal.cover_image?.src ?? null),
          },
          new Date(proposal.sent_at ?? proposal.created_at),
        ),
    };
  }
  const note = await findCreditNote(db, id);
  if (!note) return null;
  return {
    isIssued: true,
    filename: documentFileName('credit_note', note),
    recipient: { clientId: note.client_id },
    render: (agency, language) =>
      renderDocumentPdf(creditNoteModel(note, agency, language), new Date(note.created_at)),
  };
}

/**
 * The document's PDF: the stored one of an issued document (stored now if it was not yet), or
 * a draft's preview (`isPreview`, never stored). Null when the record does not exist.
 */
export async function documentPdf(
  deps: DocumentDeps,
  kind: DocumentKind,
  id: string,
): Promise<(PdfFile & { stored: IssuedDocument | null }) | null> {
  const stored = await findIssuedDocument(deps.db, kind, id);
  if (stored) {
    const file = await deps.storage.get('documents', stored.path);
    if (!file) throw new Error(`The stored PDF ${stored.path} is missing`);
    return { bytes: file.bytes, sha256: stored.sha256, filename: stored.filename, stored };
  }
  const found = await source(deps, kind, id);
  if (!found) return null;
  const language = await recipientLocale(deps.db, found.recipient);
  const bytes = await found.render(await readDocumentAgency(deps), language);
  if (!found.isIssued) {
    return { bytes, sha256: sha256Hex(bytes), filename: found.filename, stored: null };
  }
  const path = storedPath(kind, id);
  let kept = bytes;
  try {
    await deps.storage.put('documents', path, bytes, { contentType: 'application/pdf' });
  } catch (error) {
    // Another request stored it first: its bytes are the document.
    if (!(error instanceof StorageError) || error.code !== 'Duplicate') throw error;
    const first = await deps.storage.get('documents', path);
    if (!first) throw error;
    kept = first.bytes;
  }
  const document: IssuedDocument = {
    kind,
    record_id: id,
    path,
    sha256: sha256Hex(kept),
    size: kept.byteLength,
    filename: found.filename,
  };
  await recordIssuedDocument(deps.db, { ...document, language });
  return { bytes: kept, sha256: document.sha256, filename: document.filename, stored: document };
}

/** An e-mail's attachment: the document's stored PDF (stored now if it was not yet). */
export async function attachDocument(
  deps: DocumentDeps,
  attachment: DocumentAttachment,
): Promise<{ filename: string; content: Uint8Array; contentType: string } | null> {
  if (attachment.kind === 'signed_contract') return await signedContract(deps, attachment.id);
  const file = await documentPdf(deps, attachment.kind, attachment.id);
  if (!file?.stored) return null;
  return { filename: file.filename, content: file.bytes, contentType: 'application/pdf' };
}

/** A contract's sealed copy, once it is signed by everyone; null before (then not sent). */
async function signedContract(deps: DocumentDeps, contractId: string) {
  const contract = await findContractFiles(deps.db, contractId);
  if (!contract?.final_path) return null;
  const file = await deps.storage.get('documents', contract.final_path);
  if (!file) return null;
  const filename = contractFileName(contract.title, 'final');
  return { filename, content: file.bytes, contentType: 'application/pdf' };
}

/** How long a download link lives. */
export const PDF_LINK_SECONDS = 10 * 60;

/**
 * get_pdf's answer: a signed link to the stored file, minutes long (a path on the API, as every
 * signed storage URL: the browser puts the API's origin in front), or for a draft's preview the
 * bytes themselves as a `data:` URL.
 */
export async function pdfAnswer(
  deps: DocumentDeps,
  file: PdfFile & { stored: IssuedDocument | null },
): Promise<{ pdf: { url: string; sha256: string; filename: string; size: number } }> {
  const url = file.stored
    ? (await deps.storage.signedUrl('documents', file.stored.path, PDF_LINK_SECONDS)).url
    : `data:application/pdf;base64,${Buffer.from(file.bytes).toString('base64')}`;
  return {
    pdf: { url, sha256: file.sha256, filename: file.filename, size: file.bytes.byteLength },
  };
}
