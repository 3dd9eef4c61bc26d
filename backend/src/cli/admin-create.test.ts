import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password.ts';
import { openDatabase } from '../db/database.ts';
import { TEST_SCRYPT_COST } from '../test/fixtures.ts';
import { type CliIo, runAdminCreate } from './admin-create.ts';

/**
 * The command on an embedded database in a temporary directory (one for the file: creating an
 * embedded database takes seconds), with canned terminal input.
 */
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'atelier-admin-create-'));
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

function terminal(
  argv: string[],
  options: { env?: NodeJS.ProcessEnv; answers?: string[]; dir?: string } = {},
) {
  const answers = [...(options.answers ?? [])];
  const asked: { question: string; isSecret: boolean }[] = [];
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = {
    argv,
    env: { ATELIER_DATA_DIR: options.dir ?? dataDir, ...options.env },
    isInteractive: options.answers !== undefined,
    ask: async (question, { isSecret = false } = {}) => {
      asked.push({ question, isSecret });
      return answers.shift() ?? '';
    },
    print: (line) => out.push(line),
    printError: (line) => err.push(line),
  };
  const run = () => runAdminCreate(io, { passwordCost: TEST_SCRYPT_COST });
  return { run, asked, out, err };
}

async function usersInDataDir() {
  const db = await openDatabase({ dataDir });
  try {
    return await db.query<{
      email: string;
      role: string;
      first_name: string;
      password_hash: string;
    }>('SELECT email, role, first_name, password_hash FROM users ORDER BY created_at');
  } finally {
    await db.close();
  }
}

const flags = ['--email', 'Grace@Example.com', '--first-name', 'Grace', '--last-name', 'Hopper'];
const password = 'a long enough password';

describe('pnpm admin:create', () => {
  it('migrates the database and creates an admin from flags and the environment', async () => {
    const cli = terminal(flags, { env: { ATELIER_NEW_ADMIN_PASSWORD: password } });
    expect(await cli.run()).toBe(0);
    expect(cli.err).toEqual([]);
    expect(cli.out[0]).toMatch(/^Applied migrations: 0001_foundation\.sql, 0002_sessions\.sql/);
    expect(cli.out[1]).toMatch(
      /^Created admin Grace Hopper <grace@example\.com> \(id [0-9a-f-]{36}\)/,
    );
    const [user] = await usersInDataDir();
    expect(user).toMatchObject({ email: 'grace@example.com', role: 'admin', first_name: 'Grace' });
    expect(await verifyPassword(password, user?.password_hash ?? '')).toBe(true);

    const again = terminal(flags, { env: { ATELIER_NEW_ADMIN_PASSWORD: password } });
    expect(await again.run()).toBe(1);
    expect(again.err).toEqual([
      'Cannot create the admin:\n' +
        '  - An account with grace@example.com already exists (role admin); use another e-mail',
    ]);
  });

  it('asks for what is missing, the password twice and hidden, and makes a super_admin', async () => {
    const cli = terminal(['--super'], {
      answers: ['ada@example.com', password, password, 'Ada', 'Lovelace'],
    });
    expect(await cli.run()).toBe(0);
    expect(cli.asked.map(({ question, isSecret }) => [question, isSecret])).toEqual([
      ['E-mail: ', false],
      ['Password (12-128 characters): ', true],
      ['Password again: ', true],
      ['First name: ', false],
      ['Last name: ', false],
    ]);
    expect(await usersInDataDir()).toMatchObject([
      { email: 'grace@example.com', role: 'admin' },
      { email: 'ada@example.com', role: 'super_admin' },
    ]);
  });

  it('refuses two different passwords', async () => {
    const cli = terminal(flags, { answers: [password, 'another long password'] });
    expect(await cli.run()).toBe(1);
    expect(cli.err).toEqual(['Cannot create the admin:\n  - The two passwords differ']);
  });

  it('says what is missing when there is no terminal to ask at', async () => {
    const cli = terminal(['--email', 'grace@example.com']);
    expect(await cli.run()).toBe(2);
    expect(cli.err[0]).toMatch(
      /^Missing --password \(or ATELIER_NEW_ADMIN_PASSWORD\), --first-name .*, --last-name /,
    );
  });

  it('checks every field before it opens the database', async () => {
    const cli = terminal([
      '--email',
      'nope',
      '--password',
      'short',
      '--first-name',
      'G',
      '--last-name',
      'H',
    ]);
    expect(await cli.run()).toBe(1);
    expect(cli.err).toEqual([
      'Cannot create the admin:\n  - Enter a valid email address\n' +
        '  - Password must be at least 12 characters',
    ]);
  });

  it('explains that a running backend holds the embedded database', async () => {
    // A live process (our parent) holding the lock stands for a running backend.
    const dir = await mkdtemp(join(tmpdir(), 'atelier-admin-create-locked-'));
    writeFileSync(join(dir, 'pgdata.lock'), `${process.ppid}\n`);
    const cli = terminal(flags, { env: { ATELIER_NEW_ADMIN_PASSWORD: password }, dir });
    expect(await cli.run()).toBe(1);
    await rm(dir, { recursive: true, force: true });
    expect(cli.err[0]).toContain(`is in use by process ${process.ppid}`);
    expect(cli.err[0]).toContain('stop the backend (pnpm start / pnpm dev)');
  });

  it('refuses unknown options and shows the help', async () => {
    const unknown = terminal(['--admin']);
    expect(await unknown.run()).toBe(2);
    expect(unknown.err[0]).toContain("Unknown option '--admin'");
    const help = terminal(['--help']);
    expect(await help.run()).toBe(0);
    expect(help.out[0]).toMatch(/^Usage: pnpm admin:create/);
  });
});
