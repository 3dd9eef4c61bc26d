import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sha256Hex } from '../contracts-pdf/sha256.ts';
import { type Database, openDatabase, openMemoryDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { localBlobStore } from '../storage/local-blob-store.ts';
import { createStorage } from '../storage/storage.ts';
import { pdfBytes, pngBytes } from '../storage/test-files.ts';
import {
  createEmptyPostgresDatabase,
  createTestDatabase,
  testDatabaseUrl,
} from '../test/test-database.ts';
import { BackupArchiveError } from './archive.ts';
import { writeBackupFile } from './create-backup.ts';
import { restoreBackup } from './restore-backup.ts';

const JWT_SECRET = 'a-test-secret-of-at-least-32-characters!';
/** A restore starts a new PGlite and runs every migration: slow on a busy machine. */
const RESTORE_TIMEOUT_MS = 120_000;
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'atelier-backup-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** The records the issue names: leads, an invoice, a signed contract with its PDF, an image. */
async function writeRecords(db: Database, blobs: BlobStore) {
  const storage = createStorage({ db, blobs, jwtSecret: JWT_SECRET });
  await db.query(
    `INSERT INTO leads (name, email, source, budget, notes) VALUES
       ('Łukasz Wiśniewski', 'lukasz@example.pl', 'estimator', 12500, 'Wants a shop'),
       ('Ярослава Петрова', 'yaroslava@example.com', 'direct', NULL, NULL)`,
  );
  const [lead] = await db.query<{ id: string }>(`SELECT id FROM leads WHERE source = 'estimator'`);
  const [client] = await db.query<{ id: string }>(
    `INSERT INTO clients (name, email, lead_id) VALUES ('Studio Nord', 'nord@example.com', $1) RETURNING id`,
    [lead?.id],
  );
  // The two tables point at each other: a restore must not depend on a table order.
  await db.query('UPDATE leads SET converted_client_id = $1 WHERE id = $2', [client?.id, lead?.id]);
  await db.query(
    `INSERT INTO invoices (number, number_year, number_sequence, client_id, subtotal_cents,
       tax_cents, total_cents, issue_date, due_date, status, sent_at)
     VALUES ('INV-2026-0001', 2026, 1, $1, 100000, 20000, 120000, '2026-11-02', '2026-12-02',
       'sent', '2026-11-02T09:00:00Z')`,
    [client?.id],
  );
  const pdf = await storage.put('documents', 'contracts/signed-test.pdf', pdfBytes());
  const [contract] = await db.query<{ id: string }>(
    `INSERT INTO contracts (title, client_id, currency, body, status, sent_at, signed_at,
       final_sha256, final_path)
     VALUES ('Service Agreement', $1, 'EUR', '[{"title":"Scope","body":"A site"}]', 'signed',
       now(), now(), $2, 'contracts/signed-test.pdf') RETURNING id`,
    [client?.id, pdf.sha256],
  );
  // The audit trail refuses changes (a trigger) and numbers its rows (an identity).
  await db.query(
    `INSERT INTO contract_audit (contract_id, event, actor) VALUES ($1, 'created', 'system'), ($1, 'completed', 'system')`,
    [contract?.id],
  );
  await storage.put('media', 'images/hero.png', pngBytes());
  return { storage };
}

/** Everything the test wrote, as the database answers it (ids and times included). */
async function readRecords(db: Database) {
  return {
    leads: await db.query('SELECT * FROM leads ORDER BY email'),
    clients: await db.query('SELECT * FROM clients ORDER BY email'),
    invoices: await db.query('SELECT * FROM invoices ORDER BY number'),
    contracts: await db.query('SELECT * FROM contracts ORDER BY title'),
    audit: await db.query('SELECT * FROM contract_audit ORDER BY id'),
    objects: await db.query('SELECT * FROM storage_objects ORDER BY bucket, path'),
    // The schema the rows belong to: the start after the restore migrates from there.
    migrations: await db.query('SELECT version FROM schema_migrations ORDER BY version'),
  };
}

/** A target to restore into: a new data dir, and on PostgreSQL a new empty database. */
async function restoreTarget() {
  const dataDir = join(await tempDir(), 'data');
  if (!testDatabaseUrl) {
    return { dataDir, open: () => openDatabase({ dataDir }) };
  }
  const empty = await createEmptyPostgresDatabase(testDatabaseUrl);
  cleanups.push(empty.drop);
  return { dataDir, databaseUrl: empty.url, open: () => openDatabase({ databaseUrl: empty.url }) };
}

describe('backup and restore', { timeout: RESTORE_TIMEOUT_MS }, () => {
  it('brings back leads, an invoice, a signed contract with its PDF and an image, byte for byte', async () => {
    const source = await createTestDatabase({ migrate: true });
    const sourceDir = await tempDir();
    const blobs = localBlobStore(join(sourceDir, 'storage'));
    await writeFile(join(sourceDir, 'secrets.json'), '{"jwtSecret":"kept"}');
    await writeRecords(source.db, blobs);
    const before = await readRecords(source.db);
    const file = join(await tempDir(), 'backup.tar.gz');
    const summary = await writeBackupFile({ db: source.db, blobs, dataDir: sourceDir }, file);
    expect(summary).toMatchObject({ objects: 2 });
    // Wiped: the database and the files are gone.
    await source.dispose();
    await rm(sourceDir, { recursive: true, force: true });

    const target = await restoreTarget();
    const restored = await restoreBackup(file, target);
    expect(restored.objects).toBe(2);
    const db = await target.open();
    try {
      expect(await readRecords(db)).toEqual(before);
      // The identity goes on after the copied rows.
      const [next] = await db.query<{ id: string }>(
        `INSERT INTO contract_audit (contract_id, event, actor)
         SELECT id, 'downloaded', 'system' FROM contracts RETURNING id::text`,
      );
      expect(Number(next?.id)).toBe(Math.max(...before.audit.map((row) => Number(row.id))) + 1);
      // Triggers are back on: the audit trail still refuses a change.
      await expect(db.query(`DELETE FROM contract_audit`)).rejects.toThrow();
      const storage = createStorage({
        db,
        blobs: localBlobStore(join(target.dataDir, 'storage')),
        jwtSecret: JWT_SECRET,
      });
      const contractPdf = await storage.get('documents', 'contracts/signed-test.pdf');
      expect(Buffer.from(contractPdf?.bytes ?? [])).toEqual(Buffer.from(pdfBytes()));
      const [contract] = await db.query<{ final_sha256: string }>(
        'SELECT final_sha256 FROM contracts',
      );
      expect(sha256Hex(contractPdf?.bytes ?? new Uint8Array())).toBe(contract?.final_sha256);
      const image = await storage.get('media', 'images/hero.png');
      expect(Buffer.from(image?.bytes ?? [])).toEqual(Buffer.from(pngBytes()));
    } finally {
      await db.close();
    }
    expect(await readFile(join(target.dataDir, 'secrets.json'), 'utf8')).toBe(
      '{"jwtSecret":"kept"}',
    );
  });

  it.runIf(testDatabaseUrl)(
    'restores a backup of the embedded database into PostgreSQL',
    async () => {
      const source = await openMemoryDatabase();
      const blobs = localBlobStore(join(await tempDir(), 'storage'));
      const file = join(await tempDir(), 'backup.tar.gz');
      try {
        await migrate(source);
        await writeRecords(source, blobs);
        await writeBackupFile({ db: source, blobs }, file);
        const target = await restoreTarget();
        expect(target.databaseUrl).toBeDefined();
        await restoreBackup(file, target);
        const db = await target.open();
        try {
          expect(await readRecords(db)).toEqual(await readRecords(source));
        } finally {
          await db.close();
        }
      } finally {
        await source.close();
      }
    },
  );

  it('refuses a damaged archive and writes nothing', async () => {
    const source = await createTestDatabase({ migrate: true });
    const blobs = localBlobStore(join(await tempDir(), 'storage'));
    await writeRecords(source.db, blobs);
    const file = join(await tempDir(), 'backup.tar.gz');
    await writeBackupFile({ db: source.db, blobs }, file);
    await source.dispose();

    const bytes = await readFile(file);
    const { gunzipSync, gzipSync } = await import('node:zlib');
    const tar = gunzipSync(bytes);
    // One byte of the image changed: the gzip is sound, the hash in the manifest is not.
    const at = tar.indexOf(Buffer.from(pngBytes()).subarray(0, 8));
    tar[at + 20] = (tar[at + 20] ?? 0) ^ 0xff;
    const damaged = join(await tempDir(), 'damaged.tar.gz');
    await writeFile(damaged, gzipSync(tar));
    const target = await restoreTarget();
    await expect(restoreBackup(damaged, target)).rejects.toThrow(
      /is damaged: objects\/media\/[0-9a-f-]+ does not match its SHA-256/,
    );
    const truncated = join(await tempDir(), 'truncated.tar.gz');
    await writeFile(truncated, bytes.subarray(0, bytes.length / 2));
    await expect(restoreBackup(truncated, target)).rejects.toThrow(BackupArchiveError);
    await expect(readdir(target.dataDir)).rejects.toThrow(/ENOENT/);
    if (target.databaseUrl) {
      const db = await target.open();
      expect(await db.query(`SELECT 1 FROM pg_tables WHERE schemaname = 'public'`)).toEqual([]);
      await db.close();
    }
  });

  it('refuses a newer format, unknown migrations and a data dir that is not empty', async () => {
    const source = await createTestDatabase({ migrate: true });
    const blobs = localBlobStore(join(await tempDir(), 'storage'));
    const file = join(await tempDir(), 'backup.tar.gz');
    await writeBackupFile({ db: source.db, blobs }, file);
    await source.dispose();
    const { gunzipSync, gzipSync } = await import('node:zlib');
    const { readTar, tarEnd, tarEntry } = await import('./tar.ts');
    const rewritten = async (change: (manifest: Record<string, unknown>) => void) => {
      const entries = readTar(gunzipSync(await readFile(file)));
      const chunks = entries.flatMap((entry) => {
        if (entry.name !== 'manifest.json') return tarEntry(entry.name, entry.bytes, new Date());
        const manifest = JSON.parse(Buffer.from(entry.bytes).toString('utf8'));
        change(manifest);
        return tarEntry(entry.name, Buffer.from(JSON.stringify(manifest)), new Date());
      });
      const out = join(await tempDir(), 'changed.tar.gz');
      await writeFile(out, gzipSync(Buffer.concat([...chunks, tarEnd()])));
      return out;
    };
    const target = await restoreTarget();
    const newer = await rewritten((manifest) => {
      manifest.format = 99;
    });
    await expect(restoreBackup(newer, target)).rejects.toThrow(
      /format 99, newer than this Atelier reads/,
    );
    const ahead = await rewritten((manifest) => {
      (manifest.database as { migrations: number[] }).migrations.push(9999);
    });
    await expect(restoreBackup(ahead, target)).rejects.toThrow(
      /made by a newer Atelier \(migrations 9999/,
    );
    const used = await tempDir();
    await writeFile(join(used, 'secrets.json'), '{}');
    if (!target.databaseUrl) {
      await expect(restoreBackup(file, { dataDir: used })).rejects.toThrow(
        /The data dir .* is not empty \(secrets\.json\)/,
      );
    }
  });
});
