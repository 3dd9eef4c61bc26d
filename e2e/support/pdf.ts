import { inflateSync } from 'node:zlib';

/**
 * The text a PDF made by pdf-lib draws: its content streams inflated and the hex strings of
 * its `Tj` operators read as Latin-1 (WinAnsi for the plain characters). For checking that a
 * downloaded invoice or proposal prints a given line.
 */
export function pdfShownText(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const shown: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) continue;
    let content: string;
    try {
      content = inflateSync(bytes.subarray(start, end)).toString('latin1');
    } catch {
      continue; // an image or a stream that is not deflated
    }
    for (const text of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      shown.push(Buffer.from(text[1] ?? '', 'hex').toString('latin1'));
    }
  }
  return shown.join('\n');
}
