import type { Database, Queryable } from '../db/database.ts';
import { createRateLimiter, type RateLimitCounter, type RateLimiter } from '../db/rate-limit.ts';
import { type Logger, silentLogger } from '../log/logger.ts';
import type { Registration } from './account-rules.ts';
import {
  type Account,
  findAccountById,
  findCredentialsByEmail,
  findPasswordHash,
  insertAccount,
  type ProfileChanges,
  recordSignIn,
  setPasswordHash,
  updateProfile,
} from './accounts.ts';
import { AuthError, rateLimited } from './auth-error.ts';
import type { AuthSettings } from './auth-settings.ts';
import type { SessionCheck } from './caller.ts';
import { normalizeEmail } from './email.ts';
import { applyEmailChange, requestEmailChange } from './email-change.ts';
import type { Keys } from './keys.ts';
import { hashPassword, verifyPassword } from './password.ts';
import {
  consumePasswordReset,
  createPasswordReset,
  invalidatePasswordResets,
} from './password-reset.ts';
import { InvalidTokenError, verifyToken } from './session-token.ts';
import {
  type ClientInfo,
  type IssuedTokens,
  liveSessionRole,
  refreshSession,
  revokeSession,
  revokeUserSessions,
  sessionStoreCheck,
  startSession,
  type TokenOptions,
} from './sessions.ts';

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

export interface AuthServiceDeps {
  db: Database;
  keys: Keys;
  settings: AuthSettings;
  /** Defaults to the database's counters with the database's clock; tests may steer the time. */
  limiter?: RateLimiter;
  /** Where failures of work done after an answer go; silent by default (tests). */
  logger?: Logger;
}

export function createAuthService({
  db,
  keys,
  settings,
  limiter = createRateLimiter(db),
  logger = silentLogger,
}: AuthServiceDeps): AuthService {
  const tokenOptions: TokenOptions = {
    keys,
    accessTokenTtlSeconds: settings.accessTokenTtlSeconds,
    refreshTokenTtlSeconds: settings.refreshTokenTtlSeconds,
  };

  // Signing in as nobody costs one hash check too, so timing does not tell who has an account.
  let dummyHash: Promise<string> | undefined;
  const hashOfNobody = () => {
    dummyHash ??= hashPassword('no account has this password', settings.passwordCost);
    return dummyHash;
  };

  // Work started after a request was answered; errors are logged, tests wait with settled().
  const pending = new Set<Promise<void>>();
  const afterAnswer = (what: string, work: () => Promise<void>) => {
    const run: Promise<void> = work()
      .catch((error: unknown) => logger.error({ err: error }, `${what} failed`))
      .finally(() => pending.delete(run));
    pending.add(run);
  };

  /** Counts the attempt on every counter, or refuses it (429) when one of them is full. */
  const limit = async (counters: RateLimitCounter[]) => {
    const taken = await limiter.take(counters);
    if (!taken.isAllowed) throw rateLimited(taken.retryAfterSeconds);
    return taken;
  };

  /**
   * Past the per-IP ceiling (an office behind one address where someone keeps failing), an
   * account with no recent failure from this IP still gets one attempt, so its correct password
   * works (a success takes nothing). Guessing stays throttled: a failure there counts on the
   * pair (one attempt per window from the crowded IP), on the account's own counter and on a
   * crowded-IP ceiling ten times the first (docs/auth.md#rate-limits). Otherwise: 429.
   */
  const officeAttempt = async (
    perPair: RateLimitCounter,
    ip: string,
    address: string,
    refused: { retryAfterSeconds: number },
  ) => {
    const refuse = () => rateLimited(refused.retryAfterSeconds);
    const ipRule = settings.rateLimits.loginIp;
    if (!ipRule || (await limiter.recent(perPair)) > 0) throw refuse();
    const window = ipRule.windowSeconds;
    const taken = await limiter.take([
      perPair,
      {
        bucket: 'login:crowded-pair',
        subject: perPair.subject,
        rule: { limit: 1, windowSeconds: window },
      },
      { bucket: 'login:crowded-account', subject: address, rule: settings.rateLimits.login },
      {
        bucket: 'login:crowded-ip',
        subject: ip,
        rule: { limit: ipRule.limit * 10, windowSeconds: window },
      },
    ]);
    if (!taken.isAllowed) throw refuse();
    return taken;
  };

  const accessTokenIdentity = async (token: string, allowExpired: boolean) => {
    if (token === keys.anonKey) {
      throw new AuthError('bad_token', { message: 'The public key is not a session token' });
    }
    let verified: Awaited<ReturnType<typeof verifyToken>>;
    try {
      verified = await verifyToken(keys.jwtSecret, token, { allowExpired });
    } catch (error) {
      if (error instanceof InvalidTokenError) {
        throw new AuthError('bad_token', { message: error.message });
      }
      throw error;
    }
    if (verified.kind !== 'session') {
      throw new AuthError('bad_token', { message: 'Token is not a session token' });
    }
    return verified.identity;
  };

  return {
    settings,
    checkSession: sessionStoreCheck(db),

    async signIn({ email, password }, client) {
      const address = normalizeEmail(email);
      const ip = ipOf(client);
      // Per (account, IP) pair and per IP, never per account alone: failures typed elsewhere
      // cannot lock the owner out of their own account (docs/auth.md).
      const perPair = {
        bucket: 'login:account-ip',
        subject: `${ip} ${address}`, // an address has no space: the pair reads one way
        rule: settings.rateLimits.login,
      };
      const perIp = { bucket: 'login:ip', subject: ip, rule: settings.rateLimits.loginIp };
      // Counted before the password check, so guesses sent at once cannot all pass the limit.
      const taken = await limiter.take([perPair, perIp]);
      const attempt = taken.isAllowed ? taken : await officeAttempt(perPair, ip, address, taken);
      const found = await findCredentialsByEmail(db, address);
      const isValid = await verifyPassword(password, found?.passwordHash ?? (await hashOfNobody()));
      // Only failures stay counted: guessing is slowed, use is not.
      if (!found || !isValid) throw new AuthError('invalid_credentials');
      // Said only to whoever knows the password: it tells them why, and nobody else anything.
      if (found.isDeactivated) throw new AuthError('account_deactivated');
      await attempt.giveBack();
      // The IP keeps its failures at other accounts; the pair's are forgiven.
      await limiter.reset([perPair]);
      return await db.transaction(async (tx) => {
        const account = (await recordSignIn(tx, found.account.id)) ?? found.account;
        return { account, tokens: await startSession(tx, account, client, tokenOptions) };
      });
    },

    async register(registration, client) {
      await limit([
        { bucket: 'signup:ip', subject: ipOf(client), rule: settings.rateLimits.signup },
      ]);
      const passwordHash = await hashPassword(registration.password, settings.passwordCost);
      return await db.transaction(async (tx) => {
        const created = await insertAccount(tx, {
          email: registration.email,
          passwordHash,
          firstName: registration.firstName,
          lastName: registration.lastName,
          company: registration.company,
          role: 'client',
        });
        if (!created) throw new AuthError('email_taken');
        const account = (await recordSignIn(tx, created.id)) ?? created;
        return { account, tokens: await startSession(tx, account, client, tokenOptions) };
      });
    },

    async authenticate(accessToken) {
      const { userId, sessionId } = await accessTokenIdentity(accessToken, false);
      const role = await liveSessionRole(db, userId, sessionId);
      const account = role ? await findAccountById(db, userId) : null;
      if (!account) throw new AuthError('session_ended');
      return { account, sessionId };
    },

    async signOutToken(accessToken) {
      const { sessionId } = await accessTokenIdentity(accessToken, true);
      await revokeSession(db, sessionId, 'logout');
    },

    async signOut(session, scope) {
      if (scope === 'local') {
        await revokeSession(db, session.sessionId, 'logout');
      } else if (scope === 'others') {
        await revokeUserSessions(db, session.account.id, 'logout_others', session.sessionId);
      } else {
        await revokeUserSessions(db, session.account.id, 'logout_global');
      }
    },

    async refresh(refreshToken) {
      const result = await refreshSession(db, refreshToken, tokenOptions);
      if (result.outcome === 'reused') throw new AuthError('refresh_token_reused');
      if (result.outcome === 'invalid') throw new AuthError('invalid_refresh_token');
      return { account: result.account, tokens: result.tokens };
    },

    async requestPasswordReset(email, client) {
      const address = normalizeEmail(email);
      const rule = settings.rateLimits.passwordReset;
      await limit([
        { bucket: 'reset:ip', subject: ipOf(client), rule },
        { bucket: 'reset:email', subject: address, rule },
      ]);
      // Everything that depends on whether the account exists runs after the answer, so the
      // answer takes the same time either way (docs/auth.md).
      afterAnswer('password reset request', async () => {
        const found = await findCredentialsByEmail(db, address);
        if (!found || found.isDeactivated) return;
        await db.transaction((tx) =>
          createPasswordReset(tx, found.account, {
            siteUrl: settings.siteUrl,
            ttlSeconds: settings.passwordResetTtlSeconds,
          }),
        );
      });
    },

    async limitLinkSignIn(client) {
      return await limit([
        { bucket: 'link:ip', subject: ipOf(client), rule: settings.rateLimits.loginIp },
      ]);
    },

    async startLinkSession(tx, userId, client) {
      const [row] = await tx.query<{ is_deactivated: boolean }>(
        'SELECT deactivated_at IS NOT NULL AS is_deactivated FROM users WHERE id = $1',
        [userId],
      );
      if (!row || row.is_deactivated) return null;
      const account = await recordSignIn(tx, userId);
      if (!account) return null;
      return { account, tokens: await startSession(tx, account, client, tokenOptions) };
    },

    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
    },

    async resetPassword(token, password) {
      // Hashed before the transaction: scrypt must not hold a database connection.
      const passwordHash = await hashPassword(password, settings.passwordCost);
      await db.transaction(async (tx) => {
        const userId = await consumePasswordReset(tx, token);
        if (!userId) throw new AuthError('invalid_reset_token');
        await setPasswordHash(tx, userId, passwordHash);
        await revokeUserSessions(tx, userId, 'password_reset');
        await invalidatePasswordResets(tx, userId);
      });
    },

    async acceptInvitation(token, password, client) {
      const passwordHash = await hashPassword(password, settings.passwordCost);
      return await db.transaction(async (tx) => {
        const userId = await consumePasswordReset(tx, token);
        if (!userId) throw new AuthError('invalid_reset_token');
        await setPasswordHash(tx, userId, passwordHash);
        await revokeUserSessions(tx, userId, 'password_reset');
        await invalidatePasswordResets(tx, userId);
        const account = await recordSignIn(tx, userId);
        if (!account) throw new AuthError('invalid_reset_token');
        return { account, tokens: await startSession(tx, account, client, tokenOptions) };
      });
    },

    async signInWithResetToken(token, client) {
      return await db.transaction(async (tx) => {
        const userId = await consumePasswordReset(tx, token);
        const account = userId ? await recordSignIn(tx, userId) : null;
        if (!account) throw new AuthError('invalid_reset_token');
        return { account, tokens: await startSession(tx, account, client, tokenOptions) };
      });
    },

    async changePassword({ account, sessionId }, password) {
      const currentHash = await findPasswordHash(db, account.id);
      if (currentHash && (await verifyPassword(password, currentHash))) {
        throw new AuthError('same_password', {
          fields: { password: 'New password should be different from the old password.' },
          fieldCodes: { password: { code: 'same_password' } },
        });
      }
      const passwordHash = await hashPassword(password, settings.passwordCost);
      await db.transaction(async (tx) => {
        await setPasswordHash(tx, account.id, passwordHash);
        await revokeUserSessions(tx, account.id, 'password_change', sessionId);
        await invalidatePasswordResets(tx, account.id);
      });
      return (await findAccountById(db, account.id)) ?? account;
    },

    async requestEmailChange({ account }, email) {
      const address = normalizeEmail(email);
      if (address === account.email) return;
      await db.transaction((tx) => requestEmailChange(tx, account, address, settings.siteUrl));
    },

    async confirmEmailChange(token, client) {
      return await db.transaction(async (tx) => {
        const userId = await applyEmailChange(tx, token);
        // A credential changed: every session ends, and links sent to the old address too.
        await revokeUserSessions(tx, userId, 'email_change');
        await invalidatePasswordResets(tx, userId);
        const account = await recordSignIn(tx, userId);
        if (!account) throw new AuthError('invalid_email_change_token');
        return { account, tokens: await startSession(tx, account, client, tokenOptions) };
      });
    },

    async updateProfile(userId, changes) {
      const account = await updateProfile(db, userId, changes);
      if (!account) throw new AuthError('session_ended');
      return account;
    },
  };
}

/** Requests whose address is unknown share one count. */
const ipOf = (client: ClientInfo): string => client.ip ?? 'unknown';
