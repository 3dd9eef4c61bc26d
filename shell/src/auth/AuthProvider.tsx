import {
  AuthContext,
  type AuthContextValue,
  BYPASS_USER,
  isAdminRole,
  logout,
  retryDelay,
  type SessionStatus,
  startSessionRefresh,
  useAuthStore,
  useDemoModeStore,
} from '@atelier/shared';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { followOtherTabs, restoreSessionOnce } from './restore-session';
import { type SessionCheck, SessionCheckContext } from './session-check';

/** The server gets this long to end a session; the device forgets it either way. */
const LOGOUT_TIMEOUT_MS = 5000;

/**
 * Checks a stored session while the status is unknown. If the server cannot be reached the
 * session is kept (a network blip must not sign anyone out) and checked again with back-off
 * and as soon as the browser is back online; guarded pages say so meanwhile, public pages
 * work as usual. Only the server's refusal signs out.
 */
function useStoredSessionCheck(status: SessionStatus, isAdminBypass: boolean): SessionCheck {
  const [isUnreachable, setIsUnreachable] = useState(false);
  const [round, setRound] = useState(0);

  useEffect(() => {
    void round;
    if (status !== 'unknown' || isAdminBypass) return;
    let isCurrent = true;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      clearTimeout(timer);
      const outcome = await restoreSessionOnce();
      if (!isCurrent) return;
      setIsUnreachable(outcome === 'unreachable');
      if (outcome === 'unreachable') {
        timer = setTimeout(() => void check(), retryDelay(attempt));
        attempt += 1;
      }
    };
    const onOnline = () => void check();
    window.addEventListener('online', onOnline);
    void check();
    return () => {
      isCurrent = false;
      clearTimeout(timer);
      window.removeEventListener('online', onOnline);
    };
  }, [status, isAdminBypass, round]);

  return useMemo(
    () => ({
      isUnreachable: status === 'unknown' && isUnreachable,
      retry: () => setRound((value) => value + 1),
    }),
    [status, isUnreachable],
  );
}

async function endSessionOnServer(token: string): Promise<void> {
  try {
    const result = await logout(token, AbortSignal.timeout(LOGOUT_TIMEOUT_MS));
    if (!result.success) console.warn(`[auth] the server did not end the session: ${result.code}`);
  } catch (error) {
    console.warn('[auth] the server did not answer the sign-out', error);
  }
}

/**
 * Owns the session (spec §4): settles a stored token on start, keeps it fresh, follows other
 * tabs, and signs out. The admin-bypass flag yields the demo super_admin with no server check.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const status = useAuthStore((state) => state.status);
  const user = useAuthStore((state) => state.user);
  const isAdminBypass = useAuthStore((state) => state.isAdminBypass);
  const sessionCheck = useStoredSessionCheck(status, isAdminBypass);

  useEffect(() => startSessionRefresh(), []);
  useEffect(() => followOtherTabs(), []);
  useEffect(() => {
    const demo = useDemoModeStore.getState();
    if (isAdminBypass) demo.enter('admin_bypass');
    else if (demo.reason === 'admin_bypass') demo.leave();
  }, [isAdminBypass]);

  const value = useMemo<AuthContextValue>(() => {
    const effectiveUser = isAdminBypass ? BYPASS_USER : user;
    return {
      status,
      user: effectiveUser,
      isAdmin: isAdminRole(effectiveUser?.role),
      isAdminBypass,
      signOut: async () => {
        const { token, isAdminBypass: isBypass } = useAuthStore.getState();
        // Bypass never speaks to the server, not even to end a real session stored beside
        // it: that token is only forgotten here, and expires on its own.
        if (token && !isBypass) await endSessionOnServer(token);
        useAuthStore.getState().signOut('user');
        useDemoModeStore.getState().leave();
      },
    };
  }, [status, user, isAdminBypass]);

  return (
    <AuthContext.Provider value={value}>
      <SessionCheckContext.Provider value={sessionCheck}>{children}</SessionCheckContext.Provider>
    </AuthContext.Provider>
  );
}
