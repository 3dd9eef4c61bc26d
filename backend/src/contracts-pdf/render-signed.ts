import { SIGNED_CONTRACT_WORDS } from '@atelier/shared/glossary';
import { PDFDocument } from 'pdf-lib';
import { drawCertificate } from './certificate';
import { drawFooters, embedFonts, PageWriter } from './layout';
import { type CadesOptions, type SealIdentity, sealPdf } from './seal/index';
import { sha256Hex } from './sha256';
import { signOnLines } from './signature-lines';
import { drawSignaturePages } from './signature-page';
import type { ContractCompletion } from './types';

/** The agency's seal and, optionally, the timestamp authority that dates it. */
export type Seal = { identity: SealIdentity } & CadesOptions;

/**
 * The final document once everyone has signed: the original pages with each signature on its
 * line, then the signature page(s) and the completion certificate. Deterministic like the original: the
 * file's dates are the original's creation and the completion time, so re-sealing the same
 * evidence gives the same bytes and the recorded SHA-256 can be reproduced. With a `seal` the
 * file is digitally signed (PAdES) by the agency's certificate, dated by the completion; a
 * timestamp authority's token makes each sealing unique.
 * Throws a `SignatureImageError` for a drawn signature that is not a usable PNG, and a plain
 * `Error` when `original` is not a PDF.
 */
export async function renderSignedPdf(
  original: Uint8Array,
  completion: ContractCompletion,
  seal?: Seal,
): Promise<Uint8Array> {
  let pdf: PDFDocument;
  try {
    pdf = await PDFDocument.load(original, { updateMetadata: false });
  } catch {
    throw new Error('The original contract document is not a readable PDF.');
  }
  pdf.setModificationDate(new Date(completion.completedAt));
  const fonts = await embedFonts(pdf);
  const language = completion.language ?? 'en';
  const words = SIGNED_CONTRACT_WORDS[language];
  await signOnLines(pdf, fonts, completion.signers, language);
  const footer = `${completion.title} · ${completion.contractId}`;

  const signatures = new PageWriter(pdf, fonts);
  await drawSignaturePages(pdf, signatures, completion);
  drawFooters(signatures.pages, fonts, footer, words.signaturesPage);

  const certificate = new PageWriter(pdf, fonts);
  drawCertificate(certificate, completion, sha256Hex(original), seal?.identity);
  drawFooters(certificate.pages, fonts, footer, words.certificatePage);

  if (!seal) return pdf.save();
  return await sealPdf(
    pdf,
    seal.identity,
    {
      name: completion.agency.name,
      reason: words.sealReason(completion.signers.map((signer) => signer.name).join(', ')),
      location: completion.verifyUrl ?? '/verify',
      signingTime: new Date(completion.completedAt),
    },
    seal,
  );
}
