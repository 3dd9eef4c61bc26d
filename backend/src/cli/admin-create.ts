import { parseArgs } from 'node:util';
import {
  AdminInputError,
  createAdmin,
  type NewAdmin,
  parseNewAdmin,
} from '../auth/create-admin.ts';
import { DEFAULT_SCRYPT_COST, type ScryptCost } from '../auth/password.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { type Database, DatabaseUnavailableError, openDatabase } from '../db/database.ts';
import { MigrationError, migrate } from '../db/migrate.ts';

/** What `pnpm admin:create` talks to; the script wires it to the terminal, tests to arrays. */
export interface CliIo {
  argv: string[];
  env: NodeJS.ProcessEnv;
  /** A person at a terminal can be asked for what is missing. */
  isInteractive: boolean;
  ask(question: string, options?: { isSecret?: boolean }): Promise<string>;
  print(line: string): void;
  printError(line: string): void;
}

export const adminCreateUsage = `Usage: pnpm admin:create [options]

Creates an admin account in the database the backend uses (ATELIER_DATA_DIR or DATABASE_URL),
after applying any pending migrations. What is not given is asked for at the terminal.

Options (or environment variables):
  --email <address>       ATELIER_NEW_ADMIN_EMAIL
  --password <password>   ATELIER_NEW_ADMIN_PASSWORD (12-128 characters; prefer the prompt or
                          the variable: a command-line password stays in the shell history)
  --first-name <name>     ATELIER_NEW_ADMIN_FIRST_NAME
  --last-name <name>      ATELIER_NEW_ADMIN_LAST_NAME
  --super                 ATELIER_NEW_ADMIN_SUPER=true: make a super_admin instead of an admin
  -h, --help              show this help

The embedded database (PGlite) can be opened by one process only: stop the backend that uses
the same ATELIER_DATA_DIR first. With DATABASE_URL the backend may keep running.`;

const options = {
  email: { type: 'string' },
  password: { type: 'string' },
  'first-name': { type: 'string' },
  'last-name': { type: 'string' },
  super: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

const fields = [
  { key: 'email', flag: '--email', env: 'ATELIER_NEW_ADMIN_EMAIL', question: 'E-mail: ' },
  {
    key: 'password',
    flag: '--password',
    env: 'ATELIER_NEW_ADMIN_PASSWORD',
    question: 'Password (12-128 characters): ',
  },
  {
    key: 'firstName',
    flag: '--first-name',
    env: 'ATELIER_NEW_ADMIN_FIRST_NAME',
    question: 'First name: ',
  },
  {
    key: 'lastName',
    flag: '--last-name',
    env: 'ATELIER_NEW_ADMIN_LAST_NAME',
    question: 'Last name: ',
  },
] as const;

type FieldKey = (typeof fields)[number]['key'];

class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** Runs the command; resolves to the process exit code. */
export async function runAdminCreate(
  io: CliIo,
  { passwordCost = DEFAULT_SCRYPT_COST }: { passwordCost?: ScryptCost } = {},
): Promise<number> {
  try {
    const parsed = parseCommandLine(io.argv);
    if (parsed.help) {
      io.print(adminCreateUsage);
      return 0;
    }
    const admin = await gatherAdmin(io, parsed);
    parseNewAdmin(admin); // every problem is reported before the database is touched
    return await createInDatabase(io, admin, passwordCost);
  } catch (error) {
    io.printError(describeFailure(error));
    return error instanceof UsageError ? 2 : 1;
  }
}

function parseCommandLine(argv: string[]) {
  try {
    return parseArgs({ args: argv, options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n\n${adminCreateUsage}`);
  }
}

async function gatherAdmin(
  io: CliIo,
  flags: ReturnType<typeof parseCommandLine>,
): Promise<NewAdmin> {
  const given: Record<FieldKey, string | undefined> = {
    email: flags.email,
    password: flags.password,
    firstName: flags['first-name'],
    lastName: flags['last-name'],
  };
  const values: Partial<Record<FieldKey, string>> = {};
  const missing: string[] = [];
  for (const field of fields) {
    const value = given[field.key] ?? (io.env[field.env] || undefined);
    if (value !== undefined) {
      values[field.key] = value;
    } else if (io.isInteractive) {
      values[field.key] = await askFor(io, field.key, field.question);
    } else {
      missing.push(`${field.flag} (or ${field.env})`);
    }
  }
  if (missing.length > 0) {
    throw new UsageError(
      `Missing ${missing.join(', ')}; no terminal to ask at.\n\n${adminCreateUsage}`,
    );
  }
  const isSuper = flags.super === true || io.env.ATELIER_NEW_ADMIN_SUPER === 'true';
  return {
    email: values.email ?? '',
    password: values.password ?? '',
    firstName: values.firstName ?? '',
    lastName: values.lastName ?? '',
    role: isSuper ? 'super_admin' : 'admin',
  };
}

async function askFor(io: CliIo, key: FieldKey, question: string): Promise<string> {
  if (key !== 'password') return await io.ask(question);
  const password = await io.ask(question, { isSecret: true });
  const again = await io.ask('Password again: ', { isSecret: true });
  if (password !== again) throw new AdminInputError(['The two passwords differ']);
  return password;
}

async function createInDatabase(io: CliIo, admin: NewAdmin, passwordCost: ScryptCost) {
  const config = loadConfig(io.env);
  let db: Database;
  try {
    db = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new DataDirLockedError(
        `${error.message}\nThe embedded database can be open in one process only: stop the ` +
          'backend (pnpm start / pnpm dev) and run pnpm admin:create again.',
      );
    }
    throw error;
  }
  try {
    const applied = await migrate(db);
    if (applied.length > 0) {
      io.print(`Applied migrations: ${applied.map((m) => m.fileName).join(', ')}`);
    }
    const account = await createAdmin(db, admin, passwordCost);
    const where = db.driver === 'pglite' ? `pglite at ${config.dataDir}/pgdata` : 'postgres';
    io.print(
      `Created ${account.role} ${account.firstName} ${account.lastName} <${account.email}> ` +
        `(id ${account.id}) in the database: ${where}`,
    );
    io.print('They can sign in at /auth/login with the password you chose.');
    return 0;
  } finally {
    await db.close();
  }
}

function describeFailure(error: unknown): string {
  if (error instanceof AdminInputError) {
    return `Cannot create the admin:\n${error.problems.map((problem) => `  - ${problem}`).join('\n')}`;
  }
  if (error instanceof MigrationError) {
    return `Database migration failed, nothing was changed. ${error.message}`;
  }
  const known = [UsageError, ConfigError, DataDirLockedError, DatabaseUnavailableError];
  if (known.some((type) => error instanceof type)) return (error as Error).message;
  return `Cannot create the admin: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
}
