import type { RateLimitCounter } from '../db/rate-limit.ts';
import {
  findAccountById,
  findCredentialsByEmail,
  insertAccount,
  recordSignIn,
} from './accounts.ts';
import { type AuthContext, ipOf } from './auth-context.ts';
import { AuthError, rateLimited } from './auth-error.ts';
import type { AuthService } from './auth-service.ts';
import { normalizeEmail } from './email.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { InvalidTokenError, verifyToken } from './session-token.ts';
import {
  liveSessionRole,
  refreshSession,
  revokeSession,
  revokeUserSessions,
  startSession,
} from './sessions.ts';

/**
 * Sessions: signing in (with its rate limits, docs/auth.md#rate-limits) and registering, the
 * access token's session, signing out, refreshing, and the sessions a link proves.
 */
export type SessionFlows = Pick<
  AuthService,
  | 'signIn'
  | 'register'
  | 'authenticate'
  | 'signOutToken'
  | 'signOut'
  | 'refresh'
  | 'limitLinkSignIn'
  | 'startLinkSession'
>;

export function sessionFlows(context: AuthContext): SessionFlows {
  const { db, keys, settings, limiter, tokenOptions, limit, hashOfNobody } = context;

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
  };
}
