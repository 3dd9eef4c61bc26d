import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openMemoryDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';

/**
 * Vitest global setup of the backend tests on PGlite: starting an in-memory PGlite runs initdb
 * (seconds, more on a busy machine) and migrating adds more, in each of ~90 test files. Done
 * once here, the files of an empty and of a migrated database are written to a temporary
 * folder; each test file's database then starts as a copy of one of them
 * (test-database.ts), a fraction of the time. On PostgreSQL (TEST_DATABASE_URL) it does nothing.
 */

export type PgliteTemplates = { empty: string; migrated: string };

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplates: PgliteTemplates | null;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplates', null);
    return async () => {};
  }
  const folder = await mkdtemp(join(tmpdir(), 'atelier-pglite-templates-'));
  const templates: PgliteTemplates = {
    empty: join(folder, 'empty.tar'),
    migrated: join(folder, 'migrated.tar'),
  };
  const db = await openMemoryDatabase();
  try {
    const pglite = db.native.driver === 'pglite' ? db.native.pglite : null;
    if (!pglite) throw new Error('openMemoryDatabase gave no PGlite');
    await writeFile(
      templates.empty,
      Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()),
    );
    await migrate(db);
    await writeFile(
      templates.migrated,
      Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()),
    );
  } finally {
    await db.close();
  }
  project.provide('pgliteTemplates', templates);
  return async () => {
    await rm(folder, { recursive: true, force: true });
  };
}
