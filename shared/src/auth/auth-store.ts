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

type AuthState = {
  status: SessionStatus;
  user: AuthUser | null;
  token: string | null;
  isAdminBypass: boolean;
  signIn: (user: AuthUser, token: string) => void;
  signOut: () => void;
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

export const useAuthStore = create<AuthState>()((set) => ({
  status: 'unknown',
  user: null,
  token: typeof window === 'undefined' ? null : readStorage(STORAGE_KEYS.authToken),
  isAdminBypass: typeof window !== 'undefined' && readStorage(STORAGE_KEYS.adminBypass) === 'true',
  signIn: (user, token) => {
    writeStorage(STORAGE_KEYS.authToken, token);
    writeStorage(STORAGE_KEYS.clientId, user.id);
    set({ status: 'authenticated', user, token });
  },
  signOut: () => {
    writeStorage(STORAGE_KEYS.authToken, null);
    writeStorage(STORAGE_KEYS.clientId, null);
    writeStorage(STORAGE_KEYS.adminBypass, null);
    set({ status: 'signed_out', user: null, token: null, isAdminBypass: false });
  },
  setStatus: (status) => set({ status }),
  enableAdminBypass: () => {
    writeStorage(STORAGE_KEYS.adminBypass, 'true');
    set({ isAdminBypass: true, status: 'authenticated' });
  },
}));
