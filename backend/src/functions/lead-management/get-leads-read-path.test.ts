import type { Hono } from 'hono';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Keys } from '../../auth/keys.ts';
import { revokeSession } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { findLead } from '../../db/leads.ts';
import { authTestApp } from '../../test/auth-app.ts';
import { callFunction, createTestKeys, signedInUser } from '../../test/fixtures.ts';
import { useTestDatabase } from '../../test/test-database.ts';
import { seedLead } from './lead-test-kit.ts';
import { toLead } from './lead-view.ts';

/**
 * The admin list's read path (docs/leads.md#reading-leads): one statement per request, the
 * session check inside it — and still every ended session or lost role refused.
 */

const database = useTestDatabase({ migrate: true });

/** The statements the app sends, counted at the Database it was given. */
let statements: string[] = [];

function countingDatabase(db: Database): Database {
  return {
    ...db,
    driver: db.driver,
    native: db.native,
    query: (sql, params) => {
      statements.push(sql);
      return db.query(sql, params);
    },
    exec: (sql) => {
      statements.push(sql);
      return db.exec(sql);
    },
    transaction: (fn) => {
      statements.push('BEGIN');
      return db.transaction((tx) =>
        fn({
          query: (sql, params) => {
            statements.push(sql);
            return tx.query(sql, params);
          },
          exec: (sql) => {
            statements.push(sql);
            return tx.exec(sql);
          },
        }),
      );
    },
    close: () => db.close(),
  };
}

let keys: Keys;
let app: Hono;

beforeAll(async () => {
  keys = await createTestKeys();
  app = authTestApp(countingDatabase(database.db), keys);
});

beforeEach(async () => {
  await database.db.exec('TRUNCATE leads CASCADE');
});

const getLeads = async (token: string, payload: Record<string, unknown> = {}) => {
  statements = [];
  const response = await callFunction(
    app,
    keys,
    'lead-management',
    { action: 'get_leads', ...payload },
    { token },
  );
  // biome-ignore lint/suspicious/noExplicitAny: test answers are read field by field
  return { status: response.status, body: (await response.json()) as any };
};

describe('get_leads, signed in as an admin', () => {
  it('runs exactly one SQL statement: the session check, the count and the page together', async () => {
    const { token } = await signedInUser(database.db, keys, { role: 'admin' });
    for (let index = 0; index < 3; index += 1) await seedLead(database.db);
    const { status, body } = await getLeads(token, { pageSize: 2, status: ['new'] });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, total: 3, page: 1, pageSize: 2 });
    expect(body.leads).toHaveLength(2);
    expect(statements).toHaveLength(1);
  });

  it('answers each lead as a row read column by column: same keys, order and values', async () => {
    const { token } = await signedInUser(database.db, keys, { role: 'admin' });
    const seeded = await seedLead(database.db, {
      company: 'Studio',
      budget: 25000,
      score: 81,
      utm_source: 'news',
      created_at: '2025-03-01T10:00:00.123Z',
    });
    const { body } = await getLeads(token);
    const row = await findLead(database.db, seeded.id);
    if (!row) throw new Error('The seeded lead is gone');
    expect(JSON.stringify(body.leads[0])).toBe(JSON.stringify(toLead(row)));
    expect(body.leads[0]).toMatchObject({ created_at: '2025-03-01T10:00:00.123Z', grade: 'A' });
  });

  it('answers an empty page past the end with the total still counted', async () => {
    const { token } = await signedInUser(database.db, keys, { role: 'admin' });
    await seedLead(database.db);
    const { status, body } = await getLeads(token, { page: 5 });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, leads: [], total: 1, page: 5 });
  });
});

describe('get_leads with a session that no longer holds', () => {
  it('refuses a signed-out session (401) and answers no lead', async () => {
    const { token, tokens } = await signedInUser(database.db, keys, { role: 'admin' });
    await seedLead(database.db);
    await revokeSession(database.db, tokens.sessionId, 'logout');
    const { status, body } = await getLeads(token);
    expect(status).toBe(401);
    expect(body).toMatchObject({ success: false, code: 'INVALID_TOKEN' });
    expect(body.leads).toBeUndefined();
  });

  it('refuses an admin demoted to client since the token was signed (403)', async () => {
    const { token, account } = await signedInUser(database.db, keys, { role: 'admin' });
    await database.db.query(`UPDATE users SET role = 'client' WHERE id = $1`, [account.id]);
    const { status, body } = await getLeads(token);
    expect(status).toBe(403);
    expect(body).toMatchObject({ success: false, code: 'FORBIDDEN' });
  });

  it('refuses a deleted account (401)', async () => {
    const { token, account } = await signedInUser(database.db, keys, { role: 'admin' });
    await database.db.query('DELETE FROM users WHERE id = $1', [account.id]);
    const { status } = await getLeads(token);
    expect(status).toBe(401);
  });

  it('refuses a client token before any statement runs (403)', async () => {
    const { token } = await signedInUser(database.db, keys, { role: 'client' });
    const { status } = await getLeads(token);
    expect(status).toBe(403);
    expect(statements).toHaveLength(0);
  });
});
