import {
  isAdminRole,
  LOGIN_PATH,
  loginPath,
  postSignInPath,
  type SessionStatus,
  type SignOutReason,
  type UserRole,
} from '@atelier/shared';

/** The part of the site a route belongs to, as the shell mounts them. */
export type Area = 'admin' | 'portal' | 'public' | 'signing';

export type AccessInput = {
  area: Area;
  status: SessionStatus;
  role: UserRole | undefined;
  /** The stored session could not be checked because the server is out of reach. */
  isUnreachable: boolean;
  signOutReason: SignOutReason | null;
  pathname: string;
  search: string;
};

export type AccessDecision =
  | { kind: 'allow' }
  /** The session is being checked: show the spinner, never a page it might not allow. */
  | { kind: 'wait' }
  | { kind: 'unreachable' }
  | { kind: 'redirect'; to: string };

const ALLOW: AccessDecision = { kind: 'allow' };
const WAIT: AccessDecision = { kind: 'wait' };

/** Sign-in and sign-up: a signed-in visitor has nothing to do there. Matched like the router. */
export const isGuestOnlyPath = (pathname: string): boolean =>
  /^\/auth\/(?:login|register)\/?$/i.test(pathname);

/**
 * Who may see what (spec §6), for convenience only: the server decides every call. Admin
 * pages need an admin (a client is sent to the portal), the portal any signed-in user, and
 * the sign-in pages send a signed-in visitor on to their area. A signing link (`/sign/*`) is
 * open to anyone at once: its token is the credential, whoever's session the browser holds.
 */
export function decideAccess(input: AccessInput): AccessDecision {
  const { area, status, role, isUnreachable, pathname, search } = input;
  if (area === 'signing') return ALLOW;
  if (area === 'public') {
    if (!isGuestOnlyPath(pathname)) return ALLOW;
    if (status === 'authenticated') {
      const redirect = new URLSearchParams(search).get('redirect');
      return { kind: 'redirect', to: postSignInPath(isAdminRole(role), redirect) };
    }
    // Out of reach, the stored session cannot be confirmed: signing in is the way forward.
    return status === 'unknown' && !isUnreachable ? WAIT : ALLOW;
  }
  if (status === 'unknown') return isUnreachable ? { kind: 'unreachable' } : WAIT;
  if (status === 'signed_out') {
    // After "Sign out" the login page opens plain; an ended session offers the way back.
    const to = input.signOutReason === 'user' ? LOGIN_PATH : loginPath(`${pathname}${search}`);
    return { kind: 'redirect', to };
  }
  if (area === 'admin' && !isAdminRole(role)) return { kind: 'redirect', to: '/client-portal' };
  return ALLOW;
}
