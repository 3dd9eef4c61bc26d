import { randomBytes } from 'node:crypto';
import { link, mkdir, unlink, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * Creates `path` with `content` unless it exists: written whole to a temporary name, then
 * linked into place. Linking fails if another process created the file meanwhile, so two
 * backends starting together keep one of the two, and readers never see a half-written file.
 * Answers whether this call created it (when not, read what the other process wrote).
 */
export async function createFileOnce(path: string, content: string): Promise<boolean> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, content, { mode: 0o600 });
  try {
    await link(temporary, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return false;
  } finally {
    await unlink(temporary);
  }
}
