import type { PDFDocument } from 'pdf-lib';
import {
  CONTENT_WIDTH,
  clampLines,
  drawable,
  INK,
  MARGIN,
  type PageWriter,
  SIZE,
  utcIso,
  wrapText,
} from './layout';
import { embedSignaturePng } from './signature-image';
import type { CompletedSigner, ContractCompletion } from './types';

const SIGNATURE_BOX = { width: 240, height: 64 } as const;
const SCRIPT_SIZE = 28;

/**
 * The "Signatures" page(s) added after the original pages: each signer's typed name in a
 * script-like face, or their drawn PNG scaled into the same box, with the line saying who
 * signed electronically and when. A page of its own, rather than ink over the original's
 * signature blocks, so the original pages stay exactly as they were hashed.
 */
export async function drawSignaturePages(
  pdf: PDFDocument,
  writer: PageWriter,
  completion: ContractCompletion,
) {
  const { fonts } = writer;
  writer.line('Signatures', fonts.bold, SIZE.title);
  writer.paragraph(
    `${completion.title} · Contract ${completion.contractId}`,
    fonts.regular,
    SIZE.text,
    {
      muted: true,
    },
  );
  writer.gap(12);
  for (const signer of completion.signers) await drawSignature(pdf, writer, signer);
}

async function drawSignature(pdf: PDFDocument, writer: PageWriter, signer: CompletedSigner) {
  const { fonts } = writer;
  writer.ensure(SIGNATURE_BOX.height + 80);
  writer.gap(8);
  writer.paragraph(`${signer.name} — ${signer.role}`, fonts.bold, SIZE.text);
  writer.paragraph(signer.email, fonts.regular, SIZE.small, { muted: true });
  writer.gap(SIGNATURE_BOX.height + 4);
  const bottom = writer.y + 4;
  if (signer.signature.type === 'drawn') {
    const image = await embedSignaturePng(pdf, signer.signature.value);
    const size = image.scaleToFit(SIGNATURE_BOX.width, SIGNATURE_BOX.height);
    writer.page.drawImage(image, { x: MARGIN, y: bottom, width: size.width, height: size.height });
  } else {
    // The typed name, shrunk until it fits the box on one line.
    const text = drawable(signer.signature.value, fonts.script).replace(/\s+/g, ' ').trim();
    let size = SCRIPT_SIZE;
    while (size > 10 && fonts.script.widthOfTextAtSize(text, size) > CONTENT_WIDTH) size -= 1;
    const line = clampLines(
      wrapText(text, fonts.script, size, CONTENT_WIDTH),
      1,
      fonts.script,
      size,
      CONTENT_WIDTH,
    )[0];
    writer.page.drawText(line ?? '', {
      x: MARGIN,
      y: bottom + 10,
      size,
      font: fonts.script,
      color: INK,
    });
  }
  writer.rule({ width: SIGNATURE_BOX.width + 40 });
  writer.paragraph(
    `Signed electronically by ${signer.name} on ${utcIso(signer.signedAt)} (UTC)`,
    fonts.regular,
    SIZE.small,
    { muted: true },
  );
}
