import { DOCUMENT_GLOSSARY, documentDay, documentWord, NNBSP } from '@atelier/shared/glossary';
import { PDFDocument } from 'pdf-lib';
import {
  CONTENT_WIDTH,
  drawFooters,
  embedFonts,
  formatMoney,
  MARGIN,
  PageWriter,
  SIZE,
} from './layout';
import { recordSignatureLines, type SignatureLine } from './signature-lines';
import type { ContractPdfInput, ContractPdfSigner } from './types';

/**
 * The original contract as an A4 PDF: title block, parties, value, numbered clauses, then a
 * signature block per signer. Its own words are in the client's language (`language`, English
 * by default); the clauses are the agency's text. Every signer receives the same bytes, whose
 * SHA-256 is recorded when the contract is sent.
 * Deterministic: pdf-lib's own metadata (now, "pdf-lib") is replaced by the contract's date
 * and name, and nothing random is written, so the same input always gives the same file.
 */
export async function renderContractPdf(doc: ContractPdfInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const created = new Date(doc.createdAt);
  pdf.setTitle(doc.title);
  pdf.setAuthor(doc.agency.name);
  pdf.setSubject(`Contract ${doc.contractId}`);
  pdf.setCreator('Atelier');
  pdf.setProducer('Atelier');
  pdf.setCreationDate(created);
  pdf.setModificationDate(created);

  const words = CONTRACT_WORDS[doc.language ?? 'en'];
  const fonts = await embedFonts(pdf);
  const writer = new PageWriter(pdf, fonts);
  writer.line(doc.agency.name, fonts.bold, SIZE.text, { muted: true });
  writer.gap(6);
  writer.paragraph(doc.title, fonts.bold, SIZE.title);
  writer.line(
    `${words.contract} ${doc.contractId} · ${words.day(created)}`,
    fonts.regular,
    SIZE.text,
    {
      muted: true,
    },
  );
  writer.gap(10);
  writer.rule();
  writer.gap(8);

  writer.line(words.parties, fonts.bold, SIZE.heading);
  writer.paragraph(`${doc.agency.name} ${words.theAgency}`, fonts.regular, SIZE.text);
  const client = doc.client.company ? `${doc.client.name}, ${doc.client.company}` : doc.client.name;
  writer.paragraph(`${client} ${words.theClient}`, fonts.regular, SIZE.text);
  writer.gap(8);
  writer.line(words.value, fonts.bold, SIZE.heading);
  writer.line(
    formatMoney(doc.value.cents, doc.value.currency, doc.language),
    fonts.regular,
    SIZE.text,
  );
  writer.gap(8);

  doc.clauses.forEach((clause, index) => {
    // A heading never ends a page on its own: it moves with its first lines.
    writer.gap(6);
    writer.ensure(SIZE.heading * 1.45 + SIZE.text * 1.45 * 2);
    writer.paragraph(`${index + 1}. ${clause.title}`, fonts.bold, SIZE.heading);
    writer.paragraph(clause.body, fonts.regular, SIZE.text);
  });

  writer.gap(16);
  writer.ensure(SIZE.heading * 1.45 + SIGNATURE_BLOCK_HEIGHT);
  writer.line(words.signatures, fonts.bold, SIZE.heading);
  const lines = doc.signers.map((signer) => drawSignatureBlock(writer, signer, words.signature));
  recordSignatureLines(pdf, lines);

  drawFooters(writer.pages, fonts, `${doc.title} · ${doc.contractId}`, words.page);
  return pdf.save();
}

/** The document's own words, in the client's language. */
const CONTRACT_WORDS = {
  en: {
    contract: DOCUMENT_GLOSSARY.en.contract,
    parties: 'Parties',
    theAgency: '(the "Agency")',
    theClient: '(the "Client")',
    value: 'Contract value',
    signatures: DOCUMENT_GLOSSARY.en.signatures,
    signature: DOCUMENT_GLOSSARY.en.signature,
    page: (page: number, count: number) => documentWord('en', 'page', { page, count }),
    day: (date: Date) => documentDay(date, 'en'),
  },
  fr: {
    contract: DOCUMENT_GLOSSARY.fr.contract,
    parties: 'Parties',
    theAgency: `(l’«${NNBSP}Agence${NNBSP}»)`,
    theClient: `(le «${NNBSP}Client${NNBSP}»)`,
    value: 'Montant du contrat',
    signatures: DOCUMENT_GLOSSARY.fr.signatures,
    signature: DOCUMENT_GLOSSARY.fr.signature,
    page: (page: number, count: number) => documentWord('fr', 'page', { page, count }),
    day: (date: Date) => documentDay(date, 'fr'),
  },
} as const;

const SIGNATURE_BLOCK_HEIGHT = 78;

const SIGNATURE_LINE_WIDTH = CONTENT_WIDTH * 0.55;

/** Name, role and e-mail, then a blank line to sign on, kept on one page; answers the line. */
function drawSignatureBlock(
  writer: PageWriter,
  signer: ContractPdfSigner,
  label: string,
): SignatureLine {
  const { fonts } = writer;
  writer.ensure(SIGNATURE_BLOCK_HEIGHT);
  writer.gap(10);
  writer.paragraph(`${signer.name} — ${signer.role}`, fonts.bold, SIZE.text);
  writer.paragraph(signer.email, fonts.regular, SIZE.small, { muted: true });
  writer.gap(22);
  writer.rule({ width: SIGNATURE_LINE_WIDTH });
  const line = {
    email: signer.email,
    page: writer.pages.indexOf(writer.page),
    x: MARGIN,
    y: writer.y,
    width: SIGNATURE_LINE_WIDTH,
  };
  writer.line(label, fonts.regular, SIZE.small, { muted: true });
  writer.gap(4);
  return line;
}
