import { beforeEach, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../db/database.ts';
import type { Logger } from '../log/logger.ts';
import { createTestKeys, createTestUser, testAuthSettings } from '../test/fixtures.ts';
import { useTestDatabase } from '../test/test-database.ts';
import { createAuthService } from './auth-service.ts';

const database = useTestDatabase({ migrate: true });

beforeEach(async () => {
  await database.db.exec(
    'TRUNCATE users CASCADE; TRUNCATE email_outbox CASCADE; DELETE FROM rate_limit_hits',
  );
});

/** The database, writing down each statement (numbers masked) while `isRecording()`. */
function recorded(db: Database, statements: string[], isRecording: () => boolean): Database {
  const note = (sql: string) => {
    if (isRecording()) statements.push(sql.replace(/\s+/g, ' ').trim());
  };
  const watch = (q: Queryable): Queryable =>
    new Proxy(q, {
      get(target, key, receiver) {
        const value: unknown = Reflect.get(target, key, receiver);
        if ((key === 'query' || key === 'exec') && typeof value === 'function') {
          return (sql: string, ...rest: unknown[]) => {
            note(sql);
            return Reflect.apply(value, target, [sql, ...rest]);
          };
        }
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  const watched = watch(db) as Database;
  return new Proxy(watched, {
    get(target, key, receiver) {
      if (key === 'transaction') {
        return <T>(fn: (tx: Queryable) => Promise<T>) => {
          note('BEGIN');
          return db.transaction((tx) => fn(watch(tx)));
        };
      }
      return Reflect.get(target, key, receiver);
    },
  });
}

async function answerPath(email: string) {
  const statements: string[] = [];
  let isAnswering = true;
  const auth = createAuthService({
    db: recorded(database.db, statements, () => isAnswering),
    keys: await createTestKeys(),
    settings: testAuthSettings({
      rateLimits: {
        login: null,
        loginIp: null,
        signup: null,
        passwordReset: { limit: 50, windowSeconds: 300 },
      },
    }),
  });
  await auth.requestPasswordReset(email, { ip: '198.51.100.1', userAgent: null });
  isAnswering = false;
  await auth.settled();
  return statements;
}

describe('a password-reset request', () => {
  it('runs the same statements before answering whether or not the account exists', async () => {
    await createTestUser(database.db, { email: 'ada@example.com' });
    const forAccount = await answerPath('ada@example.com');
    const forNobody = await answerPath('nobody@example.com');
    expect(forAccount.length).toBeGreaterThan(0);
    expect(forNobody).toEqual(forAccount);
    // The account's e-mail was still queued, after the answer.
    const outbox = await database.db.query('SELECT to_email FROM email_outbox');
    expect(outbox).toEqual([{ to_email: 'ada@example.com' }]);
  });

  it('logs a failure of the work done after the answer instead of losing it', async () => {
    await createTestUser(database.db, { email: 'ada@example.com' });
    const errors: unknown[] = [];
    const logger = { error: (fields: unknown) => errors.push(fields) } as unknown as Logger;
    const failing = new Proxy(database.db, {
      get(target, key, receiver) {
        if (key === 'transaction') return () => Promise.reject(new Error('disk full'));
        const value: unknown = Reflect.get(target, key, receiver);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const auth = createAuthService({
      db: failing,
      keys: await createTestKeys(),
      settings: testAuthSettings(),
      logger,
    });
    await expect(
      auth.requestPasswordReset('ada@example.com', { ip: null, userAgent: null }),
    ).resolves.toBeUndefined();
    await auth.settled();
    expect(errors).toEqual([{ err: new Error('disk full') }]);
  });
});
