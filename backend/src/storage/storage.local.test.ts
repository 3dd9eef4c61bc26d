import { mkdtempSync, readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localBlobStore } from './local-blob-store.ts';
import { describeStorageContract } from './storage-contract.ts';

const root = mkdtempSync(join(tmpdir(), 'atelier-local-blobs-'));

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describeStorageContract('local disk', () => localBlobStore(join(root, 'storage')));

describe('local blob store', () => {
  const blobs = localBlobStore(join(root, 'direct'));
  const key = 'media/0b6f3d5e-8a3c-4c1e-9a51-2d7f4f0b9c11';

  it('writes whole files under <root>/<bucket>/, leaving no temporary file', async () => {
    await blobs.write(key, new Uint8Array([1, 2, 3]), 'image/png');
    expect(readdirSync(join(root, 'direct', 'media'))).toEqual([key.split('/')[1]]);
    expect(await blobs.read(key)).toEqual(new Uint8Array([1, 2, 3]));
    await blobs.delete(key);
    await blobs.delete(key);
    expect(await blobs.read(key)).toBeNull();
  });

  it('refuses keys it did not make', async () => {
    for (const bad of ['../x', 'media/../../etc/passwd', '/abs', 'media/short']) {
      await expect(blobs.write(bad, new Uint8Array(1), 'text/plain')).rejects.toThrow(
        'Not a blob key',
      );
    }
  });
});
