import { PDFDocument } from 'pdf-lib';
import {
  CONTENT_WIDTH,
  drawFooters,
  embedFonts,
  formatMoney,
  MARGIN,
  PageWriter,
  SIZE,
  utcIso,
} from './layout';
import { recordSignatureLines, type SignatureLine } from './signature-lines';
import type { ContractPdfInput, ContractPdfSigner } from './types';

/**
 * The original contract as an A4 PDF: title block, parties, value, numbered clauses, then a
 * signature block per signer. The document is in English only: every signer must receive the
 * same bytes, whose SHA-256 is recorded when the contract is sent.
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

  const fonts = await embedFonts(pdf);
  const writer = new PageWriter(pdf, fonts);
  writer.line(doc.agency.name, fonts.bold, SIZE.text, { muted: true });
  writer.gap(6);
  writer.paragraph(doc.title, fonts.bold, SIZE.title);
  writer.line(
    `Contract ${doc.contractId} · ${utcIso(created).slice(0, 10)}`,
    fonts.regular,
    SIZE.text,
    {
      muted: true,
    },
  );
  writer.gap(10);
  writer.rule();
  writer.gap(8);

  writer.line('Parties', fonts.bold, SIZE.heading);
  writer.paragraph(`${doc.agency.name} (the "Agency")`, fonts.regular, SIZE.text);
  const client = doc.client.company ? `${doc.client.name}, ${doc.client.company}` : doc.client.name;
  writer.paragraph(`${client} (the "Client")`, fonts.regular, SIZE.text);
  writer.gap(8);
  writer.line('Contract value', fonts.bold, SIZE.heading);
  writer.line(formatMoney(doc.value.cents, doc.value.currency), fonts.regular, SIZE.text);
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
  writer.line('Signatures', fonts.bold, SIZE.heading);
  const lines = doc.signers.map((signer) => drawSignatureBlock(writer, signer));
  recordSignatureLines(pdf, lines);

  drawFooters(
    writer.pages,
    fonts,
    `${doc.title} · ${doc.contractId}`,
    (page, count) => `Page ${page} of ${count}`,
  );
  return pdf.save();
}

const SIGNATURE_BLOCK_HEIGHT = 78;

const SIGNATURE_LINE_WIDTH = CONTENT_WIDTH * 0.55;

/** Name, role and e-mail, then a blank line to sign on, kept on one page; answers the line. */
function drawSignatureBlock(writer: PageWriter, signer: ContractPdfSigner): SignatureLine {
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
  writer.line('Signature', fonts.regular, SIZE.small, { muted: true });
  writer.gap(4);
  return line;
}
