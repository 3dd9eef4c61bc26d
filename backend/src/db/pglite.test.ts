import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirLockedError } from './data-dir-lock.ts';
import { openDatabase } from './database.ts';

// The embedded driver on disk, whatever database the rest of the suite uses.
let dataDir: string;

beforeAll(async () => {
  dataDir = join(await mkdtemp(join(tmpdir(), 'atelier-pglite-')), 'nested', 'data');
});

afterAll(async () => {
  await rm(join(dataDir, '..', '..'), { recursive: true, force: true });
});

describe('embedded database on disk', () => {
  it('keeps data in <dataDir>/pgdata across restarts, one opener at a time', async () => {
    const first = await openDatabase({ dataDir });
    expect(first.driver).toBe('pglite');
    expect(existsSync(join(dataDir, 'pgdata', 'PG_VERSION'))).toBe(true);
    await first.exec("CREATE TABLE kept (word text); INSERT INTO kept VALUES ('hello');");
    await expect(openDatabase({ dataDir })).rejects.toThrow(DataDirLockedError);
    await first.close();

    const second = await openDatabase({ dataDir });
    expect(await second.query('SELECT word FROM kept')).toEqual([{ word: 'hello' }]);
    await second.close();
    expect(existsSync(join(dataDir, 'pgdata.lock'))).toBe(false);
  });

  it('needs a database URL or a data directory', async () => {
    await expect(openDatabase({})).rejects.toThrow('openDatabase needs a databaseUrl or a dataDir');
  });
});
