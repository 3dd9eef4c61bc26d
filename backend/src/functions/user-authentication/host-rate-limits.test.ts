import { beforeEach, describe, expect, it } from 'vitest';
import type { AuthSettings } from '../../auth/auth-settings.ts';
import { HOST_SECRET_HEADER } from '../../http/forwarded.ts';
import { authTestApp, callAuth } from '../../test/auth-app.ts';
import { createTestKeys, testAuthSettings } from '../../test/fixtures.ts';
import { useTestDatabase } from '../../test/test-database.ts';

/**
 * The public forms sent without script reach the backend from the shell's host (issue 32):
 * with ATELIER_HOST_SECRET each visitor the host names is counted on their own, and nobody
 * else can name one.
 */
const database = useTestDatabase({ migrate: true });

beforeEach(async () => {
  await database.db.query('DELETE FROM rate_limit_hits');
});

const SECRET = 'a secret the host and the backend share, 32+ chars';

const settings: AuthSettings = testAuthSettings({
  rateLimits: {
    // Three failures per account and address (docs/auth.md): the address is what is tested.
    login: { limit: 3, windowSeconds: 60 },
    loginIp: null,
    signup: null,
    passwordReset: null,
  },
});

async function backendBehindHost() {
  const keys = await createTestKeys();
  // No proxy of ours in front: X-Forwarded-For is read only on the host's calls.
  const app = authTestApp(database.db, keys, { authSettings: settings, hostSecret: SECRET });
  // The same account each time: failures past the address's ceiling are refused (429).
  const signIn = async (headers: Record<string, string>) =>
    (
      await callAuth(
        app,
        keys,
        'login',
        { email: 'nobody@example.com', password: 'not the password' },
        { headers },
      )
    ).status;
  /** A sign-in form sent to the host by the visitor at `address`. */
  const throughHost = (address: string) =>
    signIn({ [HOST_SECRET_HEADER]: SECRET, 'x-forwarded-for': address });
  return { signIn, throughHost };
}

describe('sign-ins sent through the shell host', () => {
  it('are counted per visitor: one visitor past the limit locks out no other', async () => {
    const { throughHost } = await backendBehindHost();
    for (const _ of [1, 2, 3]) expect(await throughHost('198.51.100.1')).toBe(400);
    expect(await throughHost('198.51.100.1')).toBe(429);
    // Another visitor through the same host still has every attempt.
    for (const _ of [1, 2, 3]) expect(await throughHost('198.51.100.2')).toBe(400);
    expect(await throughHost('198.51.100.2')).toBe(429);
  });

  it('cannot be imitated: a forged X-Forwarded-For without the secret counts as its sender', async () => {
    const { signIn, throughHost } = await backendBehindHost();
    // Each forger names a fresh address, with no secret or a wrong one: one bucket, theirs.
    expect(await signIn({ 'x-forwarded-for': '203.0.113.1' })).toBe(400);
    expect(await signIn({ 'x-forwarded-for': '203.0.113.2' })).toBe(400);
    expect(await signIn({ 'x-forwarded-for': '203.0.113.3', [HOST_SECRET_HEADER]: 'guess' })).toBe(
      400,
    );
    expect(await signIn({ 'x-forwarded-for': '203.0.113.4' })).toBe(429);
    // Naming a visitor did not spend that visitor's attempts.
    for (const _ of [1, 2, 3]) expect(await throughHost('203.0.113.1')).toBe(400);
  });
});
