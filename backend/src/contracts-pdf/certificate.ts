import { DOCUMENT_GLOSSARY, evidenceTime, SIGNED_CONTRACT_WORDS } from '@atelier/shared/glossary';
import type { PDFFont } from 'pdf-lib';
import {
  CONTENT_WIDTH,
  clampLines,
  drawable,
  MARGIN,
  MUTED,
  type PageWriter,
  SIZE,
  wrapText,
} from './layout';
import type { SealIdentity } from './seal/index';
import type { CompletedSigner, ContractCompletion, PdfDate } from './types';

const KEY_WIDTH = 110;
const VALUE_WIDTH = CONTENT_WIDTH - KEY_WIDTH;
const LEADING = SIZE.text * 1.45;

/**
 * The completion certificate: the contract, the SHA-256 of the original document, and for
 * each signer the evidence the audit trail holds (times sent, viewed and signed, IP, user
 * agent, signature type). The SHA-256 of the final file cannot be printed inside that file
 * (writing it would change it), so the page says where it is recorded and checked instead.
 */
export function drawCertificate(
  writer: PageWriter,
  completion: ContractCompletion,
  originalSha256: string,
  seal?: SealIdentity,
) {
  const { fonts } = writer;
  const language = completion.language ?? 'en';
  const words = SIGNED_CONTRACT_WORDS[language];
  const glossary = DOCUMENT_GLOSSARY[language];
  writer.line(words.certificate, fonts.bold, SIZE.title);
  writer.gap(6);
  row(writer, glossary.contract, completion.title);
  row(writer, words.contractId, completion.contractId);
  row(writer, words.agency, completion.agency.name);
  row(writer, words.completed, evidenceTime(completion.completedAt, language));
  row(writer, words.originalSha256, originalSha256, { font: fonts.mono, size: SIZE.small + 0.5 });
  if (seal) {
    row(writer, words.digitalSeal, words.sealedBy(completion.agency.name, seal.subject));
    row(writer, words.certificateSha256, seal.fingerprint, { font: fonts.mono, size: SIZE.small });
  }
  writer.gap(8);

  for (const signer of completion.signers) drawSigner(writer, signer, language);

  writer.gap(12);
  const verifyUrl = completion.verifyUrl ?? '/verify';
  writer.paragraph(words.howSigned, fonts.regular, SIZE.small);
  writer.gap(4);
  writer.paragraph(words.verify(completion.agency.name, verifyUrl), fonts.regular, SIZE.small);
}

const at = (date: PdfDate | null, language: 'en' | 'fr') =>
  date === null ? '—' : evidenceTime(date, language);

function drawSigner(writer: PageWriter, signer: CompletedSigner, language: 'en' | 'fr'): void {
  const { fonts } = writer;
  const words = SIGNED_CONTRACT_WORDS[language];
  // Keep a signer's rows together: heading plus nine rows, the user agent up to three lines.
  writer.ensure(SIZE.heading * 1.45 + LEADING * 11 + 12);
  writer.gap(8);
  writer.rule();
  writer.line(signer.name, fonts.bold, SIZE.heading);
  row(writer, words.email, signer.email);
  row(writer, words.role, signer.role);
  row(
    writer,
    DOCUMENT_GLOSSARY[language].signature,
    signer.signature.type === 'drawn' ? words.drawn : words.typed,
  );
  row(writer, words.sent, at(signer.sentAt, language));
  row(writer, words.viewed, at(signer.viewedAt, language));
  row(writer, words.signed, at(signer.signedAt, language));
  row(writer, words.ip, signer.ip ?? '—');
  row(writer, words.userAgent, signer.userAgent ?? '—', { maxLines: 3, size: SIZE.small });
}

/** A label and its value, the value wrapped (and cut after `maxLines`) in the right column. */
function row(
  writer: PageWriter,
  key: string,
  value: string,
  options: { font?: PDFFont; size?: number; maxLines?: number } = {},
): void {
  const font = options.font ?? writer.fonts.regular;
  const size = options.size ?? SIZE.text;
  const lines = clampLines(
    wrapText(value, font, size, VALUE_WIDTH),
    options.maxLines ?? 4,
    font,
    size,
    VALUE_WIDTH,
  );
  writer.ensure(lines.length * LEADING);
  lines.forEach((line, index) => {
    writer.line(line, font, size, { x: KEY_WIDTH });
    if (index === 0) {
      writer.page.drawText(drawable(key, writer.fonts.regular), {
        x: MARGIN,
        y: writer.y + size * 0.3,
        size: SIZE.small,
        font: writer.fonts.bold,
        color: MUTED,
      });
    }
  });
}
