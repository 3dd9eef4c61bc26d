import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/test-database.ts';
import { loadMigrations, MigrationError, migrate } from './migrate.ts';

const database = useTestDatabase();
let dir: string;

beforeEach(async () => {
  await database.reset();
  dir = await mkdtemp(join(tmpdir(), 'atelier-migrations-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const addMigration = (fileName: string, sql: string) => writeFile(join(dir, fileName), sql);

const tableNames = async () =>
  (
    await database.db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables
       WHERE table_schema = 'public' ORDER BY table_name`,
    )
  ).map((row) => row.table_name);

const recorded = () =>
  database.db.query<{ version: number; name: string; applied_at: string }>(
    'SELECT version, name, applied_at FROM schema_migrations ORDER BY version',
  );

describe('migrate', () => {
  it('applies the files in version order and records each', async () => {
    // 0002 needs the table of 0001; written first to show directory order does not matter.
    await addMigration('0002_add_column.sql', 'ALTER TABLE things ADD COLUMN size int;');
    await addMigration('0001_create_things.sql', 'CREATE TABLE things (id int PRIMARY KEY);');
    await addMigration('0010_more.sql', 'CREATE TABLE more_things (id int);');
    await writeFile(join(dir, 'README.md'), 'not a migration');

    const applied = await migrate(database.db, dir);

    expect(applied.map((m) => m.fileName)).toEqual([
      '0001_create_things.sql',
      '0002_add_column.sql',
      '0010_more.sql',
    ]);
    const rows = await recorded();
    expect(rows.map(({ version, name }) => ({ version, name }))).toEqual([
      { version: 1, name: 'create_things' },
      { version: 2, name: 'add_column' },
      { version: 10, name: 'more' },
    ]);
    expect(rows[0]?.applied_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('applies nothing on a second run', async () => {
    await addMigration('0001_create_things.sql', 'CREATE TABLE things (id int);');
    await migrate(database.db, dir);
    expect(await migrate(database.db, dir)).toEqual([]);
    expect(await recorded()).toHaveLength(1);
  });

  it('applies only the migrations added since the last run', async () => {
    await addMigration('0001_create_things.sql', 'CREATE TABLE things (id int);');
    await migrate(database.db, dir);
    await addMigration('0002_more.sql', 'CREATE TABLE more_things (id int);');
    const applied = await migrate(database.db, dir);
    expect(applied.map((m) => m.fileName)).toEqual(['0002_more.sql']);
    expect(await tableNames()).toEqual(['more_things', 'schema_migrations', 'things']);
  });

  it('leaves the database as it was when a migration fails, and names the file', async () => {
    await addMigration('0001_create_things.sql', 'CREATE TABLE things (id int);');
    await migrate(database.db, dir);
    await database.db.query('INSERT INTO things VALUES (1)');
    await addMigration('0002_good.sql', 'CREATE TABLE good (id int); DELETE FROM things;');
    await addMigration(
      '0003_broken.sql',
      'CREATE TABLE half_done (id int);\nINSERT INTO missing_table VALUES (1);\n',
    );

    const failure = await migrate(database.db, dir).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(MigrationError);
    expect((failure as MigrationError).fileName).toBe('0003_broken.sql');
    expect((failure as Error).message).toBe(
      'Migration 0003_broken.sql failed: relation "missing_table" does not exist (line 2)',
    );
    expect(await tableNames()).toEqual(['schema_migrations', 'things']);
    expect(await recorded()).toHaveLength(1);
    expect(await database.db.query('SELECT id FROM things')).toEqual([{ id: 1 }]);
  });

  it('leaves a fresh database empty when its first migration fails', async () => {
    await addMigration('0001_broken.sql', 'CREATE TABLE things (id int); SELECT 1/0;');
    await expect(migrate(database.db, dir)).rejects.toThrow(
      'Migration 0001_broken.sql failed: division by zero',
    );
    expect(await tableNames()).toEqual([]);
  });

  it('refuses a .sql file that is not named NNNN_name.sql', async () => {
    await addMigration('1_things.sql', 'SELECT 1;');
    await expect(loadMigrations(dir)).rejects.toThrow(
      'Migration file 1_things.sql must be named NNNN_name.sql',
    );
  });

  it('refuses two files with the same version', async () => {
    await addMigration('0001_a.sql', 'SELECT 1;');
    await addMigration('0001_b.sql', 'SELECT 1;');
    await expect(loadMigrations(dir)).rejects.toThrow(/same version/);
  });
});

describe('the shipped migrations', () => {
  it('create the foundation tables', async () => {
    await migrate(database.db);
    expect(await tableNames()).toEqual(
      expect.arrayContaining(['app_settings', 'email_outbox', 'schema_migrations', 'users']),
    );
  });

  it('keep e-mails unique regardless of case, and stored normalised', async () => {
    await migrate(database.db);
    const insert = (email: string) =>
      database.db.query(
        `INSERT INTO users (email, password_hash, role) VALUES ($1, 'x', 'client')`,
        [email],
      );
    await insert('ana@example.com');
    await expect(insert('ana@example.com')).rejects.toThrow(/users_email_key/);
    await expect(insert('Bob@Example.com')).rejects.toThrow(/check constraint/);
    await expect(
      database.db.query(
        `INSERT INTO users (email, password_hash, role) VALUES ('c@example.com', 'x', 'owner')`,
      ),
    ).rejects.toThrow(/check constraint/);
  });
});
