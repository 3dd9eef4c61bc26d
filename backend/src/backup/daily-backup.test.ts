import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localBlobStore } from '../storage/local-blob-store.ts';
import { useTestDatabase } from '../test/test-database.ts';
import { readBackupArchive } from './archive.ts';
import { backupHandler, backupToken } from './backup-route.ts';
import { backupFileName, runDailyBackup } from './daily-backup.ts';

const database = useTestDatabase({ migrate: true });
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'atelier-daily-backup-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const source = () => ({ db: database.db, blobs: localBlobStore(join(dir, 'storage')) });

describe('the daily backup', () => {
  it('keeps the newest ATELIER_BACKUP_KEEP backups and leaves other files alone', async () => {
    const backups = join(dir, 'backups');
    const settings = { dir: backups, keep: 3 };
    const day = (n: number) => new Date(Date.UTC(2026, 10, n, 2, 30));
    for (let n = 1; n <= 5; n += 1) await runDailyBackup(source(), settings, day(n));
    await writeFile(join(backups, 'notes.txt'), 'mine');
    const { removed } = await runDailyBackup(source(), settings, day(6));
    expect(removed).toEqual([backupFileName(day(3))]);
    expect((await readdir(backups)).sort()).toEqual([
      backupFileName(day(4)),
      backupFileName(day(5)),
      backupFileName(day(6)),
      'notes.txt',
    ]);
    expect(backupFileName(day(6))).toBe('atelier-backup-20261106T023000Z.tar.gz');
    const archive = await readBackupArchive(join(backups, backupFileName(day(6))));
    expect(archive.manifest.database.migrations.length).toBeGreaterThan(30);
  });
});

describe('POST /internal/backup', () => {
  const secret = 'a-test-secret-of-at-least-32-characters!';
  const app = () => new Hono().post('/internal/backup', backupHandler(source(), secret));

  it('answers the archive to a caller that holds the secret, and 403 to anyone else', async () => {
    for (const authorization of [
      undefined,
      'Bearer nope',
      `Bearer ${backupToken('x'.repeat(40))}`,
    ]) {
      const refused = await app().request('/internal/backup', {
        method: 'POST',
        headers: authorization ? { authorization } : {},
      });
      expect(refused.status).toBe(403);
    }
    const answer = await app().request('/internal/backup', {
      method: 'POST',
      headers: { authorization: `Bearer ${backupToken(secret)}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/gzip');
    const file = join(dir, 'from-endpoint.tar.gz');
    await writeFile(file, new Uint8Array(await answer.arrayBuffer()));
    expect((await readBackupArchive(file)).manifest.app).toBe('atelier');
  });
});
