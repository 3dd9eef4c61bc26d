import { describe, expect, it } from 'vitest';
import { TEST_SCRYPT_COST } from '../test/fixtures.ts';
import {
  hashPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordProblem,
  passwordSchema,
  verifyPassword,
} from './password.ts';

describe('hashPassword / verifyPassword', () => {
  it('uses scrypt N=2^14, r=8, p=1 in a self-describing string by default', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^\$scrypt\$ln=14,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
  });

  it('rejects a wrong password', async () => {
    const hash = await hashPassword('correct horse battery', TEST_SCRYPT_COST);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([
      hashPassword('same password!', TEST_SCRYPT_COST),
      hashPassword('same password!', TEST_SCRYPT_COST),
    ]);
    expect(a).not.toBe(b);
  });

  it('verifies hashes made with another cost', async () => {
    const hash = await hashPassword('correct horse battery', TEST_SCRYPT_COST);
    expect(hash).toContain('$ln=10,');
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
  });

  it('treats the same characters typed differently as the same password', async () => {
    const composed = 'caf\u00e9 au lait!!';
    const decomposed = 'cafe\u0301 au lait!!';
    const hash = await hashPassword(composed, TEST_SCRYPT_COST);
    expect(await verifyPassword(decomposed, hash)).toBe(true);
  });

  it.each([
    '',
    'plain-text-password',
    '$scrypt$ln=99,r=8,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAA',
    '$bcrypt$whatever',
  ])('never matches a malformed stored hash (%s)', async (stored) => {
    expect(await verifyPassword('plain-text-password', stored)).toBe(false);
  });
});

describe('password rule', () => {
  it(`accepts ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`, () => {
    expect(passwordProblem('a'.repeat(11))).toBe('Password must be at least 12 characters');
    expect(passwordProblem('a'.repeat(12))).toBeNull();
    expect(passwordProblem('a'.repeat(128))).toBeNull();
    expect(passwordProblem('a'.repeat(129))).toBe('Password must be at most 128 characters');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(passwordProblem('🔑'.repeat(12))).toBeNull();
    expect(passwordProblem('🔑'.repeat(11))).not.toBeNull();
  });

  it('is available as a zod schema', () => {
    expect(passwordSchema.safeParse('long enough password').success).toBe(true);
    const result = passwordSchema.safeParse('short');
    expect(result.error?.issues[0]?.message).toBe('Password must be at least 12 characters');
  });
});
