import type { Hono } from 'hono';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Keys } from '../../auth/keys.ts';
import { COMMON_PASSWORD_MESSAGE } from '../../auth/password.ts';
import { authTestApp, callAuth } from '../../test/auth-app.ts';
import { createTestKeys, createTestUser, signedInUser } from '../../test/fixtures.ts';
import { useTestDatabase } from '../../test/test-database.ts';

const database = useTestDatabase({ migrate: true });
let keys: Keys;
let app: Hono;

beforeAll(async () => {
  keys = await createTestKeys();
  app = authTestApp(database.db, keys);
});

beforeEach(async () => {
  await database.db.exec('TRUNCATE users CASCADE');
});

const gotrue = async (method: string, path: string, body: unknown, token?: string) => {
  const response = await app.request(`/auth/v1${path}`, {
    method,
    headers: {
      apikey: keys.anonKey,
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

const refusedAtFunctions = {
  status: 400,
  body: { code: 'VALIDATION_FAILED', fields: { password: COMMON_PASSWORD_MESSAGE } },
};
const refusedAtGotrue = {
  status: 422,
  body: {
    error_code: 'weak_password',
    msg: `${COMMON_PASSWORD_MESSAGE}.`,
    weak_password: { reasons: ['pwned'] },
  },
};

describe('a common password', () => {
  it('is refused at registration, at both doors, and creates nothing', async () => {
    const registration = { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' };
    expect(
      await callAuth(app, keys, 'register', { ...registration, password: 'password1234' }),
    ).toMatchObject(refusedAtFunctions);
    expect(
      await gotrue('POST', '/signup', { email: 'ada@example.com', password: 'Password!!!!' }),
    ).toMatchObject(refusedAtGotrue);
    expect(
      await gotrue('POST', '/signup', { email: 'ada@example.com', password: ' '.repeat(14) }),
    ).toMatchObject({ status: 422, body: { weak_password: { reasons: ['characters'] } } });
    expect(await database.db.query('SELECT 1 FROM users')).toEqual([]);
  });

  it('is refused as a new password (PUT /auth/v1/user) and as a reset password', async () => {
    const { token } = await signedInUser(database.db, keys, { email: 'ada@example.com' });
    expect(await gotrue('PUT', '/user', { password: '123456789012' }, token)).toMatchObject(
      refusedAtGotrue,
    );
    expect(
      await callAuth(app, keys, 'reset_password', {
        token: 'any-token',
        password: 'qwertyuiop123',
      }),
    ).toMatchObject(refusedAtFunctions);
  });

  it('already set on an account still signs in: the rule is only for new passwords', async () => {
    await createTestUser(database.db, { email: 'old@example.com', password: 'password1234' });
    const login = await callAuth(app, keys, 'login', {
      email: 'old@example.com',
      password: 'password1234',
    });
    expect(login).toMatchObject({ status: 200, body: { success: true } });
    const token = await gotrue('POST', '/token?grant_type=password', {
      email: 'old@example.com',
      password: 'password1234',
    });
    expect(token.status).toBe(200);
    expect(token.body.access_token).toEqual(expect.any(String));
  });
});
