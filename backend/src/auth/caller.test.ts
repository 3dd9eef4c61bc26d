import { SignJWT } from 'jose';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppError } from '../errors.ts';
import { createTestKeys, tokenFor } from '../test/fixtures.ts';
import { bearerToken, createCallerResolver } from './caller.ts';
import { type Keys, secretKey } from './keys.ts';
import { signSessionToken } from './session-token.ts';

let keys: Keys;

beforeAll(async () => {
  keys = await createTestKeys();
});

const userId = '0b6f6c1e-64a5-4c57-bd0e-3b5a4c9d2a11';
const sessionId = '5d1c3f0e-7a8b-4c2d-9e1f-0a1b2c3d4e5f';

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe('resolveCaller', () => {
  it('makes the anon key and a missing token anonymous', async () => {
    const resolveCaller = createCallerResolver({ keys });
    expect(await resolveCaller(keys.anonKey)).toEqual({ kind: 'anonymous' });
    expect(await resolveCaller(null)).toEqual({ kind: 'anonymous' });
  });

  it('makes a signed session token its user', async () => {
    const token = await signSessionToken(keys.jwtSecret, { userId, role: 'admin', sessionId });
    expect(await createCallerResolver({ keys })(token)).toEqual({
      kind: 'user',
      userId,
      role: 'admin',
      sessionId,
    });
  });

  it('lets the session check end a session or correct the role', async () => {
    const token = await signSessionToken(keys.jwtSecret, { userId, role: 'admin', sessionId });
    const demoted = createCallerResolver({
      keys,
      checkSession: async (session) => ({ ...session, role: 'client' }),
    });
    expect(await demoted(token)).toMatchObject({ role: 'client' });

    const ended = createCallerResolver({ keys, checkSession: async () => null });
    const error = await rejection(ended(token));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it.each([
    ['garbage', async () => 'not.a.jwt'],
    ['expired', async () => tokenFor(keys, 'client', { now: new Date(0), expiresInSeconds: 60 })],
    [
      'signed with another secret',
      async () =>
        tokenFor(await createTestKeys('another-secret-that-is-long-enough-0123456789'), 'admin'),
    ],
    [
      'unsigned (alg none)',
      async () => {
        const header = Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url');
        const body = Buffer.from(
          JSON.stringify({ role: 'authenticated', sub: userId, exp: 4102444800, iss: 'atelier' }),
        ).toString('base64url');
        return `${header}.${body}.`;
      },
    ],
    [
      'without a role we know',
      async () =>
        new SignJWT({
          role: 'authenticated',
          session_id: sessionId,
          app_metadata: { role: 'owner' },
        })
          .setProtectedHeader({ alg: 'HS256' })
          .setIssuer('atelier')
          .setSubject(userId)
          .setExpirationTime('1h')
          .sign(secretKey(keys.jwtSecret)),
    ],
  ])('rejects a token that is %s with INVALID_TOKEN', async (_case, makeToken) => {
    const error = await rejection(createCallerResolver({ keys })(await makeToken()));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'INVALID_TOKEN' });
  });
});

describe('resolveCaller, with a token it has verified before', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refuses it from its expiry on, as the first time', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-01-01T10:00:00.000Z') });
    const resolveCaller = createCallerResolver({ keys });
    const token = await tokenFor(keys, 'admin', { expiresInSeconds: 60 });
    expect(await resolveCaller(token)).toMatchObject({ kind: 'user', role: 'admin' });
    vi.setSystemTime(new Date('2026-01-01T10:00:59.999Z'));
    expect(await resolveCaller(token)).toMatchObject({ kind: 'user' });
    vi.setSystemTime(new Date('2026-01-01T10:01:00.000Z'));
    expect(await rejection(resolveCaller(token))).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('still asks the session check each time: a session ended since is refused', async () => {
    let isLive = true;
    const resolveCaller = createCallerResolver({
      keys,
      checkSession: async (session) => (isLive ? session : null),
    });
    const token = await tokenFor(keys, 'admin');
    expect(await resolveCaller(token)).toMatchObject({ kind: 'user' });
    isLive = false;
    expect(await rejection(resolveCaller(token))).toMatchObject({ code: 'INVALID_TOKEN' });
  });
});

describe('bearerToken', () => {
  it('reads Bearer tokens and treats a missing header as no token', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('bearer abc')).toBe('abc');
    expect(bearerToken(undefined)).toBeNull();
  });

  it.each(['Basic abc', 'Bearer', 'Bearer a b', ''])('rejects "%s"', (header) => {
    expect(() => bearerToken(header)).toThrow(AppError);
  });
});
