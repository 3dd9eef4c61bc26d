import { randomInt } from 'node:crypto';
import { isEmailAddress } from '@atelier/shared/contract';
import type { Database } from '../db/database.ts';
import { normalizeEmail } from './email.ts';
import { DEFAULT_SCRYPT_COST, hashPassword, passwordProblem, type ScryptCost } from './password.ts';

export const DEFAULT_ADMIN_EMAIL = 'admin@example.com';

export interface FirstAdminOptions {
  /** `ATELIER_ADMIN_EMAIL`; default admin@example.com. */
  email?: string | undefined;
  /** `ATELIER_ADMIN_PASSWORD`; when unset a random 20-character password is generated. */
  password?: string | undefined;
  passwordCost?: ScryptCost;
}

export type FirstAdminResult =
  | { created: true; email: string; password: string; isPasswordGenerated: boolean }
  | { created: false; email: string };

export class BootstrapAdminError extends Error {
  override readonly name = 'BootstrapAdminError';
}

/** Any number: it only has to be the same for every backend sharing one database. */
const bootstrapLockKey = 7_241_002;

/**
 * Creates a super_admin when the database has no admin yet. Only the call that creates it
 * returns the password, so it is shown once.
 */
export async function ensureFirstAdmin(
  db: Database,
  options: FirstAdminOptions = {},
): Promise<FirstAdminResult> {
  const existing = await findAdminEmail(db);
  if (existing !== null) return { created: false, email: existing };

  const email = normalizeEmail(options.email ?? DEFAULT_ADMIN_EMAIL);
  // The one e-mail rule (shared/src/contract/patterns.ts), as for every other account.
  if (!isEmailAddress(email)) {
    throw new BootstrapAdminError(`ATELIER_ADMIN_EMAIL "${email}" is not an e-mail address`);
  }
  const isPasswordGenerated = options.password === undefined;
  const password = options.password ?? generatePassword();
  const problem = passwordProblem(password);
  if (problem) throw new BootstrapAdminError(`ATELIER_ADMIN_PASSWORD: ${problem}`);
  const passwordHash = await hashPassword(password, options.passwordCost ?? DEFAULT_SCRYPT_COST);

  return await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [bootstrapLockKey]);
    const [admin] = await tx.query<{ email: string }>(adminEmailSql);
    if (admin) return { created: false, email: admin.email };
    const [taken] = await tx.query('SELECT 1 FROM users WHERE lower(email) = $1', [email]);
    if (taken) {
      throw new BootstrapAdminError(
        `${email} already belongs to a non-admin user; set ATELIER_ADMIN_EMAIL to another address`,
      );
    }
    await tx.query(
      `INSERT INTO users (email, password_hash, first_name, last_name, role)
       VALUES ($1, $2, 'Admin', 'User', 'super_admin')`,
      [email, passwordHash],
    );
    return { created: true, email, password, isPasswordGenerated };
  });
}

const adminEmailSql = `SELECT email FROM users WHERE role IN ('super_admin', 'admin')
  ORDER BY role = 'super_admin' DESC, created_at LIMIT 1`;

async function findAdminEmail(db: Database): Promise<string | null> {
  const [admin] = await db.query<{ email: string }>(adminEmailSql);
  return admin?.email ?? null;
}

/** Letters and digits without look-alikes (0/O, 1/l/I), so it can be typed from a terminal. */
const passwordAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

export function generatePassword(length = 20): string {
  let password = '';
  for (let i = 0; i < length; i += 1) {
    password += passwordAlphabet[randomInt(passwordAlphabet.length)];
  }
  return password;
}
