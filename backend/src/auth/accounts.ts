import { isUuid, type productUserSchema } from '@atelier/shared/contract';
import type { z } from 'zod';
import type { Queryable } from '../db/database.ts';
import type { UserRole } from './roles.ts';

/** A user as the server knows it (never with its password hash). */
export interface Account {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: UserRole;
  company: string | null;
  createdAt: string;
  updatedAt: string;
  lastSignInAt: string | null;
}

/** The user as the product's functions return it (spec §3). */
export type ProductUser = z.infer<typeof productUserSchema>;

export const toProductUser = (account: Account): ProductUser => ({
  id: account.id,
  email: account.email,
  firstName: account.firstName,
  lastName: account.lastName,
  role: account.role,
  company: account.company,
});

interface AccountRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: UserRole;
  company: string | null;
  created_at: string;
  updated_at: string;
  last_sign_in_at: string | null;
}

const accountColumns =
  'id, email, first_name, last_name, role, company, created_at, updated_at, last_sign_in_at';

const toAccount = (row: AccountRow): Account => ({
  id: row.id,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  role: row.role,
  company: row.company,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  lastSignInAt: row.last_sign_in_at,
});

export { isUuid };

export async function findAccountById(db: Queryable, id: string): Promise<Account | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.query<AccountRow>(`SELECT ${accountColumns} FROM users WHERE id = $1`, [
    id,
  ]);
  return row ? toAccount(row) : null;
}

/**
 * The account and its password hash, for signing in; `email` is already normalised.
 * `isDeactivated`: an admin deactivated it (docs/settings.md), so it may not sign in.
 */
export async function findCredentialsByEmail(
  db: Queryable,
  email: string,
): Promise<{ account: Account; passwordHash: string; isDeactivated: boolean } | null> {
  const [row] = await db.query<AccountRow & { password_hash: string; is_deactivated: boolean }>(
    `SELECT ${accountColumns}, password_hash, deactivated_at IS NOT NULL AS is_deactivated
     FROM users WHERE lower(email) = $1`,
    [email],
  );
  return row
    ? {
        account: toAccount(row),
        passwordHash: row.password_hash,
        isDeactivated: row.is_deactivated,
      }
    : null;
}

export async function findPasswordHash(db: Queryable, userId: string): Promise<string | null> {
  const [row] = await db.query<{ password_hash: string }>(
    'SELECT password_hash FROM users WHERE id = $1',
    [userId],
  );
  return row?.password_hash ?? null;
}

export interface NewAccount {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  company: string | null;
  role: UserRole;
}

/** Inserts the account; null when the e-mail is taken (nothing is written then). */
export async function insertAccount(db: Queryable, account: NewAccount): Promise<Account | null> {
  const [row] = await db.query<AccountRow>(
    `INSERT INTO users (email, password_hash, first_name, last_name, company, role)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT ((lower(email))) DO NOTHING
     RETURNING ${accountColumns}`,
    [
      account.email,
      account.passwordHash,
      account.firstName,
      account.lastName,
      account.company,
      account.role,
    ],
  );
  return row ? toAccount(row) : null;
}

export async function setPasswordHash(
  db: Queryable,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [
    userId,
    passwordHash,
  ]);
}

export async function recordSignIn(db: Queryable, userId: string): Promise<Account | null> {
  const [row] = await db.query<AccountRow>(
    `UPDATE users SET last_sign_in_at = now() WHERE id = $1 RETURNING ${accountColumns}`,
    [userId],
  );
  return row ? toAccount(row) : null;
}

export interface ProfileChanges {
  firstName?: string | undefined;
  lastName?: string | undefined;
  /** null clears it. */
  company?: string | null | undefined;
}

/** Changes the given fields only; returns the account as it is now. */
export async function updateProfile(
  db: Queryable,
  userId: string,
  changes: ProfileChanges,
): Promise<Account | null> {
  const [row] = await db.query<AccountRow>(
    `UPDATE users SET
       first_name = CASE WHEN $2::boolean THEN $3::text ELSE first_name END,
       last_name = CASE WHEN $4::boolean THEN $5::text ELSE last_name END,
       company = CASE WHEN $6::boolean THEN $7::text ELSE company END,
       updated_at = now()
     WHERE id = $1
     RETURNING ${accountColumns}`,
    [
      userId,
      changes.firstName !== undefined,
      changes.firstName ?? '',
      changes.lastName !== undefined,
      changes.lastName ?? '',
      changes.company !== undefined,
      changes.company ?? null,
    ],
  );
  return row ? toAccount(row) : null;
}
