import {
  isDueForRefresh,
  isTransientFailure,
  readStorage,
  readStoredTokens,
  refreshStoredSession,
  STORAGE_KEYS,
  useAuthStore,
  verifyToken,
} from '@atelier/shared';

export type RestoreOutcome = 'authenticated' | 'signed_out' | 'unreachable';

/**
 * Settles a stored session on start (spec §4). A token the server refuses is renewed with
 * the refresh token when there is one; only when the server refuses that too is the
 * session removed. When the server cannot be reached nothing is removed: the caller retries,
 * and the visitor is neither signed out nor shown a protected page meanwhile.
 */
export async function restoreSession(): Promise<RestoreOutcome> {
  const { token, refreshToken, expiresAt, signIn, signOut } = useAuthStore.getState();
  if (!token) {
    signOut('session_ended');
    return 'signed_out';
  }
  if (!isDueForRefresh(expiresAt, Date.now())) {
    const verified = await verifyToken(token);
    if (useAuthStore.getState().token !== token) return settledElsewhere();
    if (verified.success) {
      signIn({ user: verified.user, token, refreshToken, expiresAt });
      return 'authenticated';
    }
    if (isTransientFailure(verified)) return 'unreachable';
  }
  if (refreshToken) {
    const outcome = await refreshStoredSession();
    if (outcome === 'refreshed') return 'authenticated';
    if (outcome === 'unreachable') return 'unreachable';
    if (outcome === 'superseded') return settledElsewhere();
  }
  signOut('session_ended');
  return 'signed_out';
}

let started: Promise<RestoreOutcome> | null = null;

/**
 * Starts the check of the stored session as the shell starts, before it renders: an admin
 * opening a back-office page, whose data waits for it. The provider's first check takes it.
 */
export function restoreSessionEarly(): void {
  started ??= restoreSession();
}

/** The check started early (once), else a new one. */
export function restoreSessionOnce(): Promise<RestoreOutcome> {
  const early = started;
  started = null;
  return early ?? restoreSession();
}

/** Another tab changed the session while we were asking: check what it stored. */
async function settledElsewhere(): Promise<RestoreOutcome> {
  const { status } = useAuthStore.getState();
  if (status === 'authenticated') return 'authenticated';
  if (status === 'signed_out') return 'signed_out';
  return await restoreSession();
}

/**
 * Follows what other tabs of this browser do to the session: a sign-out there signs this
 * tab out; a refresh there hands this tab the new tokens; another account signed in there
 * is checked again here.
 */
export function followOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    const watched = [STORAGE_KEYS.authToken, STORAGE_KEYS.adminBypass] as const;
    if (event.key !== null && !(watched as readonly string[]).includes(event.key)) return;
    const state = useAuthStore.getState();
    const stored = readStoredTokens();
    const isBypass = readStorage(STORAGE_KEYS.adminBypass) === 'true';
    if (!stored.token && !isBypass) {
      if (state.status !== 'signed_out') state.signOut('user');
      return;
    }
    if (isBypass === state.isAdminBypass && stored.token === state.token) return;
    const isSameUser = state.user !== null && readStorage(STORAGE_KEYS.clientId) === state.user.id;
    if (isBypass === state.isAdminBypass && isSameUser) {
      useAuthStore.setState(stored);
      return;
    }
    // Bypass switched, or another account: start over as on a fresh load.
    useAuthStore.setState({
      ...stored,
      user: null,
      isAdminBypass: isBypass,
      status: isBypass ? 'authenticated' : 'unknown',
    });
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
