import { setRuntimeConfig, useAuthStore } from '@atelier/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { restoreSession, restoreSessionEarly, restoreSessionOnce } from './restore-session';

const user = {
  id: 'user-1',
  email: 'jane@studio.com',
  firstName: 'Jane',
  lastName: 'Doe',
  role: 'admin',
  company: null,
};
const NOW = Date.UTC(2030, 0, 1);
const inOneHour = NOW / 1000 + 3600;

const storage = new Map<string, string>();
type Answer = { status: number; body: unknown } | 'offline';
/** What the server answers to each action; a list is used up in order. */
let answers: Record<string, Answer[]> = {};
const fetchMock = vi.fn<typeof fetch>(async (_url, init) => {
  const { action } = JSON.parse(String(init?.body)) as { action: string };
  const answer = answers[action]?.shift();
  if (!answer) throw new Error(`unexpected call: ${action}`);
  if (answer === 'offline') throw new TypeError('Failed to fetch');
  return new Response(JSON.stringify(answer.body), {
    status: answer.status,
    headers: { 'Content-Type': 'application/json' },
  });
});
const calls = () =>
  fetchMock.mock.calls.map(([, init]) => ({
    ...(JSON.parse(String(init?.body)) as object),
    bearer: new Headers(init?.headers).get('authorization') ?? undefined,
  }));

function storeSession(token: string, expiresAt = inOneHour) {
  storage.set('auth_token', token);
  storage.set('client_id', 'user-1');
  storage.set('auth_refresh_token', 'refresh-1');
  storage.set('auth_expires_at', String(expiresAt));
  useAuthStore.setState({
    status: 'unknown',
    user: null,
    token,
    refreshToken: 'refresh-1',
    expiresAt,
  });
}

const invalidToken = {
  status: 401,
  body: { success: false, error: 'Invalid token', code: 'INVALID_TOKEN' },
};

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  storage.clear();
  answers = {};
  setRuntimeConfig({ backendUrl: 'http://api.test', publicKey: 'public-key', remotes: {} });
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
      removeItem: (key: string) => storage.delete(key),
    },
  });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  fetchMock.mockClear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('restoreSessionEarly', () => {
  it('starts the check once; the first check of the provider takes it, the next asks again', async () => {
    storeSession('good-token');
    answers = {
      verify_token: [
        { status: 200, body: { success: true, user } },
        { status: 200, body: { success: true, user } },
      ],
    };
    restoreSessionEarly();
    restoreSessionEarly();
    expect(await restoreSessionOnce()).toBe('authenticated');
    expect(calls()).toHaveLength(1);
    expect(await restoreSessionOnce()).toBe('authenticated');
    expect(calls()).toHaveLength(2);
  });
});

describe('restoreSession', () => {
  it('confirms a token the server accepts, asking with the public key', async () => {
    storeSession('good-token');
    answers = { verify_token: [{ status: 200, body: { success: true, user } }] };
    expect(await restoreSession()).toBe('authenticated');
    expect(useAuthStore.getState()).toMatchObject({ status: 'authenticated', user });
    expect(calls()).toEqual([
      { action: 'verify_token', token: 'good-token', bearer: 'Bearer public-key' },
    ]);
  });

  it('removes a token, the client id and the refresh token once the server refuses both', async () => {
    storeSession('garbage');
    answers = {
      verify_token: [invalidToken],
      refresh: [
        {
          status: 401,
          body: { success: false, error: 'Used', code: 'INVALID_REFRESH_TOKEN' },
        },
      ],
    };
    expect(await restoreSession()).toBe('signed_out');
    expect([...storage.keys()]).toEqual([]);
    expect(useAuthStore.getState()).toMatchObject({ status: 'signed_out', token: null });
  });

  it('renews a refused (expired) token through the refresh token', async () => {
    storeSession('stale-token');
    answers = {
      verify_token: [invalidToken],
      refresh: [
        {
          status: 200,
          body: {
            success: true,
            user,
            token: 'fresh-token',
            refreshToken: 'refresh-2',
            expiresAt: inOneHour,
          },
        },
      ],
    };
    expect(await restoreSession()).toBe('authenticated');
    expect(storage.get('auth_token')).toBe('fresh-token');
    expect(storage.get('auth_refresh_token')).toBe('refresh-2');
  });

  it('goes straight to the refresh when the stored token has expired', async () => {
    storeSession('expired-token', NOW / 1000 - 10);
    answers = {
      refresh: [
        {
          status: 200,
          body: { success: true, user, token: 'fresh-token', refreshToken: 'refresh-2' },
        },
      ],
    };
    expect(await restoreSession()).toBe('authenticated');
    expect(calls()).toEqual([
      { action: 'refresh', refreshToken: 'refresh-1', bearer: 'Bearer public-key' },
    ]);
  });

  it('keeps everything when the server cannot be reached', async () => {
    storeSession('good-token');
    answers = { verify_token: ['offline'] };
    expect(await restoreSession()).toBe('unreachable');
    expect(storage.get('auth_token')).toBe('good-token');
    expect(useAuthStore.getState().status).toBe('unknown');

    storeSession('stale-token');
    answers = { verify_token: [invalidToken], refresh: ['offline'] };
    expect(await restoreSession()).toBe('unreachable');
    expect(storage.get('auth_refresh_token')).toBe('refresh-1');
    expect(useAuthStore.getState().status).toBe('unknown');
  });
});
