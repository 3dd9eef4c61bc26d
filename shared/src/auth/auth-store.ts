import { create } from 'zustand';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage-keys';

export type UserRole = 'super_admin' | 'admin' | 'client';

/** The user as the user-authentication function returns it (spec §3). */
export type AuthUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: UserRole;
  company: string | null;
};

/** unknown → authenticated | signed_out (spec §4). */
export type SessionStatus = 'unknown' | 'authenticated' | 'signed_out';

/** The credentials a session keeps in local storage. */
export type SessionTokens = {
  token: string;
  refreshToken: string | null;
  /** When `token` expires, in unix seconds; null when the server did not say. */
  expiresAt: number | null;
};

export type Session = SessionTokens & { user: AuthUser };

/**
 * Why the last session ended: after a deliberate sign-out the login page opens plain; after
 * a session the server ended, it offers to come back to the page the user was on.
 */
export type SignOutReason = 'user' | 'session_ended';

type AuthState = Omit<SessionTokens, 'token'> & {
  token: string | null;
  status: SessionStatus;
  user: AuthUser | null;
  isAdminBypass: boolean;
  signOutReason: SignOutReason | null;
  /** Stores a session from sign-in, registration, a verified token or a refresh. */
  signIn: (session: Session) => void;
  /** Forgets the session on this device (spec §4); telling the server is the caller's job. */
  signOut: (reason?: SignOutReason) => void;
  setStatus: (status: SessionStatus) => void;
  /** Turns on the admin-bypass demo mode (spec §6): no server check, no server access. */
  enableAdminBypass: () => void;
};

/** The user shown in admin-bypass demo mode: never backed by the server. */
export const BYPASS_USER: AuthUser = {
  id: 'admin-bypass',
  email: 'admin@demo.local',
  firstName: 'Admin',
  lastName: 'User',
  role: 'super_admin',
  company: null,
};

export const isAdminRole = (role: UserRole | undefined): boolean =>
  role === 'admin' || role === 'super_admin';

/** The session tokens as local storage holds them now (another tab may have changed them). */
export function readStoredTokens(): Omit<SessionTokens, 'token'> & { token: string | null } {
  const expiresAt = Number(readStorage(STORAGE_KEYS.expiresAt) ?? Number.NaN);
  return {
    token: readStorage(STORAGE_KEYS.authToken),
    refreshToken: readStorage(STORAGE_KEYS.refreshToken),
    expiresAt: Number.isFinite(expiresAt) ? expiresAt : null,
  };
}

function initialState() {
  if (typeof window === 'undefined') {
    return { token: null, refreshToken: null, expiresAt: null, isAdminBypass: false };
  }
  return {
    ...readStoredTokens(),
    isAdminBypass: readStorage(STORAGE_KEYS.adminBypass) === 'true',
  };
}

const initial = initialState();

export const useAuthStore = create<AuthState>()((set) => ({
  ...initial,
  // Without a stored token (or in bypass) the answer is known at once: nothing to verify.
  status: initial.isAdminBypass ? 'authenticated' : initial.token ? 'unknown' : 'signed_out',
  user: null,
  signOutReason: null,
  signIn: ({ user, token, refreshToken, expiresAt }) => {
    writeStorage(STORAGE_KEYS.authToken, token);
    writeStorage(STORAGE_KEYS.clientId, user.id);
    writeStorage(STORAGE_KEYS.refreshToken, refreshToken);
    writeStorage(STORAGE_KEYS.expiresAt, expiresAt === null ? null : String(expiresAt));
    set({ status: 'authenticated', user, token, refreshToken, expiresAt, signOutReason: null });
  },
  signOut: (reason = 'session_ended') => {
    for (const key of [
      STORAGE_KEYS.authToken,
      STORAGE_KEYS.clientId,
      STORAGE_KEYS.refreshToken,
      STORAGE_KEYS.expiresAt,
      STORAGE_KEYS.adminBypass,
    ]) {
      writeStorage(key, null);
    }
    set({
      status: 'signed_out',
      user: null,
      token: null,
      refreshToken: null,
      expiresAt: null,
      isAdminBypass: false,
      signOutReason: reason,
    });
  },
  setStatus: (status) => set({ status }),
  enableAdminBypass: () => {
    writeStorage(STORAGE_KEYS.adminBypass, 'true');
    set({ isAdminBypass: true, status: 'authenticated' });
  },
}));
