import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Tests only: a PDF as a reader gets it, through poppler's tools (installed by
 * scripts/ensure-system-deps.sh): its text (`pdftotext`, layout kept), its fonts (`pdffonts`)
 * and its digital signatures (`pdfsig`).
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

/**
 * `pdfsig`'s report of the file's signatures. It exits non-zero for a file with none or with
 * an invalid one: the report is answered either way, with the exit code.
 */
export const pdfSignatures = (bytes: Uint8Array): Promise<{ report: string; code: number }> =>
  withFile(bytes, async (path) => {
    try {
      const { stdout } = await run('pdfsig', [path]);
      return { report: stdout, code: 0 };
    } catch (error) {
      const failed = error as { stdout?: string; stderr?: string; code?: number };
      return { report: `${failed.stdout ?? ''}${failed.stderr ?? ''}`, code: failed.code ?? 1 };
    }
  });
