import { z } from 'zod';
import type { Queryable } from '../db/database.ts';
import { emailSchema, firstNameSchema, lastNameSchema } from './account-rules.ts';
import { type Account, insertAccount } from './accounts.ts';
import { DEFAULT_SCRYPT_COST, hashPassword, passwordSchema, type ScryptCost } from './password.ts';

export const newAdminSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  role: z.enum(['admin', 'super_admin']),
});

export type NewAdmin = z.input<typeof newAdminSchema>;

/** The input cannot make an admin; `problems` says why, one line per field. */
export class AdminInputError extends Error {
  override readonly name = 'AdminInputError';

  constructor(readonly problems: string[]) {
    super(problems.join('; '));
  }
}

/** Checks a new admin's fields as the server checks a registration's. */
export function parseNewAdmin(input: NewAdmin): z.output<typeof newAdminSchema> {
  const parsed = newAdminSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw new AdminInputError(parsed.error.issues.map((issue) => issue.message));
}

/** Creates an admin or super_admin; refuses an e-mail that already has an account. */
export async function createAdmin(
  db: Queryable,
  input: NewAdmin,
  passwordCost: ScryptCost = DEFAULT_SCRYPT_COST,
): Promise<Account> {
  const admin = parseNewAdmin(input);
  const account = await insertAccount(db, {
    email: admin.email,
    passwordHash: await hashPassword(admin.password, passwordCost),
    firstName: admin.firstName,
    lastName: admin.lastName,
    company: null,
    role: admin.role,
  });
  if (account) return account;
  const [existing] = await db.query<{ role: string }>(
    'SELECT role FROM users WHERE lower(email) = $1',
    [admin.email],
  );
  throw new AdminInputError([
    `An account with ${admin.email} already exists (role ${existing?.role ?? 'unknown'}); ` +
      'use another e-mail',
  ]);
}
