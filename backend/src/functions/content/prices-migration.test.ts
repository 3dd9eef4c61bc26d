import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadMigrations, migrate } from '../../db/migrate.ts';
import { useTestDatabase } from '../../test/test-database.ts';

/** Migration 0031: the estimator's per-language prices become the one `prices` document. */

const PRICES_MIGRATION = 31;
const database = useTestDatabase();
let dir: string;

const prices = (min: number) => ({
  projects: { landing: { price: { min, max: 9000 }, weeks: { min: 1, max: 2 } } },
  features: {},
});

const estimator = (min: number) =>
  JSON.stringify({ estimator: { title: 'Texts' }, prices: prices(min) });

/** Migrates a fresh database up to the one before 0031, then runs `seed` and 0031. */
async function migrateWith(seed: () => Promise<void>): Promise<void> {
  const migrations = await loadMigrations();
  for (const migration of migrations.filter((each) => each.version < PRICES_MIGRATION)) {
    await writeFile(join(dir, migration.fileName), migration.sql);
  }
  await migrate(database.db, dir);
  await seed();
  const target = migrations.find((each) => each.version === PRICES_MIGRATION);
  if (!target) throw new Error('migration 0031 is missing');
  await writeFile(join(dir, target.fileName), target.sql);
  await migrate(database.db, dir);
}

const revision = (locale: string, version: number, min: number, at: string) =>
  database.db.query(
    `INSERT INTO content_revisions
       (page, locale, version, content, published_at, author_name, author_email)
     VALUES ('estimator', $1, $2, $3::jsonb, $4, 'Ada Admin', 'ada@atelier.example')`,
    [locale, version, estimator(min), at],
  );

beforeEach(async () => {
  await database.reset();
  dir = await mkdtemp(join(tmpdir(), 'atelier-prices-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('migration 0031 (content prices)', () => {
  it('copies the newest English estimator prices into version 1 of prices, author and time kept', async () => {
    await migrateWith(async () => {
      await revision('en', 1, 1000, '2026-01-01T10:00:00Z');
      await revision('en', 2, 2000, '2026-02-01T10:00:00Z');
      await revision('fr', 1, 3000, '2026-03-01T10:00:00Z');
    });
    const rows = await database.db.query<{
      locale: string;
      version: number;
      content: unknown;
      published_at: string;
      author_email: string;
    }>(
      `SELECT locale, version, content, published_at, author_email
       FROM content_revisions WHERE page = 'prices'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      locale: 'en',
      version: 1,
      content: { prices: prices(2000) },
      author_email: 'ada@atelier.example',
    });
    expect(new Date(rows[0]?.published_at ?? '').toISOString()).toBe('2026-02-01T10:00:00.000Z');
    const [{ count } = { count: 0 }] = await database.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM content_revisions WHERE page = 'estimator'`,
    );
    expect(count).toBe(3);
  });

  it('takes the French prices when only French was published, and copies a draft and its schedule', async () => {
    await migrateWith(async () => {
      await revision('fr', 1, 3000, '2026-03-01T10:00:00Z');
      await database.db.query(
        `INSERT INTO content_drafts (page, locale, content) VALUES ('estimator', 'fr', $1::jsonb)`,
        [estimator(3500)],
      );
      await database.db.query(
        `INSERT INTO content_schedules (page, locale, publish_at)
         VALUES ('estimator', 'fr', '2030-01-01T09:00:00Z')`,
      );
    });
    const [published] = await database.db.query<{ content: unknown }>(
      `SELECT content FROM content_revisions WHERE page = 'prices' AND locale = 'en'`,
    );
    expect(published?.content).toEqual({ prices: prices(3000) });
    const [draft] = await database.db.query<{ content: unknown }>(
      `SELECT content FROM content_drafts WHERE page = 'prices' AND locale = 'en'`,
    );
    expect(draft?.content).toEqual({ prices: prices(3500) });
    const schedules = await database.db.query<{ page: string; locale: string }>(
      'SELECT page, locale FROM content_schedules ORDER BY page',
    );
    expect(schedules).toEqual([
      { page: 'estimator', locale: 'fr' },
      { page: 'prices', locale: 'en' },
    ]);
  });

  it('adds nothing before anything was published, and keeps prices rows under en', async () => {
    await migrateWith(async () => {});
    expect(await database.db.query(`SELECT 1 FROM content_revisions`)).toEqual([]);
    expect(await database.db.query(`SELECT 1 FROM content_drafts`)).toEqual([]);
    await expect(
      database.db.query(
        `INSERT INTO content_drafts (page, locale, content) VALUES ('prices', 'fr', '{}')`,
      ),
    ).rejects.toThrow(/check constraint/);
    await database.db.query(
      `INSERT INTO content_drafts (page, locale, content) VALUES ('prices', 'en', '{}')`,
    );
  });
});
