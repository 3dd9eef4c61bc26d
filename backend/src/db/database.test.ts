import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/test-database.ts';

// Runs on whichever driver the suite uses: both must read values the same way.
const database = useTestDatabase();

describe('reading values', () => {
  it('reads numbers, timestamps, dates and JSON the documented way', async () => {
    const [row] = await database.db.query(`
      SELECT 9007199254740991::int8 AS big, count(*) AS counted, 12.50::numeric(12,2) AS money,
             3::int4 AS small, true AS flag, '2026-03-04 05:06:07.891234+02'::timestamptz AS at,
             '2026-03-04 05:06:07'::timestamp AS local_at, '2026-03-04'::date AS day,
             '{"a":[1,"b"]}'::jsonb AS doc, '[1,2]'::json AS list
      FROM (VALUES (1), (2)) AS t(x)`);
    expect(row).toEqual({
      big: 9007199254740991,
      counted: 2,
      money: 12.5,
      small: 3,
      flag: true,
      at: '2026-03-04T03:06:07.891Z',
      local_at: '2026-03-04T05:06:07.000Z',
      day: '2026-03-04',
      doc: { a: [1, 'b'] },
      list: [1, 2],
    });
  });

  it('reads arrays of those types element by element', async () => {
    const [row] = await database.db.query(`
      SELECT ARRAY[1, NULL, 3]::int8[] AS bigs, ARRAY[1.5, 2]::numeric[] AS amounts,
             ARRAY['2026-01-01 00:00:00+00']::timestamptz[] AS ats,
             ARRAY['2026-01-01']::date[] AS days, ARRAY['a', 'b c']::text[] AS words`);
    expect(row).toEqual({
      bigs: [1, null, 3],
      amounts: [1.5, 2],
      ats: ['2026-01-01T00:00:00.000Z'],
      days: ['2026-01-01'],
      words: ['a', 'b c'],
    });
  });

  it('works in UTC', async () => {
    const [row] = await database.db.query<{ zone: string }>(
      `SELECT current_setting('TimeZone') AS zone`,
    );
    expect(row?.zone).toBe('UTC');
  });

  it('fails the query instead of rounding an int8 beyond 2^53', async () => {
    await expect(database.db.query('SELECT 9007199254740993::int8 AS big')).rejects.toThrow(
      /does not fit/,
    );
    const [row] = await database.db.query('SELECT 1 AS still_usable');
    expect(row).toEqual({ still_usable: 1 });
  });
});

describe('parameters', () => {
  it('sends JSON as a string, arrays as PostgreSQL arrays, dates as timestamps', async () => {
    const [row] = await database.db.query(
      `SELECT $1::jsonb AS doc, $2::text[] AS tags, $3::timestamptz AS at, $4::int AS n,
              $5::text AS nothing`,
      [JSON.stringify({ x: [1] }), ['a', 'b'], new Date('2026-05-06T07:08:09.010Z'), 7, null],
    );
    expect(row).toEqual({
      doc: { x: [1] },
      tags: ['a', 'b'],
      at: '2026-05-06T07:08:09.010Z',
      n: 7,
      nothing: null,
    });
  });
});

describe('transactions', () => {
  it('commits when the function resolves', async () => {
    await database.db.exec('DROP TABLE IF EXISTS notes; CREATE TABLE notes (body text);');
    const result = await database.db.transaction(async (tx) => {
      await tx.query('INSERT INTO notes VALUES ($1)', ['kept']);
      return 'done';
    });
    expect(result).toBe('done');
    expect(await database.db.query('SELECT body FROM notes')).toEqual([{ body: 'kept' }]);
  });

  it('rolls back when the function throws', async () => {
    await database.db.exec('DROP TABLE IF EXISTS notes; CREATE TABLE notes (body text);');
    await expect(
      database.db.transaction(async (tx) => {
        await tx.query('INSERT INTO notes VALUES ($1)', ['lost']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await database.db.query('SELECT body FROM notes')).toEqual([]);
  });
});
