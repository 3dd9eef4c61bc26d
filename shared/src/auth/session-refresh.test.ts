import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../api/result';
import { refreshSession } from '../api/user-authentication';
import { type Session, useAuthStore } from './auth-store';
import {
  REFRESH_MARGIN_MS,
  refreshDelay,
  retryDelay,
  startSessionRefresh,
} from './session-refresh';

vi.mock('../api/user-authentication', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/user-authentication')>()),
  refreshSession: vi.fn(),
}));

const refreshMock = vi.mocked(refreshSession);
const NOW = Date.UTC(2030, 0, 1);
const nowSeconds = NOW / 1000;

const user = {
  id: 'user-1',
  email: 'jane@studio.com',
  firstName: 'Jane',
  lastName: 'Doe',
  role: 'admin',
  company: null,
} as const;

function sessionExpiringIn(seconds: number, n: number): Session {
  return {
    user,
    token: `access-${n}`,
    refreshToken: `refresh-${n}`,
    expiresAt: Math.floor(Date.now() / 1000) + seconds,
  };
}

/** Answers a refresh with a session issued at that moment. */
const issues = (n: number) => async (): Promise<ApiResult<{ session: Session }>> => ({
  success: true,
  session: sessionExpiringIn(3600, n),
});
const unreachable: ApiResult<{ session: Session }> = {
  success: false,
  error: 'The server could not be reached',
  code: 'NETWORK_ERROR',
};

let stop: () => void = () => undefined;

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  useAuthStore.getState().signIn(sessionExpiringIn(3600, 1));
  stop = startSessionRefresh();
});

afterEach(() => {
  stop();
  useAuthStore.getState().signOut();
  refreshMock.mockReset();
  vi.useRealTimers();
});

describe('refresh timing', () => {
  it('is due a minute before expiry, at once when that has passed', () => {
    expect(refreshDelay(nowSeconds + 3600, NOW)).toBe(3600_000 - REFRESH_MARGIN_MS);
    expect(refreshDelay(nowSeconds + 30, NOW)).toBe(0);
    expect(refreshDelay(nowSeconds - 30, NOW)).toBe(0);
  });

  it('backs off from 200 ms, doubling, up to 30 s', () => {
    expect([0, 1, 2, 3, 4].map(retryDelay)).toEqual([200, 400, 800, 1600, 3200]);
    expect(retryDelay(20)).toBe(30_000);
  });
});

describe('startSessionRefresh', () => {
  it('renews the token a minute before it expires, and then the next one', async () => {
    refreshMock.mockImplementationOnce(issues(2));
    await vi.advanceTimersByTimeAsync(3600_000 - REFRESH_MARGIN_MS - 1);
    expect(refreshMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refreshMock).toHaveBeenCalledWith('refresh-1');
    expect(useAuthStore.getState().token).toBe('access-2');

    refreshMock.mockImplementationOnce(issues(3));
    await vi.advanceTimersByTimeAsync(3600_000 - REFRESH_MARGIN_MS);
    expect(refreshMock).toHaveBeenLastCalledWith('refresh-2');
    expect(useAuthStore.getState().token).toBe('access-3');
  });

  it('retries an unreachable server after 200 ms, then 400 ms, 800 ms…', async () => {
    refreshMock
      .mockResolvedValueOnce(unreachable)
      .mockResolvedValueOnce(unreachable)
      .mockResolvedValueOnce(unreachable)
      .mockImplementationOnce(issues(2));
    await vi.advanceTimersByTimeAsync(3600_000 - REFRESH_MARGIN_MS);
    expect(refreshMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(199);
    expect(refreshMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(refreshMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(400);
    expect(refreshMock).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(799);
    expect(refreshMock).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(refreshMock).toHaveBeenCalledTimes(4);
    // Signed in all along, and on the new token now.
    expect(useAuthStore.getState()).toMatchObject({ status: 'authenticated', token: 'access-2' });
  });

  it('signs out when the server refuses the refresh token', async () => {
    refreshMock.mockResolvedValueOnce({
      success: false,
      error: 'Refresh token is no longer valid',
      code: 'INVALID_REFRESH_TOKEN',
    });
    await vi.advanceTimersByTimeAsync(3600_000);
    expect(useAuthStore.getState()).toMatchObject({
      status: 'signed_out',
      token: null,
      signOutReason: 'session_ended',
    });
    await vi.advanceTimersByTimeAsync(3600_000);
    expect(refreshMock).toHaveBeenCalledTimes(1);
  });

  it('stops when the user signs out, and never runs in admin bypass', async () => {
    useAuthStore.getState().signOut('user');
    await vi.advanceTimersByTimeAsync(7200_000);
    useAuthStore.getState().signIn(sessionExpiringIn(120, 2));
    useAuthStore.setState({ isAdminBypass: true });
    await vi.advanceTimersByTimeAsync(7200_000);
    expect(refreshMock).not.toHaveBeenCalled();
    useAuthStore.setState({ isAdminBypass: false });
  });

  it('takes the session another tab stored instead of spending a used refresh token', async () => {
    const otherTab = sessionExpiringIn(3600, 2);
    const stored: Record<string, string> = {
      auth_token: otherTab.token,
      auth_refresh_token: otherTab.refreshToken ?? '',
      auth_expires_at: String(otherTab.expiresAt),
    };
    vi.stubGlobal('window', { localStorage: { getItem: (key: string) => stored[key] ?? null } });
    await vi.advanceTimersByTimeAsync(3600_000 - REFRESH_MARGIN_MS);
    vi.unstubAllGlobals();
    expect(refreshMock).not.toHaveBeenCalled();
    expect(useAuthStore.getState()).toMatchObject({
      status: 'authenticated',
      token: 'access-2',
      refreshToken: 'refresh-2',
    });
  });
});
