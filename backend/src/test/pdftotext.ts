import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Tests only: a PDF as a reader gets it, through poppler's tools (installed by
 * scripts/ensure-system-deps.sh): its text (`pdftotext`, layout kept) and its fonts (`pdffonts`).
 */
async function withFile<T>(bytes: Uint8Array, use: (path: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'atelier-pdf-'));
  try {
    const path = join(dir, 'document.pdf');
    await writeFile(path, bytes);
    return await use(path);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The text; `options` are pdftotext's (`-f 2 -l 2` one page); `-layout` by default. */
export const pdfText = (bytes: Uint8Array, options: string[] = ['-layout']): Promise<string> =>
  withFile(bytes, async (path) => (await run('pdftotext', [...options, path, '-'])).stdout);

export const pdfFonts = (bytes: Uint8Array): Promise<string> =>
  withFile(bytes, async (path) => (await run('pdffonts', [path])).stdout);
