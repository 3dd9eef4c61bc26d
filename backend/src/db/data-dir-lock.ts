import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export class DataDirLockedError extends Error {
  override readonly name = 'DataDirLockedError';
}

/** Lock files this process holds. */
const heldLocks = new Set<string>();

/**
 * PGlite does not stop two processes from opening the same data directory (which corrupts
 * it), so the backend holds a pid file while the database is open. A file left by a process
 * that no longer runs is taken over.
 */
export function lockDataDir(lockPath: string): () => void {
  if (heldLocks.has(lockPath)) {
    throw new DataDirLockedError(`The database behind ${lockPath} is already open in this process`);
  }
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(lockPath, `${process.pid}\n`, { flag: 'wx', mode: 0o600 });
      heldLocks.add(lockPath);
      return () => releaseLock(lockPath);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readLockHolder(lockPath);
      // Our own pid in the file is a leftover of an earlier process (pids repeat in containers).
      if (holder !== null && holder !== process.pid && isRunning(holder)) {
        throw new DataDirLockedError(
          `The database in ${dirname(lockPath)} is in use by process ${holder}. ` +
            `Stop that backend first, or delete ${lockPath} if no backend is running.`,
        );
      }
      unlinkSync(lockPath);
    }
  }
  throw new DataDirLockedError(`Could not take the lock ${lockPath}`);
}

function readLockHolder(lockPath: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function releaseLock(lockPath: string): void {
  if (!heldLocks.delete(lockPath)) return;
  if (readLockHolder(lockPath) !== process.pid) return;
  try {
    unlinkSync(lockPath);
  } catch {
    // Already gone: nothing to release.
  }
}
