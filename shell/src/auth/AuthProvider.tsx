import {
  AuthContext,
  type AuthContextValue,
  type AuthUser,
  BYPASS_USER,
  callFunction,
  isAdminRole,
  useAuthStore,
  useDemoModeStore,
} from '@atelier/shared';
import { type ReactNode, useEffect, useMemo } from 'react';

/**
 * Owns the session (spec §4): on start a stored token is verified with the server and removed
 * if the server rejects it; the admin-bypass flag yields the demo super_admin with no check.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const status = useAuthStore((state) => state.status);
  const user = useAuthStore((state) => state.user);
  const isAdminBypass = useAuthStore((state) => state.isAdminBypass);

  useEffect(() => {
    const { token, signIn, signOut, setStatus } = useAuthStore.getState();
    if (isAdminBypass) {
      useDemoModeStore.getState().enter('admin_bypass');
      setStatus('authenticated');
      return;
    }
    if (!token) {
      setStatus('signed_out');
      return;
    }
    let isCurrent = true;
    void callFunction<{ user: AuthUser }>(
      'user-authentication',
      'verify_token',
      { token },
      { demoFallback: false },
    ).then((result) => {
      if (!isCurrent) return;
      if (result.success) signIn(result.user, token);
      else signOut();
    });
    return () => {
      isCurrent = false;
    };
  }, [isAdminBypass]);

  const value = useMemo<AuthContextValue>(() => {
    const effectiveUser = isAdminBypass ? BYPASS_USER : user;
    return {
      status,
      user: effectiveUser,
      isAdmin: isAdminRole(effectiveUser?.role),
      isAdminBypass,
      signOut: async () => {
        const { token, signOut } = useAuthStore.getState();
        if (token && !isAdminBypass) {
          await callFunction('user-authentication', 'logout', { token }, { demoFallback: false });
        }
        signOut();
        useDemoModeStore.getState().leave();
      },
    };
  }, [status, user, isAdminBypass]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
