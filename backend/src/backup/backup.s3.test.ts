import { mkdtempSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { type S3Settings, s3BlobStore } from '../storage/s3-blob-store.ts';
import { createStorage } from '../storage/storage.ts';
import { pdfBytes, pngBytes } from '../storage/test-files.ts';
import {
  createEmptyPostgresDatabase,
  createTestDatabase,
  testDatabaseUrl,
} from '../test/test-database.ts';
import { writeBackupFile } from './create-backup.ts';
import { restoreBackup } from './restore-backup.ts';

// Files on an S3-compatible server (s3rver on loopback): backed up from one bucket, restored
// into another, empty one, as after losing the first.
const directory = mkdtempSync(join(tmpdir(), 'atelier-backup-s3rver-'));
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: 'atelier-live' }, { name: 'atelier-restored' }],
});
let live: S3Settings;
let restored: S3Settings;

beforeAll(async () => {
  const { port } = await server.run();
  const base = {
    endpoint: `http://127.0.0.1:${port}/`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    region: 'us-east-1',
  };
  live = { ...base, bucket: 'atelier-live' };
  restored = { ...base, bucket: 'atelier-restored' };
});

afterAll(async () => {
  await server.close();
  await rm(directory, { recursive: true, force: true });
});

const JWT_SECRET = 'a-test-secret-of-at-least-32-characters!';

// A restore starts a new PGlite and runs every migration: slow on a busy machine.
describe('backup and restore with files on S3', { timeout: 120_000 }, () => {
  it('copies every stored object out of the bucket and back into an empty one', async () => {
    const work = await mkdtemp(join(tmpdir(), 'atelier-backup-s3-'));
    const source = await createTestDatabase({ migrate: true });
    const storage = createStorage({
      db: source.db,
      blobs: s3BlobStore(live),
      jwtSecret: JWT_SECRET,
    });
    await storage.put('documents', 'contracts/signed.pdf', pdfBytes());
    await storage.put('media', 'images/hero.png', pngBytes());
    const file = join(work, 'backup.tar.gz');
    await writeBackupFile({ db: source.db, blobs: s3BlobStore(live) }, file);
    await source.dispose();

    const empty = testDatabaseUrl ? await createEmptyPostgresDatabase(testDatabaseUrl) : null;
    const dataDir = join(work, 'data');
    try {
      await restoreBackup(file, { dataDir, databaseUrl: empty?.url, s3: restored });
      const db = await openDatabase(empty ? { databaseUrl: empty.url } : { dataDir });
      try {
        const back = createStorage({ db, blobs: s3BlobStore(restored), jwtSecret: JWT_SECRET });
        const pdf = await back.get('documents', 'contracts/signed.pdf');
        const image = await back.get('media', 'images/hero.png');
        expect(Buffer.from(pdf?.bytes ?? [])).toEqual(Buffer.from(pdfBytes()));
        expect(Buffer.from(image?.bytes ?? [])).toEqual(Buffer.from(pngBytes()));
      } finally {
        await db.close();
      }
    } finally {
      await empty?.drop();
      await rm(work, { recursive: true, force: true });
    }
  });
});
