import { createContext, useContext } from 'react';
import type { AuthUser, SessionStatus } from './auth-store';

/** What every app may know and do about the session; the shell's AuthProvider supplies it. */
export type AuthContextValue = {
  status: SessionStatus;
  user: AuthUser | null;
  isAdmin: boolean;
  isAdminBypass: boolean;
  signOut: () => Promise<void>;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
