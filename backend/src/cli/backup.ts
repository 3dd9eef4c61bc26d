import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadOrCreateKeys } from '../auth/keys.ts';
import { BackupArchiveError } from '../backup/archive.ts';
import { backupToken } from '../backup/backup-route.ts';
import { writeBackupFile } from '../backup/create-backup.ts';
import { backupFileName } from '../backup/daily-backup.ts';
import { restoreBackup } from '../backup/restore-backup.ts';
import { type BackendConfig, ConfigError, loadConfig } from '../config.ts';
import { writeFileWhole } from '../data-dir/write-file-whole.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { DatabaseUnavailableError, openDatabase } from '../db/database.ts';
import { openBlobStore } from '../storage/open-storage.ts';

/** What `pnpm backup` and `pnpm restore` talk to; the scripts wire it to the terminal. */
export interface BackupCliIo {
  argv: string[];
  env: NodeJS.ProcessEnv;
  /** The working directory a relative `--out` or FILE is taken from. */
  cwd: string;
  print(line: string): void;
  printError(line: string): void;
}

export const backupUsage = `Usage: pnpm backup [--out FILE]

Writes one file (.tar.gz) with the whole database and every stored file, consistent as of
one moment, while the stack runs. Default FILE: ATELIER_BACKUP_DIR (or <data dir>/backups)
/atelier-backup-<UTC time>.tar.gz. The file holds the data dir's secrets: keep it private.

With DATABASE_URL the database is read directly. With the embedded database (PGlite), which
one process alone can open, a running backend (ATELIER_BACKEND_PORT) takes the backup and
sends it; a stopped one's data dir is read directly.`;

export const restoreUsage = `Usage: pnpm restore FILE

Restores a backup made by pnpm backup into an EMPTY data dir (ATELIER_DATA_DIR), or with
DATABASE_URL into an empty PostgreSQL database (and ATELIER_S3_* bucket). The whole file is
checked first; a damaged file or a non-empty target changes nothing. The next start applies
the migrations newer than the backup.`;

/** Errors whose message is all the operator needs. */
const operatorErrors = [
  BackupArchiveError,
  ConfigError,
  DataDirLockedError,
  DatabaseUnavailableError,
];

export async function runBackup(io: BackupCliIo): Promise<number> {
  return await reported(io, async () => {
    const { values } = parseArgs({
      args: io.argv,
      options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
    if (values.help) {
      io.print(backupUsage);
      return;
    }
    const config = loadConfig(io.env);
    const out = values.out
      ? resolve(io.cwd, values.out)
      : join(config.backup.dir, backupFileName(new Date()));
    const how = await backupInto(config, out);
    io.print(`Backup written to ${out} (${how}).`);
  });
}

export async function runRestore(io: BackupCliIo): Promise<number> {
  return await reported(io, async () => {
    const { values, positionals } = parseArgs({
      args: io.argv,
      allowPositionals: true,
      options: { help: { type: 'boolean', short: 'h' } },
    });
    if (values.help || positionals.length !== 1) {
      if (!values.help) throw new ConfigError(restoreUsage);
      io.print(restoreUsage);
      return;
    }
    const config = loadConfig(io.env);
    const file = resolve(io.cwd, positionals[0] ?? '');
    const summary = await restoreBackup(file, {
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      s3: config.s3,
    });
    const where = config.databaseUrl ? 'DATABASE_URL' : config.dataDir;
    io.print(
      `Restored the backup of ${summary.createdAt} into ${where}: ${summary.rows} rows, ${summary.objects} stored files. Start the backend to apply newer migrations.`,
    );
  });
}

/** Directly when this process may open the database, else through the running backend. */
async function backupInto(config: BackendConfig, out: string): Promise<string> {
  if (!config.databaseUrl && !existsSync(join(config.dataDir, 'pgdata'))) {
    throw new ConfigError(`There is no database in ${config.dataDir} to back up`);
  }
  let db: Awaited<ReturnType<typeof openDatabase>>;
  try {
    db = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    await backupThroughBackend(config, out);
    return 'taken by the running backend';
  }
  try {
    const blobs = openBlobStore({ dataDir: config.dataDir, s3: config.s3 });
    const summary = await writeBackupFile({ db, blobs, dataDir: config.dataDir }, out);
    return `${summary.rows} rows, ${summary.objects} stored files`;
  } finally {
    await db.close();
  }
}

async function backupThroughBackend(config: BackendConfig, out: string): Promise<void> {
  const keys = await loadOrCreateKeys({ dataDir: config.dataDir, jwtSecret: config.jwtSecret });
  const host = config.host === '0.0.0.0' ? '127.0.0.1' : config.host;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${config.port}/internal/backup`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${backupToken(keys.jwtSecret)}` },
    });
  } catch {
    throw new DataDirLockedError(
      `The database in ${config.dataDir} is open in a backend that does not answer at ${url}; set ATELIER_BACKEND_PORT to its port`,
    );
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new DatabaseUnavailableError(
      `The backend at ${url} refused the backup (HTTP ${response.status})`,
    );
  }
  await writeFileWhole(out, new Uint8Array(await response.arrayBuffer()));
}

async function reported(io: BackupCliIo, run: () => Promise<void>): Promise<number> {
  try {
    await run();
    return 0;
  } catch (error) {
    if (operatorErrors.some((type) => error instanceof type) || isArgError(error)) {
      io.printError((error as Error).message);
    } else {
      io.printError(
        `Failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
    }
    return 1;
  }
}

function isArgError(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS') === true
  );
}
