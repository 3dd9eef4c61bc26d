import { DOCUMENT_GLOSSARY, evidenceTime, SIGNED_CONTRACT_WORDS } from '@atelier/shared/glossary';
import type { PDFDocument } from 'pdf-lib';
import { CONTENT_WIDTH, MARGIN, type PageWriter, SIZE } from './layout';
import { drawSignatureMark } from './signature-mark';
import type { CompletedSigner, ContractCompletion } from './types';

const SIGNATURE_BOX = { width: 240, height: 64 } as const;

/**
 * The "Signatures" page(s) added after the original pages: each signer's typed name in a
 * script-like face, or their drawn PNG scaled into the same box, with the line saying who
 * signed electronically and when. Each signature is also placed on its line in the original
 * pages (`signature-lines.ts`); this page gathers them with the evidence.
 */
export async function drawSignaturePages(
  pdf: PDFDocument,
  writer: PageWriter,
  completion: ContractCompletion,
) {
  const { fonts } = writer;
  const language = completion.language ?? 'en';
  const glossary = DOCUMENT_GLOSSARY[language];
  writer.line(glossary.signatures, fonts.bold, SIZE.title);
  writer.paragraph(
    `${completion.title} · ${glossary.contract} ${completion.contractId}`,
    fonts.regular,
    SIZE.text,
    {
      muted: true,
    },
  );
  writer.gap(12);
  for (const signer of completion.signers) await drawSignature(pdf, writer, signer, language);
}

async function drawSignature(
  pdf: PDFDocument,
  writer: PageWriter,
  signer: CompletedSigner,
  language: 'en' | 'fr',
) {
  const { fonts } = writer;
  writer.ensure(SIGNATURE_BOX.height + 80);
  writer.gap(8);
  writer.paragraph(`${signer.name} — ${signer.role}`, fonts.bold, SIZE.text);
  writer.paragraph(signer.email, fonts.regular, SIZE.small, { muted: true });
  writer.gap(SIGNATURE_BOX.height + 4);
  await drawSignatureMark(pdf, writer.page, fonts, signer.signature, {
    x: MARGIN,
    y: writer.y + 4,
    width: CONTENT_WIDTH,
    height: SIGNATURE_BOX.height,
  });
  writer.rule({ width: SIGNATURE_BOX.width + 40 });
  writer.paragraph(
    SIGNED_CONTRACT_WORDS[language].signedBy(signer.name, evidenceTime(signer.signedAt, language)),
    fonts.regular,
    SIZE.small,
    { muted: true },
  );
}
