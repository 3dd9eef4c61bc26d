import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/test-database.ts';
import type { BlobStore } from './blob-store.ts';
import { createStorage, type Storage } from './storage.ts';
import { exeBytes, oversizedPng, pdfBytes, pngBytes, textBytes } from './test-files.ts';

/**
 * Tests only: what every blob store must give the storage service, run once per driver
 * (storage.local.test.ts, storage.s3.test.ts) on a migrated test database.
 */
export function describeStorageContract(driver: string, openBlobs: () => BlobStore): void {
  describe(`storage on ${driver}`, () => {
    const database = useTestDatabase({ migrate: true });
    let blobs: BlobStore;
    let storage: Storage;
    let now = new Date();
    let clientId = '';

    beforeAll(async () => {
      blobs = openBlobs();
      storage = createStorage({
        db: database.db,
        blobs,
        jwtSecret: 'a-test-secret-that-is-long-enough-for-hs256',
        now: () => now,
      });
      const [client] = await database.db.query<{ id: string }>(
        `INSERT INTO clients (name, email) VALUES ('Acme', 'acme@example.com') RETURNING id`,
      );
      clientId = client?.id ?? '';
    });

    beforeEach(async () => {
      // Whole seconds, as JWT times are.
      now = new Date(Math.floor(Date.now() / 1000) * 1000);
      await database.db.exec('TRUNCATE storage_objects');
    });

    const blobKeyOf = async (bucket: string, path: string): Promise<string> => {
      const [row] = await database.db.query<{ blob_key: string }>(
        'SELECT blob_key FROM storage_objects WHERE bucket = $1 AND path = $2',
        [bucket, path],
      );
      if (!row) throw new Error(`no row for ${bucket}/${path}`);
      return row.blob_key;
    };

    it('stores, describes and returns an object with its sniffed type', async () => {
      const stored = await storage.put('media', 'site/hero image.png', pngBytes(), {
        contentType: 'image/png',
        cacheControlSeconds: 60,
      });
      expect(stored).toMatchObject({
        bucket: 'media',
        path: 'site/hero image.png',
        size: pngBytes().byteLength,
        contentType: 'image/png',
        cacheControlSeconds: 60,
        ownerId: null,
      });
      expect(stored.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(await storage.info('media', 'site/hero image.png')).toEqual(stored);
      const file = await storage.get('media', 'site/hero image.png');
      expect(file?.object).toEqual(stored);
      expect(Buffer.from(file?.bytes ?? [])).toEqual(Buffer.from(pngBytes()));
      expect(await storage.get('media', 'site/missing.png')).toBeNull();
    });

    it('refuses to overwrite without upsert, and replaces the bytes and the blob with it', async () => {
      await storage.put('documents', 'notes.txt', textBytes('first'));
      const firstKey = await blobKeyOf('documents', 'notes.txt');
      await expect(
        storage.put('documents', 'notes.txt', textBytes('second')),
      ).rejects.toMatchObject({ code: 'Duplicate', status: 409 });
      const replaced = await storage.put('documents', 'notes.txt', textBytes('second!'), {
        upsert: true,
      });
      expect(replaced.size).toBe(7);
      const file = await storage.get('documents', 'notes.txt');
      expect(new TextDecoder().decode(file?.bytes)).toBe('second!');
      // The first version's blob is gone: overwrites leave nothing behind.
      expect(await blobs.read(firstKey)).toBeNull();
    });

    it('removes objects and their blobs, skipping paths that do not exist', async () => {
      await storage.put('media', 'a.png', pngBytes());
      await storage.put('media', 'b.png', pngBytes());
      const key = await blobKeyOf('media', 'a.png');
      const removed = await storage.remove('media', ['a.png', 'missing.png']);
      expect(removed.map((object) => object.path)).toEqual(['a.png']);
      expect(await blobs.read(key)).toBeNull();
      expect(await storage.info('media', 'a.png')).toBeNull();
      expect(await storage.info('media', 'b.png')).not.toBeNull();
    });

    it('lists a folder: subfolders once, objects with details, sorted, searched and paged', async () => {
      await storage.put('documents', 'contracts/2026/a.pdf', pdfBytes());
      await storage.put('documents', 'contracts/Beta.pdf', pdfBytes());
      await storage.put('documents', 'contracts/alpha.pdf', pdfBytes());
      await storage.put('documents', 'contracts/2026/b.pdf', pdfBytes());
      await storage.put('documents', 'invoices/x.pdf', pdfBytes());

      const top = await storage.list('documents');
      expect(top).toEqual([
        { kind: 'folder', name: 'contracts' },
        { kind: 'folder', name: 'invoices' },
      ]);
      const contracts = await storage.list('documents', { prefix: 'contracts/' });
      expect(contracts.map((entry) => [entry.kind, entry.name])).toEqual([
        ['folder', '2026'],
        ['file', 'Beta.pdf'],
        ['file', 'alpha.pdf'],
      ]);
      const alpha = contracts[2];
      expect(alpha?.kind === 'file' && alpha.object.path).toBe('contracts/alpha.pdf');
      const searched = await storage.list('documents', { prefix: 'contracts', search: 'b' });
      expect(searched.map((entry) => entry.name)).toEqual(['Beta.pdf']);
      const paged = await storage.list('documents', {
        prefix: 'contracts',
        sortBy: { column: 'name', order: 'desc' },
        limit: 1,
        offset: 1,
      });
      expect(paged.map((entry) => entry.name)).toEqual(['Beta.pdf']);
      expect(await storage.list('documents', { prefix: 'nothing/here' })).toEqual([]);
    });

    it('refuses what a bucket does not accept, judged by the bytes', async () => {
      await expect(storage.put('documents', 'scan.pdf', pngBytes())).rejects.toMatchObject({
        code: 'InvalidMimeType',
        status: 415,
        message: 'The documents bucket does not accept image/png',
      });
      await expect(
        storage.put('client-files', `${clientId}/setup.pdf`, exeBytes()),
      ).rejects.toMatchObject({ code: 'InvalidMimeType' });
      await expect(
        storage.put('media', 'logo.svg', textBytes('<svg></svg>')),
      ).rejects.toMatchObject({ code: 'InvalidMimeType' });
      await expect(
        storage.put('documents', 'invoice.pdf', pdfBytes(), { contentType: 'image/png' }),
      ).rejects.toMatchObject({ message: 'The content is application/pdf, not image/png' });
      await expect(
        storage.put('media', 'big.png', oversizedPng(10 * 1024 * 1024 + 1)),
      ).rejects.toMatchObject({ code: 'EntityTooLarge', status: 413 });
      expect(await storage.list('media')).toEqual([]);
    });

    it('keeps client files in the folder of an existing client', async () => {
      await storage.put('client-files', `${clientId}/brief.txt`, textBytes('hello'));
      await expect(storage.put('client-files', 'brief.txt', textBytes('x'))).rejects.toMatchObject({
        code: 'InvalidKey',
      });
      const unknown = '00000000-0000-4000-8000-000000000000';
      await expect(
        storage.put('client-files', `${unknown}/brief.txt`, textBytes('x')),
      ).rejects.toMatchObject({ code: 'InvalidKey', message: `No client has the id ${unknown}` });
    });

    it('refuses unsafe paths before touching anything', async () => {
      for (const path of [
        '../secrets.png',
        'a/../../b.png',
        '/etc/passwd',
        'a//b.png',
        'a\u0000.png',
      ]) {
        await expect(storage.put('media', path, pngBytes())).rejects.toMatchObject({
          code: 'InvalidKey',
          status: 400,
        });
        await expect(storage.get('media', path)).rejects.toMatchObject({ code: 'InvalidKey' });
      }
      await expect(storage.remove('media', ['ok.png', '..'])).rejects.toMatchObject({
        code: 'InvalidKey',
      });
    });

    it('signs URLs that open one object until they expire', async () => {
      await storage.put('documents', 'contract.pdf', pdfBytes());
      const signed = await storage.signedUrl('documents', 'contract.pdf', 60);
      expect(signed.url).toBe(
        `/storage/v1/object/sign/documents/contract.pdf?token=${signed.token}`,
      );
      await expect(
        storage.verifySignedUrl('documents', 'contract.pdf', signed.token),
      ).resolves.toMatchObject({ secondsLeft: 60 });
      await expect(
        storage.verifySignedUrl('documents', 'other.pdf', signed.token),
      ).rejects.toMatchObject({ code: 'InvalidSignature' });
      now = new Date(now.getTime() + 61_000);
      await expect(
        storage.verifySignedUrl('documents', 'contract.pdf', signed.token),
      ).rejects.toMatchObject({ code: 'ExpiredToken', message: 'The signed URL has expired' });
      await expect(storage.signedUrl('documents', 'missing.pdf', 60)).rejects.toMatchObject({
        code: 'NoSuchKey',
      });
      await expect(storage.signedUrl('documents', 'contract.pdf', 0)).rejects.toMatchObject({
        code: 'InvalidRequest',
      });
    });
  });
}
