import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { secretsFilePath } from '../auth/keys.ts';
import { sealFilePath } from '../contracts-pdf/seal/seal-file.ts';
import { sha256Hex } from '../contracts-pdf/sha256.ts';
import { writeFileWhole } from '../data-dir/write-file-whole.ts';
import type { Database } from '../db/database.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import {
  BACKUP_FORMAT,
  type BackupManifest,
  dataDirEntry,
  MANIFEST,
  objectEntry,
  tableEntry,
} from './archive.ts';
import { type DatabaseDump, dumpDatabase } from './database-dump.ts';
import { tarEnd, tarEntry } from './tar.ts';

export interface BackupSource {
  db: Database;
  /** Where the stored objects' bytes are (the data dir's `storage/` or the S3 bucket). */
  blobs: BlobStore;
  /** Its secrets (JWT secret, generated seal) go in the backup when they are files there. */
  dataDir?: string | undefined;
}

export interface BackupSummary {
  tables: number;
  rows: number;
  objects: number;
  bytes: number;
}

/** A stored object deleted or replaced after the snapshot: another snapshot is taken. */
class BlobGoneError extends Error {}

const ATTEMPTS = 3;

/**
 * The whole backup as `.tar.gz` bytes. The rows come from one read-only snapshot; the objects
 * those rows list are copied after it (a blob never changes once written, so they are the
 * snapshot's bytes, checked against the row's SHA-256). A blob deleted meanwhile (its object
 * replaced) makes the snapshot stale: it is taken again.
 */
export async function createBackup(
  source: BackupSource,
  now: () => Date = () => new Date(),
): Promise<{ archive: Buffer; summary: BackupSummary }> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await attemptBackup(source, now());
    } catch (error) {
      if (!(error instanceof BlobGoneError) || attempt >= ATTEMPTS) throw error;
    }
  }
}

/** Writes the backup to `file` (whole, mode 0600: it holds the data dir's secrets). */
export async function writeBackupFile(source: BackupSource, file: string): Promise<BackupSummary> {
  const { archive, summary } = await createBackup(source);
  await writeFileWhole(file, archive);
  return summary;
}

async function attemptBackup(
  source: BackupSource,
  createdAt: Date,
): Promise<{ archive: Buffer; summary: BackupSummary }> {
  const { dump, objects } = await source.db.transaction(async (tx) => {
    await tx.exec('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const dumped = await dumpDatabase(tx);
    const listed = await tx.query<{ blobKey: string; sha256: string }>(
      'SELECT blob_key AS "blobKey", sha256 FROM storage_objects ORDER BY blob_key',
    );
    return { dump: dumped, objects: listed };
  });

  const chunks: Buffer[] = [];
  const files: BackupManifest['files'] = [];
  const add = (path: string, bytes: Uint8Array): void => {
    chunks.push(...tarEntry(path, bytes, createdAt));
    files.push({ path, size: bytes.byteLength, sha256: sha256Hex(bytes) });
  };
  for (const table of dump.tables) {
    if (table.rows.length > 0) add(tableEntry(table.name), Buffer.from(table.rows.join('\n')));
  }
  for (const object of objects) {
    const bytes = await source.blobs.read(object.blobKey);
    if (!bytes) throw new BlobGoneError(object.blobKey);
    if (sha256Hex(bytes) !== object.sha256) {
      throw new Error(`The stored object ${object.blobKey} does not match its SHA-256`);
    }
    add(objectEntry(object.blobKey), bytes);
  }
  for (const [name, path] of dataDirSecrets(source.dataDir)) {
    const bytes = await readFile(path).catch(() => null);
    if (bytes) add(dataDirEntry(name), bytes);
  }
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    app: 'atelier',
    createdAt: createdAt.toISOString(),
    database: {
      driver: source.db.driver,
      migrations: dump.migrations,
      tables: dump.tables.map((table) => ({ name: table.name, rows: table.rows.length })),
      sequences: dump.sequences,
    },
    files,
  };
  chunks.push(...tarEntry(MANIFEST, Buffer.from(JSON.stringify(manifest, null, 2)), createdAt));
  chunks.push(tarEnd());
  const archive = await promisify(gzip)(Buffer.concat(chunks));
  return { archive, summary: summarize(dump, objects.length, archive.byteLength) };
}

/** The data dir's files that a restored backend needs to read what it wrote before. */
export function dataDirSecrets(dataDir: string | undefined): [string, string][] {
  if (!dataDir) return [];
  return [secretsFilePath(dataDir), sealFilePath(dataDir)].map((path) => [basename(path), path]);
}

function summarize(dump: DatabaseDump, objects: number, bytes: number): BackupSummary {
  return {
    tables: dump.tables.length,
    rows: dump.tables.reduce((sum, table) => sum + table.rows.length, 0),
    objects,
    bytes,
  };
}
