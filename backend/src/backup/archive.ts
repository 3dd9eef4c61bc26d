import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { sha256Hex } from '../contracts-pdf/sha256.ts';
import type { DatabaseDriver } from '../db/database.ts';
import type { DatabaseDump } from './database-dump.ts';
import { readTar, TarFormatError } from './tar.ts';

/**
 * One backup is one `.tar.gz`: `manifest.json` (last), each table's rows as JSON lines under
 * `database/`, each stored object's bytes under `objects/<bucket>/<id>`, and the data dir's
 * own secrets under `data-dir/`. The manifest names every other entry with its SHA-256.
 */
export const BACKUP_FORMAT = 1;
export const MANIFEST = 'manifest.json';

export interface BackupManifest {
  format: number;
  app: 'atelier';
  createdAt: string;
  database: {
    /** Where it was taken; a backup restores into either kind. */
    driver: DatabaseDriver;
    migrations: number[];
    tables: { name: string; rows: number }[];
    sequences: DatabaseDump['sequences'];
  };
  /** Every entry but the manifest. */
  files: { path: string; size: number; sha256: string }[];
}

/** A backup that cannot be used; the message says why, for the operator. */
export class BackupArchiveError extends Error {
  override readonly name = 'BackupArchiveError';
}

export interface BackupArchive {
  manifest: BackupManifest;
  dump: DatabaseDump;
  /** Blob key → bytes. */
  objects: Map<string, Uint8Array>;
  /** File name in the data dir → bytes. */
  dataDirFiles: Map<string, Uint8Array>;
}

export const tableEntry = (table: string): string => `database/${table}.jsonl`;
export const objectEntry = (blobKey: string): string => `objects/${blobKey}`;
export const dataDirEntry = (file: string): string => `data-dir/${file}`;

/** Reads and checks a whole archive: every hash, the format; throws BackupArchiveError. */
export async function readBackupArchive(file: string): Promise<BackupArchive> {
  let compressed: Buffer;
  try {
    compressed = await readFile(file);
  } catch (error) {
    throw new BackupArchiveError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  let entries: ReturnType<typeof readTar>;
  try {
    entries = readTar(await promisify(gunzip)(compressed));
  } catch (error) {
    const why = error instanceof TarFormatError ? error.message : 'it is not a gzip file';
    throw new BackupArchiveError(`${file} is damaged or not an Atelier backup (${why})`);
  }
  const byName = new Map(entries.map((entry) => [entry.name, entry.bytes]));
  const manifest = parseManifest(byName.get(MANIFEST), file);
  for (const listed of manifest.files) {
    const bytes = byName.get(listed.path);
    if (!bytes)
      throw new BackupArchiveError(`${file} lacks ${listed.path}, which its manifest lists`);
    if (bytes.byteLength !== listed.size || sha256Hex(bytes) !== listed.sha256) {
      throw new BackupArchiveError(`${file} is damaged: ${listed.path} does not match its SHA-256`);
    }
  }
  const text = (path: string): string => Buffer.from(byName.get(path) ?? []).toString('utf8');
  const dump: DatabaseDump = {
    migrations: manifest.database.migrations,
    sequences: manifest.database.sequences,
    tables: manifest.database.tables.map((table) => ({
      name: table.name,
      rows: table.rows === 0 ? [] : text(tableEntry(table.name)).split('\n'),
    })),
  };
  const objects = new Map<string, Uint8Array>();
  const dataDirFiles = new Map<string, Uint8Array>();
  for (const { path } of manifest.files) {
    const bytes = byName.get(path) ?? new Uint8Array();
    if (path.startsWith('objects/')) objects.set(path.slice('objects/'.length), bytes);
    if (path.startsWith('data-dir/')) dataDirFiles.set(path.slice('data-dir/'.length), bytes);
  }
  return { manifest, dump, objects, dataDirFiles };
}

function parseManifest(bytes: Uint8Array | undefined, file: string): BackupManifest {
  if (!bytes) throw new BackupArchiveError(`${file} is not an Atelier backup (no ${MANIFEST})`);
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(Buffer.from(bytes).toString('utf8')) as BackupManifest;
  } catch {
    throw new BackupArchiveError(`${file} is damaged: ${MANIFEST} is not JSON`);
  }
  if (manifest?.app !== 'atelier' || !Number.isInteger(manifest.format)) {
    throw new BackupArchiveError(`${file} is not an Atelier backup`);
  }
  if (manifest.format > BACKUP_FORMAT) {
    throw new BackupArchiveError(
      `${file} has backup format ${manifest.format}, newer than this Atelier reads (${BACKUP_FORMAT}); restore it with a newer version`,
    );
  }
  for (const listed of manifest.files) {
    if (
      !/^(database|objects|data-dir)\/[A-Za-z0-9_.\-/]+$/.test(listed.path) ||
      listed.path.includes('..')
    ) {
      throw new BackupArchiveError(
        `${file} lists an unexpected entry ${JSON.stringify(listed.path)}`,
      );
    }
  }
  return manifest;
}
