import { PDFDocument } from 'pdf-lib';
import { drawCertificate } from './certificate';
import { drawFooters, embedFonts, PageWriter } from './layout';
import { sha256Hex } from './sha256';
import { drawSignaturePages } from './signature-page';
import type { ContractCompletion } from './types';

/**
 * The final document once everyone has signed: the original pages unchanged, then the
 * signature page(s) and the completion certificate. Deterministic like the original: the
 * file's dates are the original's creation and the completion time, so re-sealing the same
 * evidence gives the same bytes and the recorded SHA-256 can be reproduced.
 * Throws a `SignatureImageError` for a drawn signature that is not a usable PNG, and a plain
 * `Error` when `original` is not a PDF.
 */
export async function renderSignedPdf(
  original: Uint8Array,
  completion: ContractCompletion,
): Promise<Uint8Array> {
  let pdf: PDFDocument;
  try {
    pdf = await PDFDocument.load(original, { updateMetadata: false });
  } catch {
    throw new Error('The original contract document is not a readable PDF.');
  }
  pdf.setModificationDate(new Date(completion.completedAt));
  const fonts = await embedFonts(pdf);
  const footer = `${completion.title} · ${completion.contractId}`;

  const signatures = new PageWriter(pdf, fonts);
  await drawSignaturePages(pdf, signatures, completion);
  drawFooters(signatures.pages, fonts, footer, (page, count) => `Signatures ${page} of ${count}`);

  const certificate = new PageWriter(pdf, fonts);
  drawCertificate(certificate, completion, sha256Hex(original));
  drawFooters(
    certificate.pages,
    fonts,
    footer,
    (page, count) => `Certificate of completion ${page} of ${count}`,
  );

  return pdf.save();
}
