import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import {
  type FieldFailure,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@atelier/shared/contract';
import { z } from 'zod';
import { isCommonPassword } from './common-passwords.ts';

/** The lengths are the contract's (shared/src/contract/accounts.ts), so the forms agree. */
export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

export const COMMON_PASSWORD_MESSAGE =
  'This password is too common; choose one that others would not guess';

/** What is wrong with a new password: GoTrue's weak_password reasons, and our message. */
export interface PasswordProblem {
  reason: 'length' | 'characters' | 'pwned';
  message: string;
  /** The field code the function door sends beside the message. */
  field: FieldFailure;
}

/**
 * Why a new password is not acceptable, or null when it is. Length counts characters. Only for
 * passwords being set: sign-in never checks it, so an account with an older password still
 * signs in.
 */
export function checkNewPassword(password: string): PasswordProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) {
    return {
      reason: 'length',
      message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
      field: { code: 'too_short', min: PASSWORD_MIN_LENGTH },
    };
  }
  if (length > PASSWORD_MAX_LENGTH) {
    return {
      reason: 'length',
      message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
      field: { code: 'too_long', max: PASSWORD_MAX_LENGTH },
    };
  }
  if (password.trim() === '') {
    return {
      reason: 'characters',
      message: 'Password cannot be only spaces',
      field: { code: 'required' },
    };
  }
  if (isCommonPassword(password)) {
    return {
      reason: 'pwned',
      message: COMMON_PASSWORD_MESSAGE,
      field: { code: 'common_password' },
    };
  }
  return null;
}

/** The message of checkNewPassword, or null. */
export const passwordProblem = (password: string): string | null =>
  checkNewPassword(password)?.message ?? null;

/** The password rule as a zod schema, for function inputs. */
export const passwordSchema = z
  .string({ error: 'Password is required' })
  .superRefine((password, ctx) => {
    const problem = checkNewPassword(password);
    if (problem) {
      ctx.addIssue({
        code: 'custom',
        message: problem.message,
        params: { ...problem.field, fieldCode: problem.field.code },
      });
    }
  });

export interface ScryptCost {
  /** log2 of scrypt's N. */
  logN: number;
  r: number;
  p: number;
}

/** N = 2^14 takes about 60–110 ms on the 2-core development machine. */
export const DEFAULT_SCRYPT_COST: ScryptCost = { logN: 14, r: 8, p: 1 };

const keyLength = 32;
const saltLength = 16;
const hashPattern = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

/**
 * Hashes to a self-describing PHC-style string `$scrypt$ln=14,r=8,p=1$<salt>$<hash>` (base64
 * without padding), so a hash made with another cost still verifies.
 */
export async function hashPassword(
  password: string,
  cost: ScryptCost = DEFAULT_SCRYPT_COST,
): Promise<string> {
  const salt = randomBytes(saltLength);
  const hash = await deriveKey(password, salt, cost);
  return `$scrypt$ln=${cost.logN},r=${cost.r},p=${cost.p}$${base64(salt)}$${base64(hash)}`;
}

/** True when `password` matches `stored`; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = hashPattern.exec(stored);
  if (!match) return false;
  const [, logN, r, p, salt, hash] = match;
  const cost = { logN: Number(logN), r: Number(r), p: Number(p) };
  if (cost.logN < 1 || cost.logN > 20 || cost.r < 1 || cost.r > 32 || cost.p < 1 || cost.p > 16) {
    return false;
  }
  const expected = Buffer.from(hash ?? '', 'base64');
  const actual = await deriveKey(
    password,
    Buffer.from(salt ?? '', 'base64'),
    cost,
    expected.length,
  );
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

function deriveKey(
  password: string,
  salt: Buffer,
  { logN, r, p }: ScryptCost,
  length = keyLength,
): Promise<Buffer> {
  const N = 2 ** logN;
  return new Promise((resolve, reject) => {
    // NFKC: the same password typed on different keyboards gives the same bytes.
    scrypt(
      password.normalize('NFKC'),
      salt,
      length,
      { N, r, p, maxmem: 256 * N * r },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

const base64 = (bytes: Buffer): string => bytes.toString('base64').replace(/=+$/, '');
