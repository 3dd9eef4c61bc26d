import { isTransientFailure, refreshSession } from '../api/user-authentication';
import { readStoredTokens, useAuthStore } from './auth-store';

/** The access token is renewed this long before it expires. */
export const REFRESH_MARGIN_MS = 60_000;
/** Retry back-off after a failed refresh: 200 ms, doubling (spec §9), at most 30 s apart. */
export const RETRY_FIRST_DELAY_MS = 200;
export const RETRY_MAX_DELAY_MS = 30_000;

export const retryDelay = (attempt: number): number =>
  Math.min(RETRY_FIRST_DELAY_MS * 2 ** attempt, RETRY_MAX_DELAY_MS);

/** Milliseconds from `now` until a token expiring at `expiresAt` (unix s) is due for renewal. */
export const refreshDelay = (expiresAt: number, now: number): number =>
  Math.max(0, expiresAt * 1000 - REFRESH_MARGIN_MS - now);

export const isDueForRefresh = (expiresAt: number | null, now: number): boolean =>
  expiresAt !== null && refreshDelay(expiresAt, now) === 0;

/**
 * refreshed: a new session is stored · superseded: another tab (or a sign-out) changed the
 * session meanwhile, the store holds what is current · unreachable: try again later ·
 * rejected: the server refused the refresh token, the session is over.
 */
export type RefreshOutcome = 'refreshed' | 'superseded' | 'unreachable' | 'rejected';

const LOCK_NAME = 'atelier-session-refresh';
let inFlight: Promise<RefreshOutcome> | null = null;

async function exchangeRefreshToken(): Promise<RefreshOutcome> {
  const state = useAuthStore.getState();
  const stored = readStoredTokens();
  // Another tab spent the refresh token we hold: take the session it stored instead.
  if (stored.token && stored.refreshToken !== state.refreshToken) {
    useAuthStore.setState(stored);
    return 'superseded';
  }
  const used = state.refreshToken;
  if (!used) return 'rejected';
  const result = await refreshSession(used);
  const current = useAuthStore.getState();
  if (current.refreshToken !== used) return 'superseded';
  if (result.success) {
    current.signIn(result.session);
    return 'refreshed';
  }
  return isTransientFailure(result) ? 'unreachable' : 'rejected';
}

/**
 * Exchanges the stored refresh token for a new session. The server accepts each refresh
 * token once, so tabs take turns (Web Locks): a second tab finds the new session in storage
 * instead of spending the used token and being signed out for it.
 */
export function refreshStoredSession(): Promise<RefreshOutcome> {
  if (inFlight) return inFlight;
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  const run: Promise<RefreshOutcome> = locks
    ? // The DOM typings miss that request() settles with the callback's awaited result.
      locks.request(LOCK_NAME, exchangeRefreshToken).then((outcome) => outcome)
    : exchangeRefreshToken();
  const settled = run.finally(() => {
    inFlight = null;
  });
  inFlight = settled;
  return settled;
}

/**
 * Keeps a signed-in session's access token fresh: renews it shortly before it expires,
 * retries with back-off while the server cannot be reached, and signs out when the server
 * refuses the refresh token. Returns the function that stops it.
 */
export function startSessionRefresh(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let isStopped = false;

  const schedule = (delay?: number) => {
    clearTimeout(timer);
    const { status, isAdminBypass, refreshToken, expiresAt } = useAuthStore.getState();
    const canRefresh = status === 'authenticated' && !isAdminBypass && refreshToken !== null;
    if (isStopped || !canRefresh || expiresAt === null) return;
    timer = setTimeout(() => void run(), delay ?? refreshDelay(expiresAt, Date.now()));
  };

  const run = async () => {
    const outcome = await refreshStoredSession();
    if (isStopped) return;
    if (outcome === 'unreachable') {
      schedule(retryDelay(attempt));
      attempt += 1;
    } else if (outcome === 'rejected') {
      useAuthStore.getState().signOut('session_ended');
    }
    // refreshed, superseded: the new token reschedules through the subscription below.
  };

  const unsubscribe = useAuthStore.subscribe((state, previous) => {
    if (
      state.token !== previous.token ||
      state.status !== previous.status ||
      state.isAdminBypass !== previous.isAdminBypass
    ) {
      attempt = 0;
      schedule();
    }
  });
  // Timers of a sleeping computer or a background tab fire late: look again on return.
  const onVisible = () => {
    if (document.visibilityState === 'visible' && attempt === 0) schedule();
  };
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisible);
  schedule();

  return () => {
    isStopped = true;
    clearTimeout(timer);
    unsubscribe();
    if (typeof document !== 'undefined') {
      document.removeEventListener('visibilitychange', onVisible);
    }
  };
}
