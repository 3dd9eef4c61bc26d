import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileWhole } from '../data-dir/write-file-whole.ts';
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
      await writeFileWhole(fileOf(key), bytes);
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
