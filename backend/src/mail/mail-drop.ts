import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '../db/database.ts';

interface OutboxRow {
  id: string;
  to_email: string;
  subject: string;
  body: string;
  created_at: string;
}

/** One queued e-mail as a plain-text message file that any mail client can open. */
export function formatMessage(row: OutboxRow): string {
  return [
    `To: ${row.to_email}`,
    `Subject: ${row.subject}`,
    `Date: ${new Date(row.created_at).toUTCString()}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    row.body,
    '',
  ].join('\r\n');
}

/**
 * Delivers the outbox to a folder (`<id>.eml` per message) and marks the messages sent: the
 * local stack's stand-in for an SMTP sender, so a developer or a test can open the password
 * reset link. Returns how many messages it wrote.
 */
export async function dropPendingMail(db: Database, dir: string): Promise<number> {
  await mkdir(dir, { recursive: true });
  return await db.transaction(async (tx) => {
    const rows = await tx.query<OutboxRow>(
      `UPDATE email_outbox SET sent_at = now()
       WHERE id IN (SELECT id FROM email_outbox WHERE sent_at IS NULL ORDER BY created_at LIMIT 50)
       RETURNING id, to_email, subject, body, created_at`,
    );
    for (const row of rows) await writeFile(join(dir, `${row.id}.eml`), formatMessage(row));
    return rows.length;
  });
}

/** Polls the outbox every `intervalMs`; the returned function stops it. */
export function startMailDrop(db: Database, dir: string, intervalMs = 500): () => void {
  let isRunning = false;
  const timer = setInterval(() => {
    if (isRunning) return;
    isRunning = true;
    dropPendingMail(db, dir)
      .catch((error: unknown) => console.error('Mail drop failed:', error))
      .finally(() => {
        isRunning = false;
      });
  }, intervalMs);
  return () => clearInterval(timer);
}
