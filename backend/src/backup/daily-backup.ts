import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { Logger } from '../log/logger.ts';
import { type BackupSource, writeBackupFile } from './create-backup.ts';

export interface DailyBackupSettings {
  /** `ATELIER_BACKUP_DIR`, default `<data dir>/backups`. */
  dir: string;
  /** `ATELIER_BACKUP_KEEP`: how many daily backups stay, default 7. */
  keep: number;
}

/** Daily, 02:30 UTC: a quiet hour for most agencies. One job a day whatever the backends. */
export const DAILY_BACKUP_CRON = '30 2 * * *';

const BACKUP_FILE = /^atelier-backup-\d{8}T\d{6}Z\.tar\.gz$/;

/** `atelier-backup-20261128T023000Z.tar.gz`: names sort in time order. */
export function backupFileName(at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
  return `atelier-backup-${stamp}.tar.gz`;
}

/** Takes one backup into `settings.dir`, then keeps only the newest `settings.keep`. */
export async function runDailyBackup(
  source: BackupSource,
  settings: DailyBackupSettings,
  now: Date = new Date(),
): Promise<{ file: string; removed: string[] }> {
  const file = join(settings.dir, backupFileName(now));
  await writeBackupFile(source, file);
  return { file, removed: await pruneBackups(settings) };
}

/** Deletes the oldest of our backup files beyond `keep`; other files in the folder stay. */
export async function pruneBackups(settings: DailyBackupSettings): Promise<string[]> {
  const names = (await readdir(settings.dir)).filter((name) => BACKUP_FILE.test(name)).sort();
  const removed = names.slice(0, Math.max(0, names.length - settings.keep));
  for (const name of removed) await rm(join(settings.dir, name), { force: true });
  return removed;
}

/** The queue's `backups.daily` worker and its schedule (pg-boss runs it on one backend). */
export async function startDailyBackup(options: {
  jobs: JobQueue;
  source: BackupSource;
  settings: DailyBackupSettings;
  logger: Logger;
}): Promise<void> {
  await options.jobs.work('backups.daily', async () => {
    const { file, removed } = await runDailyBackup(options.source, options.settings);
    options.logger.info({ file, removed: removed.length }, 'daily backup written');
  });
  await options.jobs.schedule('backups.daily', DAILY_BACKUP_CRON);
}
