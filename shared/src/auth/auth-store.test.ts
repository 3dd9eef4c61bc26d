import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Session, useAuthStore } from './auth-store';

const session: Session = {
  user: {
    id: 'user-1',
    email: 'jane@studio.com',
    firstName: 'Jane',
    lastName: 'Doe',
    role: 'client',
    company: null,
  },
  token: 'access-1',
  refreshToken: 'refresh-1',
  expiresAt: 1_900_000_000,
};

const storage = new Map<string, string>();

beforeEach(() => {
  storage.clear();
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
      removeItem: (key: string) => storage.delete(key),
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('auth store', () => {
  it('stores the token, the user id, the refresh token and the expiry on sign-in', () => {
    useAuthStore.getState().signIn(session);
    expect(Object.fromEntries(storage)).toEqual({
      auth_token: 'access-1',
      client_id: 'user-1',
      auth_refresh_token: 'refresh-1',
      auth_expires_at: '1900000000',
    });
    expect(useAuthStore.getState()).toMatchObject({ status: 'authenticated', user: session.user });
  });

  it('clears the session and the admin bypass on sign-out, leaving other keys alone', () => {
    useAuthStore.getState().signIn(session);
    storage.set('admin_bypass', 'true');
    storage.set('i18nextLng', 'fr');
    useAuthStore.getState().signOut('user');
    expect(Object.fromEntries(storage)).toEqual({ i18nextLng: 'fr' });
    expect(useAuthStore.getState()).toMatchObject({
      status: 'signed_out',
      user: null,
      token: null,
      refreshToken: null,
      isAdminBypass: false,
      signOutReason: 'user',
    });
  });

  it('switches admin bypass on with the stored flag', () => {
    useAuthStore.getState().signOut();
    useAuthStore.getState().enableAdminBypass();
    expect(storage.get('admin_bypass')).toBe('true');
    expect(useAuthStore.getState()).toMatchObject({ isAdminBypass: true, status: 'authenticated' });
    useAuthStore.getState().signOut();
  });
});
