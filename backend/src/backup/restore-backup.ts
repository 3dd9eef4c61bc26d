import { existsSync } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createFileOnce } from '../data-dir/create-file-once.ts';
import { openDatabase } from '../db/database.ts';
import { applyPendingMigrations, loadMigrations, migrationsDir } from '../db/migrate.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { localBlobStore } from '../storage/local-blob-store.ts';
import { type S3Settings, s3BlobStore } from '../storage/s3-blob-store.ts';
import { BackupArchiveError, readBackupArchive } from './archive.ts';
import { loadDatabase, publicTables } from './database-dump.ts';

export interface RestoreTarget {
  /** The data dir to restore into: empty or absent (a `backups/` folder alone is allowed). */
  dataDir: string;
  /** Restore into this PostgreSQL database (it must have no tables) instead of PGlite. */
  databaseUrl?: string | undefined;
  /** Objects go to this bucket instead of `<dataDir>/storage`. */
  s3?: S3Settings | undefined;
  /** Where migrations are read (tests). */
  migrationsDir?: string;
}

export interface RestoreSummary {
  createdAt: string;
  rows: number;
  objects: number;
}

/** Folders that may already be in a data dir a backup is restored into. */
const ALLOWED_IN_EMPTY_DATA_DIR = new Set(['backups']);

/**
 * Restores a backup made by `createBackup`: checks the whole archive first (hashes, format,
 * migrations this code knows) and that the target is empty, so a bad archive or a wrong
 * target writes nothing. Then, in one transaction, brings the schema to the backup's
 * migrations and loads its rows; then the objects and the data dir's secrets. The migrations
 * newer than the backup run as usual when the backend starts.
 */
export async function restoreBackup(file: string, target: RestoreTarget): Promise<RestoreSummary> {
  const archive = await readBackupArchive(file);
  const known = await loadMigrations(target.migrationsDir ?? migrationsDir);
  const knownVersions = new Set(known.map((migration) => migration.version));
  const unknown = archive.dump.migrations.filter((version) => !knownVersions.has(version));
  if (unknown.length > 0) {
    throw new BackupArchiveError(
      `${file} was made by a newer Atelier (migrations ${unknown.join(', ')} are unknown here); restore it with that version`,
    );
  }
  const dataDirWasAbsent = !existsSync(target.dataDir);
  await assertEmptyDataDir(target.dataDir, Boolean(target.databaseUrl) || Boolean(target.s3));

  const db = await openDatabase({ dataDir: target.dataDir, databaseUrl: target.databaseUrl });
  try {
    if ((await publicTables(db)).length > 0) {
      throw new BackupArchiveError(
        'The target database is not empty; restore only into a new, empty database',
      );
    }
    const migrations = known.filter((migration) =>
      archive.dump.migrations.includes(migration.version),
    );
    await db.transaction(async (tx) => {
      await applyPendingMigrations(tx, migrations);
      await loadDatabase(tx, archive.dump);
    });
  } catch (error) {
    await db.close();
    // Nothing of ours may stay in a data dir that was empty before (on PostgreSQL the
    // transaction already left nothing).
    if (!target.databaseUrl) await removeRestoredDatabase(target.dataDir, dataDirWasAbsent);
    throw error;
  }
  await db.close();

  const blobs: BlobStore = target.s3
    ? s3BlobStore(target.s3)
    : localBlobStore(join(target.dataDir, 'storage'));
  for (const [key, bytes] of archive.objects) {
    await blobs.write(key, bytes, 'application/octet-stream');
  }
  await mkdir(target.dataDir, { recursive: true });
  for (const [name, bytes] of archive.dataDirFiles) {
    await createFileOnce(join(target.dataDir, name), Buffer.from(bytes).toString('utf8'));
  }
  return {
    createdAt: archive.manifest.createdAt,
    rows: archive.dump.tables.reduce((sum, table) => sum + table.rows.length, 0),
    objects: archive.objects.size,
  };
}

async function assertEmptyDataDir(dataDir: string, isDatabaseElsewhere: boolean): Promise<void> {
  const entries = await readdir(dataDir).catch(() => [] as string[]);
  const blocking = entries.filter(
    (name) =>
      !ALLOWED_IN_EMPTY_DATA_DIR.has(name) &&
      // With PostgreSQL and S3 the data dir keeps only secrets, which a restore keeps too.
      !(isDatabaseElsewhere && !['pgdata', 'storage'].includes(name)),
  );
  if (blocking.length > 0) {
    throw new BackupArchiveError(
      `The data dir ${dataDir} is not empty (${blocking.slice(0, 5).join(', ')}); restore only into an empty data dir (set ATELIER_DATA_DIR to a new folder)`,
    );
  }
}

/** Removes the embedded database a failed restore began, and the data dir if it made it. */
async function removeRestoredDatabase(dataDir: string, wasAbsent: boolean): Promise<void> {
  await rm(wasAbsent ? dataDir : join(dataDir, 'pgdata'), { recursive: true, force: true });
}
