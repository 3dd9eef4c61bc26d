/**
 * Writes `<file>.br` and `<file>.gz` beside each compressible built file, so the static server
 * (sirv) sends brotli or gzip without compressing on every request. A copy is rewritten when its
 * source is newer; `config.json` is left alone, because it is edited while the stack runs.
 */
import { randomUUID } from 'node:crypto';
import { readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map']);
/** Smaller files gain nothing worth a second request path. */
const MIN_BYTES = 512;
const NEVER = new Set(['config.json']);

const ENCODERS = {
  br: (raw: Buffer) => brotli(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
  gz: (raw: Buffer) => gzipAsync(raw, { level: 9 }),
} as const;

async function mtimeOf(file: string): Promise<number | null> {
  try {
    return (await stat(file)).mtimeMs;
  } catch {
    return null;
  }
}

export async function precompress(root: string): Promise<void> {
  let entries: string[];
  try {
    entries = await readdir(root, { recursive: true });
  } catch {
    return; // Nothing built yet: the server answers 404 until there is.
  }
  for (const relative of entries) {
    const file = path.join(root, relative);
    if (!COMPRESSIBLE.has(path.extname(file)) || NEVER.has(path.basename(file))) continue;
    const info = await stat(file);
    if (!info.isFile() || info.size < MIN_BYTES) continue;
    let raw: Buffer | null = null;
    for (const [extension, encode] of Object.entries(ENCODERS)) {
      const target = `${file}.${extension}`;
      const targetMtime = await mtimeOf(target);
      if (targetMtime !== null && targetMtime >= info.mtimeMs) continue;
      raw ??= await readFile(file);
      // Written aside and renamed: a server reading the folder never sees half a file.
      const partial = `${target}.${randomUUID()}.tmp`;
      await writeFile(partial, await encode(raw));
      await rename(partial, target);
    }
  }
}
