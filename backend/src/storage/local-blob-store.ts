import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertBlobKey, type BlobStore } from './blob-store.ts';

/** Blobs as files under `root` (`<dataDir>/storage`): `<root>/<bucket>/<version id>`. */
export function localBlobStore(root: string): BlobStore {
  const fileOf = (key: string): string => {
    assertBlobKey(key);
    return join(root, key);
  };
  return {
    kind: 'local',
    async write(key, bytes) {
      const file = fileOf(key);
      await mkdir(dirname(file), { recursive: true });
      // Written whole under a temporary name, then renamed: a crash never leaves half a file.
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temporary, bytes, { mode: 0o600 });
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async read(key) {
      try {
        const buffer = await readFile(fileOf(key));
        return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
