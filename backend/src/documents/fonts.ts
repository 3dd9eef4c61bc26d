import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

/**
 * The fonts every PDF the backend makes embeds: DejaVu (Latin with its extensions, Greek,
 * Cyrillic and more), as subsets of the glyphs the document uses, so "Łukasz Wiśniewski",
 * "Γιώργος" and "Дмитрий" print as typed and `pdftotext` gives them back. The files come with
 * the `dejavu-fonts-ttf` package; they are read once per process.
 */
export type DocumentFonts = { regular: PDFFont; bold: PDFFont; script: PDFFont; mono: PDFFont };

const FILES = {
  regular: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
  // The closest to handwriting in the family, for typed signatures.
  script: 'DejaVuSerif-Italic.ttf',
  mono: 'DejaVuSansMono.ttf',
} as const;

const require = createRequire(import.meta.url);
const fontDir = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
let loaded: Promise<Record<keyof typeof FILES, Uint8Array>> | null = null;

function fontBytes(): Promise<Record<keyof typeof FILES, Uint8Array>> {
  loaded ??= (async () => {
    const entries = await Promise.all(
      Object.entries(FILES).map(
        async ([face, file]) =>
          [face, new Uint8Array(await readFile(join(fontDir, file)))] as const,
      ),
    );
    return Object.fromEntries(entries) as Record<keyof typeof FILES, Uint8Array>;
  })();
  return loaded;
}

type Face = keyof typeof FILES;

/**
 * Embeds `faces` in `pdf` (every face unless told), each subset to the glyphs drawn with it:
 * a page of text weighs tens of kilobytes, not the fonts' megabytes.
 */
export async function embedDocumentFonts<F extends Face = Face>(
  pdf: PDFDocument,
  faces: readonly F[] = Object.keys(FILES) as F[],
): Promise<Pick<DocumentFonts, F>> {
  pdf.registerFontkit(fontkit);
  const bytes = await fontBytes();
  const embedded = await Promise.all(
    faces.map(async (face) => [face, await pdf.embedFont(bytes[face], { subset: true })] as const),
  );
  return Object.fromEntries(embedded) as Pick<DocumentFonts, F>;
}

const characterSets = new WeakMap<PDFFont, Set<number>>();

/**
 * `text` as `font` can draw it: a character the font has no glyph for (an emoji, CJK in a
 * Latin/Greek/Cyrillic font) becomes "?", a tab a space, other control characters go; so a
 * reader sees every character the font has, and a visible mark where one was left out.
 */
export function drawable(text: string, font: PDFFont): string {
  let known = characterSets.get(font);
  if (!known) {
    known = new Set(font.getCharacterSet());
    characterSets.set(font, known);
  }
  let out = '';
  for (const char of text.replace(/\t/g, ' ')) {
    const code = char.codePointAt(0) ?? 0;
    if (char === '\n') out += char;
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) continue;
    else out += known.has(code) ? char : '?';
  }
  return out;
}
