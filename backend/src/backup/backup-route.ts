import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Handler } from 'hono';
import { type BackupSource, createBackup } from './create-backup.ts';

/**
 * `POST /internal/backup`: the running backend takes the backup and answers the archive. PGlite
 * lets one process open its data dir, so `pnpm backup` asks the backend that holds it. The
 * caller proves it can read the data dir's secret (or `ATELIER_JWT_SECRET`): its bearer is
 * `backupToken(secret)`, which no session or key of the API can be.
 */
export function backupHandler(source: BackupSource, jwtSecret: string): Handler {
  const wanted = Buffer.from(backupToken(jwtSecret));
  return async (c) => {
    const given = Buffer.from(c.req.header('authorization')?.replace(/^Bearer\s+/i, '') ?? '');
    if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) {
      return c.json({ success: false, error: 'Not allowed', code: 'FORBIDDEN' }, 403);
    }
    const { archive, summary } = await createBackup(source);
    return c.body(new Uint8Array(archive), 200, {
      'content-type': 'application/gzip',
      'cache-control': 'no-store',
      'x-backup-rows': String(summary.rows),
      'x-backup-objects': String(summary.objects),
    });
  };
}

export function backupToken(jwtSecret: string): string {
  return createHmac('sha256', jwtSecret).update('atelier internal backup v1').digest('hex');
}
