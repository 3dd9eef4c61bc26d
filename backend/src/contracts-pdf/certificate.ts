import type { PDFFont } from 'pdf-lib';
import {
  CONTENT_WIDTH,
  clampLines,
  drawable,
  MARGIN,
  MUTED,
  type PageWriter,
  SIZE,
  utcIso,
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
  writer.line('Certificate of completion', fonts.bold, SIZE.title);
  writer.gap(6);
  row(writer, 'Contract', completion.title);
  row(writer, 'Contract ID', completion.contractId);
  row(writer, 'Agency', completion.agency.name);
  row(writer, 'Completed', `${utcIso(completion.completedAt)} (UTC)`);
  row(writer, 'Original SHA-256', originalSha256, { font: fonts.mono, size: SIZE.small + 0.5 });
  if (seal) {
    row(
      writer,
      'Digital seal',
      `Signed by ${completion.agency.name} (certificate "${seal.subject}")`,
    );
    row(writer, 'Certificate SHA-256', seal.fingerprint, { font: fonts.mono, size: SIZE.small });
  }
  writer.gap(8);

  for (const signer of completion.signers) drawSigner(writer, signer);

  writer.gap(12);
  const verifyUrl = completion.verifyUrl ?? '/verify';
  writer.paragraph(
    'Each signer opened the document through a personal link sent to their e-mail address and agreed ' +
      'to sign electronically. The pages above are the original document with each signature placed ' +
      'on its line; the original’s SHA-256 matches the one recorded when the contract was sent.',
    fonts.regular,
    SIZE.small,
  );
  writer.gap(4);
  writer.paragraph(
    `The SHA-256 of this final document is recorded by ${completion.agency.name} when it is sealed and ` +
      `can be verified at ${verifyUrl}.`,
    fonts.regular,
    SIZE.small,
  );
}

const at = (date: PdfDate | null) => (date === null ? '—' : `${utcIso(date)} (UTC)`);

function drawSigner(writer: PageWriter, signer: CompletedSigner): void {
  const { fonts } = writer;
  // Keep a signer's rows together: heading plus nine rows, the user agent up to three lines.
  writer.ensure(SIZE.heading * 1.45 + LEADING * 11 + 12);
  writer.gap(8);
  writer.rule();
  writer.line(signer.name, fonts.bold, SIZE.heading);
  row(writer, 'E-mail', signer.email);
  row(writer, 'Role', signer.role);
  row(writer, 'Signature', signer.signature.type === 'drawn' ? 'Drawn' : 'Typed');
  row(writer, 'Sent', at(signer.sentAt));
  row(writer, 'Viewed', at(signer.viewedAt));
  row(writer, 'Signed', at(signer.signedAt));
  row(writer, 'IP address', signer.ip ?? '—');
  row(writer, 'User agent', signer.userAgent ?? '—', { maxLines: 3, size: SIZE.small });
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
