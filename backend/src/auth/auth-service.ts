import type { Queryable } from '../db/database.ts';
import { accountFlows } from './account-flows.ts';
import type { Registration } from './account-rules.ts';
import type { Account, ProfileChanges } from './accounts.ts';
import { type AuthServiceDeps, createAuthContext } from './auth-context.ts';
import type { AuthSettings } from './auth-settings.ts';
import type { SessionCheck } from './caller.ts';
import { sessionFlows } from './session-flows.ts';
import { type ClientInfo, type IssuedTokens, sessionStoreCheck } from './sessions.ts';

export type { AuthServiceDeps };

export interface SignedIn {
  account: Account;
  tokens: IssuedTokens;
}

/** A live session, found from its access token. */
export interface AuthenticatedSession {
  account: Account;
  sessionId: string;
}

/** GoTrue's logout scopes: this session, every session of the user, or all but this one. */
export type SignOutScope = 'local' | 'global' | 'others';

/**
 * Accounts and sessions, shared by both doors (the user-authentication function and
 * /auth/v1): one session store, one set of rate limits.
 */
export interface AuthService {
  readonly settings: AuthSettings;
  /** Plugged into the caller resolver: every authenticated request checks its session. */
  readonly checkSession: SessionCheck;
  signIn(credentials: { email: string; password: string }, client: ClientInfo): Promise<SignedIn>;
  register(registration: Registration, client: ClientInfo): Promise<SignedIn>;
  /** The live session an access token belongs to; AuthError bad_token / session_ended. */
  authenticate(accessToken: string): Promise<AuthenticatedSession>;
  /** Ends the session of a correctly signed access token, even an expired one. Idempotent. */
  signOutToken(accessToken: string): Promise<void>;
  signOut(session: AuthenticatedSession, scope: SignOutScope): Promise<void>;
  refresh(refreshToken: string): Promise<SignedIn>;
  /**
   * Counts the request (429 over the limit), then, after returning, queues a reset e-mail when
   * the account exists: the answer takes the same time and says nothing either way.
   */
  requestPasswordReset(email: string, client: ClientInfo): Promise<void>;
  /**
   * Counts a sign-in link's use (a proposal link) per IP on the login-per-IP limit, 429 over
   * it; `giveBack` after a success, so only failed guesses stay counted.
   */
  limitLinkSignIn(client: ClientInfo): Promise<{ giveBack(): Promise<void> }>;
  /**
   * Starts a session for an account that a link proved, in the caller's transaction (the link's
   * use is recorded with it). A deactivated account gets none: null.
   */
  startLinkSession(tx: Queryable, userId: string, client: ClientInfo): Promise<SignedIn | null>;
  /** Resolves once the work started after earlier answers (reset e-mails) has finished. */
  settled(): Promise<void>;
  /** Sets the password from a reset token and ends every session of the user. */
  resetPassword(token: string, password: string): Promise<void>;
  /**
   * An invitation's token: sets the first password, ends any other session of the user and
   * starts this browser's (the invitee chose a password, they need not type it again).
   */
  acceptInvitation(token: string, password: string, client: ClientInfo): Promise<SignedIn>;
  /** Uses a reset token to start a session (GoTrue's verify of type recovery). */
  signInWithResetToken(token: string, client: ClientInfo): Promise<SignedIn>;
  /** Changes the password and ends the user's other sessions. */
  changePassword(session: AuthenticatedSession, password: string): Promise<Account>;
  updateProfile(userId: string, changes: ProfileChanges): Promise<Account>;
  /** E-mails the new address a link; the e-mail changes when it is opened (email-change.ts). */
  requestEmailChange(session: AuthenticatedSession, email: string): Promise<void>;
  /** Opens that link: the new e-mail in force, every session ended, this browser's started. */
  confirmEmailChange(token: string, client: ClientInfo): Promise<SignedIn>;
}

/**
 * The service of both doors: the session flows (session-flows.ts) and the account flows
 * (account-flows.ts) over one context (auth-context.ts): the same counters, the same store.
 */
export function createAuthService(deps: AuthServiceDeps): AuthService {
  const context = createAuthContext(deps);
  return {
    settings: context.settings,
    checkSession: sessionStoreCheck(context.db),
    settled: context.settled,
    ...sessionFlows(context),
    ...accountFlows(context),
  };
}
