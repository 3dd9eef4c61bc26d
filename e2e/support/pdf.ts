import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The text of a PDF as a reader gets it: poppler's `pdftotext` (installed with the test tools by
 * scripts/ensure-system-deps.sh), the layout kept. For checking that a downloaded invoice or
 * proposal prints a given line, in whatever script it is written.
 */
export function pdfShownText(bytes: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'atelier-e2e-pdf-'));
  try {
    const path = join(dir, 'document.pdf');
    writeFileSync(path, bytes);
    return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
