import { dictionary } from '@zxcvbn-ts/language-common';
import { describe, expect, it } from 'vitest';
import { TEST_SCRYPT_COST } from '../test/fixtures.ts';
import { isCommonPassword } from './common-passwords.ts';
import {
  COMMON_PASSWORD_MESSAGE,
  checkNewPassword,
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
    const text = 'violet kettle drums on mars '.repeat(5);
    expect(passwordProblem(text.slice(0, 11))).toBe('Password must be at least 12 characters');
    expect(passwordProblem(text.slice(0, 12))).toBeNull();
    expect(passwordProblem(text.slice(0, 128))).toBeNull();
    expect(passwordProblem(text.slice(0, 129))).toBe('Password must be at most 128 characters');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(passwordProblem('🔑🐢🌵🎻'.repeat(3))).toBeNull();
    expect(passwordProblem('🔑🐢🌵🎻'.repeat(3).slice(0, -2))).toBe(
      'Password must be at least 12 characters',
    );
  });

  it('refuses a password of spaces only', () => {
    expect(passwordProblem(' '.repeat(12))).toBe('Password cannot be only spaces');
    expect(passwordProblem('\t \n'.repeat(4))).toBe('Password cannot be only spaces');
    expect(checkNewPassword(' '.repeat(12))?.reason).toBe('characters');
  });

  it.each([
    'password1234',
    'qwertyuiop123',
    '123456789012',
    'Password!!!!',
    'PASSWORD1234',
    '1234password',
    'iloveyou2024!',
    'aaaaaaaaaaaa',
    'abcabcabcabc',
    '987654321098',
    '1234567890!!',
    'qwertyuiopasdf',
    '1qaz2wsx3edc',
    '\uff30\uff41\uff53\uff53\uff57\uff4f\uff52\uff44\uff11\uff12\uff13\uff14',
  ])('refuses the common password or long form %s', (password) => {
    expect(checkNewPassword(password)).toEqual({
      reason: 'pwned',
      message: COMMON_PASSWORD_MESSAGE,
      field: { code: 'common_password' },
    });
    expect(COMMON_PASSWORD_MESSAGE).toBe(
      'This password is too common; choose one that others would not guess',
    );
  });

  it.each([
    'correct horse battery staple',
    'a long enough password',
    'violet kettle drums',
    'Xk9#mP2$vL7q',
    'my dog Rex is 14 today',
  ])('accepts %s', (password) => {
    expect(passwordProblem(password)).toBeNull();
  });

  it('checks the whole common list (at least 10,000 entries), whatever the case', () => {
    const long = dictionary['passwords-common'].filter((entry) => [...entry].length >= 12);
    expect(dictionary['passwords-common'].length).toBeGreaterThanOrEqual(10_000);
    expect(long.length).toBeGreaterThan(100);
    for (const entry of long) expect(isCommonPassword(entry.toUpperCase())).toBe(true);
  });

  it('is available as a zod schema', () => {
    expect(passwordSchema.safeParse('long enough password').success).toBe(true);
    const result = passwordSchema.safeParse('short');
    expect(result.error?.issues[0]?.message).toBe('Password must be at least 12 characters');
  });
});
