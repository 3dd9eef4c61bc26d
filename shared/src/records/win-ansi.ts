/**
 * pdf-lib's standard fonts (Helvetica) encode WinAnsi (Windows-1252) only and throw on any
 * other character. Text from the records and from `Intl` (French groups digits with U+202F)
 * goes through `toWinAnsi` first, so a PDF is always produced, as close to the text as the
 * font allows. Shared by remote-admin's proposal/invoice PDFs and the backend's contract PDFs;
 * pdf-lib stays out of this package, so the check that Helvetica encodes the result is in
 * `backend/src/contracts-pdf`.
 */

/** The Windows-1252 characters between 0x80 and 0x9F, by code point. */
const CP1252_EXTRAS = new Set(
  [...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'].map((char) => char.codePointAt(0) as number),
);

const NO_BREAK_SPACE = '\u00a0';

/** Stand-ins that keep the meaning: spaces stay spaces (non-breaking where they were). */
const REPLACEMENTS: Record<string, string> = {
  '\u202f': NO_BREAK_SPACE, // narrow no-break space: French digit groups and "12 %"
  '\u2007': NO_BREAK_SPACE, // figure space
  '\u2060': '', // word joiner
  '\u200b': '', // zero-width space
  '\u200c': '',
  '\u200d': '',
  '\ufeff': '',
  '\u2212': '-', // minus sign (some locales' negative amounts)
  '\u2010': '-',
  '\u2011': '-',
  '\u2032': "'",
  '\u2033': '"',
  // Letters with a stroke have no decomposition to fall back on.
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  ı: 'i',
  '\t': ' ',
  '\r': '',
};

export function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (
    char === '\n' ||
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa0 && code <= 0xff) ||
    CP1252_EXTRAS.has(code)
  );
}

function replaceChar(char: string): string {
  if (isWinAnsi(char)) return char;
  const replacement = REPLACEMENTS[char];
  if (replacement !== undefined) return replacement;
  const code = char.codePointAt(0) ?? 0;
  // Other spaces (en, em, thin, hair…) are plain spaces; other controls are dropped.
  if (code >= 0x2000 && code <= 0x200a) return ' ';
  if (code < 0x20 || (code >= 0x7f && code < 0xa0)) return '';
  // A letter with a mark the font lacks keeps its base letter: "ő" → "o", "ș" → "s".
  const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
  return base !== '' && [...base].every(isWinAnsi) ? base : '?';
}

/** The text with every character the standard fonts cannot encode replaced. */
export function toWinAnsi(text: string): string {
  let result = '';
  for (const char of text) result += replaceChar(char);
  return result;
}
