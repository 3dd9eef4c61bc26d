import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/test-database.ts';
import { dropPendingMail } from './mail-drop.ts';
import { queueEmail } from './outbox.ts';

const testDb = useTestDatabase({ migrate: true });
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'atelier-mail-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('mail drop', () => {
  it('writes each queued e-mail once as a message file and marks it sent', async () => {
    const { db } = testDb;
    await queueEmail(db, {
      to: 'ada@example.com',
      subject: 'Reset your password',
      body: 'Open https://x/y',
    });
    expect(await dropPendingMail(db, dir)).toBe(1);
    expect(await dropPendingMail(db, dir)).toBe(0);
    const [file] = await readdir(dir);
    const message = await readFile(join(dir, file ?? ''), 'utf8');
    expect(message).toContain('To: ada@example.com\r\nSubject: Reset your password');
    expect(message).toContain('Open https://x/y');
    const [row] = await db.query<{ sent_at: string | null }>('SELECT sent_at FROM email_outbox');
    expect(row?.sent_at).not.toBeNull();
  });
});
