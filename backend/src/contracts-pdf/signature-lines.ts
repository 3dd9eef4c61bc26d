import { evidenceTime, SIGNED_CONTRACT_WORDS } from '@atelier/shared/glossary';
import { type PDFDocument, PDFHexString, PDFName, PDFString } from 'pdf-lib';
import { drawable, type Fonts, MUTED, SIZE } from './layout';
import { drawSignatureMark } from './signature-mark';
import type { CompletedSigner } from './types';

/** Where the original document asks a signer to sign: a line on one of its pages. */
export type SignatureLine = { email: string; page: number; x: number; y: number; width: number };

/**
 * The original PDF records its signature lines in its catalog (a second-class name), so the
 * sealed copy can put each signature on its line without laying the contract out again.
 */
const LINES_KEY = PDFName.of('AtelierSignatureLines');
const MARK_HEIGHT = 24;

export function recordSignatureLines(pdf: PDFDocument, lines: readonly SignatureLine[]): void {
  pdf.catalog.set(LINES_KEY, PDFHexString.fromText(JSON.stringify(lines)));
}

function recordedLines(pdf: PDFDocument): SignatureLine[] {
  const value = pdf.catalog.lookup(LINES_KEY);
  if (!(value instanceof PDFHexString || value instanceof PDFString)) return [];
  try {
    const parsed: unknown = JSON.parse(value.decodeText());
    return Array.isArray(parsed) ? parsed.filter(isLine) : [];
  } catch {
    return [];
  }
}

const isLine = (value: unknown): value is SignatureLine => {
  const line = value as Partial<SignatureLine> | null;
  return (
    typeof line?.email === 'string' &&
    [line.page, line.x, line.y, line.width].every(
      (n) => typeof n === 'number' && Number.isFinite(n),
    )
  );
};

/**
 * Each signer's signature on their line of the original pages, with when it was made beside
 * the line's label. An original made before lines were recorded gets none (its signatures are
 * on the signature page).
 */
export async function signOnLines(
  pdf: PDFDocument,
  fonts: Fonts,
  signers: readonly CompletedSigner[],
  language: 'en' | 'fr' = 'en',
): Promise<void> {
  const lines = recordedLines(pdf);
  const pages = pdf.getPages();
  for (const signer of signers) {
    const line = lines.find((each) => each.email.toLowerCase() === signer.email.toLowerCase());
    const page = line ? pages[line.page] : undefined;
    if (!line || !page) continue;
    await drawSignatureMark(pdf, page, fonts, signer.signature, {
      x: line.x + 4,
      y: line.y - 6,
      width: line.width - 8,
      height: MARK_HEIGHT,
    });
    const note = SIGNED_CONTRACT_WORDS[language].signedOn(evidenceTime(signer.signedAt, language));
    page.drawText(drawable(note, fonts.regular), {
      x: line.x + line.width + 8,
      y: line.y - SIZE.small * 0.4,
      size: SIZE.small,
      font: fonts.regular,
      color: MUTED,
    });
  }
}
