import type { Database, Queryable } from '../db/database.ts';
import { type Account, findAccountById, isUuid } from './accounts.ts';
import type { SessionCheck } from './caller.ts';
import type { Keys } from './keys.ts';
import { hashOpaqueToken, newOpaqueToken } from './opaque-token.ts';
import type { UserRole } from './roles.ts';
import { signSessionToken } from './session-token.ts';

/** Why a session ended; kept for audits. */
export type RevokeReason =
  | 'logout'
  | 'logout_global'
  | 'logout_others'
  | 'password_change'
  | 'password_reset'
  | 'email_change'
  | 'refresh_token_reuse'
  | 'portal_access_revoked'
  | 'ended_by_admin'
  | 'account_deactivated'
  | 'proposal_link_reused';

/** What a client gets when a session starts or is refreshed. */
export interface IssuedTokens {
  sessionId: string;
  accessToken: string;
  refreshToken: string;
  /** Seconds the access token lives. */
  expiresIn: number;
  /** Unix time (seconds) when the access token expires. */
  expiresAt: number;
}

export interface TokenOptions {
  keys: Keys;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
}

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

/** Starts a session for `account` and issues its first access and refresh tokens. */
export async function startSession(
  tx: Queryable,
  account: Account,
  client: ClientInfo,
  options: TokenOptions,
): Promise<IssuedTokens> {
  const [session] = await tx.query<{ id: string }>(
    'INSERT INTO auth_sessions (user_id, ip, user_agent) VALUES ($1, $2, $3) RETURNING id',
    [account.id, client.ip, client.userAgent?.slice(0, 512) ?? null],
  );
  if (!session) throw new Error('Inserting a session returned no row');
  return await issueTokens(tx, account, session.id, options);
}

async function issueTokens(
  tx: Queryable,
  account: Account,
  sessionId: string,
  options: TokenOptions,
): Promise<IssuedTokens> {
  const refreshToken = newOpaqueToken();
  await tx.query(
    `INSERT INTO auth_refresh_tokens (session_id, token_hash, expires_at)
     VALUES ($1, $2, now() + make_interval(secs => $3))`,
    [sessionId, hashOpaqueToken(refreshToken), options.refreshTokenTtlSeconds],
  );
  const now = new Date();
  const accessToken = await signSessionToken(
    options.keys.jwtSecret,
    { userId: account.id, role: account.role, sessionId, email: account.email },
    { expiresInSeconds: options.accessTokenTtlSeconds, now },
  );
  return {
    sessionId,
    accessToken,
    refreshToken,
    expiresIn: options.accessTokenTtlSeconds,
    expiresAt: Math.floor(now.getTime() / 1000) + options.accessTokenTtlSeconds,
  };
}

export type RefreshResult =
  | { outcome: 'rotated'; account: Account; tokens: IssuedTokens }
  | { outcome: 'invalid' }
  | { outcome: 'reused' };

/**
 * Uses up a refresh token and issues the session's next token pair. A token presented a second
 * time means it leaked (or two clients share it): the whole session — every token of its
 * family — is revoked, and that is committed before the caller answers the failure.
 */
export async function refreshSession(
  db: Database,
  refreshToken: string,
  options: TokenOptions,
): Promise<RefreshResult> {
  const tokenHash = hashOpaqueToken(refreshToken);
  return await db.transaction(async (tx): Promise<RefreshResult> => {
    // One statement: of two concurrent uses, exactly one finds used_at still NULL.
    const [used] = await tx.query<{ session_id: string; user_id: string }>(
      `UPDATE auth_refresh_tokens t SET used_at = now()
       FROM auth_sessions s
       WHERE t.token_hash = $1 AND t.used_at IS NULL AND t.expires_at > now()
         AND s.id = t.session_id AND s.revoked_at IS NULL
       RETURNING t.session_id, s.user_id`,
      [tokenHash],
    );
    if (used) {
      const account = await findAccountById(tx, used.user_id);
      if (!account) return { outcome: 'invalid' };
      await tx.query('UPDATE auth_sessions SET refreshed_at = now() WHERE id = $1', [
        used.session_id,
      ]);
      const tokens = await issueTokens(tx, account, used.session_id, options);
      return { outcome: 'rotated', account, tokens };
    }

    const [known] = await tx.query<{
      session_id: string;
      used_at: string | null;
      revoked: boolean;
    }>(
      `SELECT t.session_id, t.used_at, s.revoked_at IS NOT NULL AS revoked
       FROM auth_refresh_tokens t JOIN auth_sessions s ON s.id = t.session_id
       WHERE t.token_hash = $1`,
      [tokenHash],
    );
    if (!known || known.revoked || known.used_at === null) return { outcome: 'invalid' };
    await revokeSession(tx, known.session_id, 'refresh_token_reuse');
    return { outcome: 'reused' };
  });
}

/** Ends one session; its access tokens and refresh tokens stop working at once. */
export async function revokeSession(
  tx: Queryable,
  sessionId: string,
  reason: RevokeReason,
): Promise<void> {
  if (!isUuid(sessionId)) return;
  await tx.query(
    `UPDATE auth_sessions SET revoked_at = now(), revoked_reason = $2
     WHERE id = $1 AND revoked_at IS NULL`,
    [sessionId, reason],
  );
}

/** Ends every session of a user, except `keepSessionId` when given. */
export async function revokeUserSessions(
  tx: Queryable,
  userId: string,
  reason: RevokeReason,
  keepSessionId: string | null = null,
): Promise<void> {
  await tx.query(
    `UPDATE auth_sessions SET revoked_at = now(), revoked_reason = $2
     WHERE user_id = $1 AND revoked_at IS NULL AND ($3::uuid IS NULL OR id <> $3::uuid)`,
    [userId, reason, keepSessionId],
  );
}

/**
 * The SQL of "the user's current role if this is a live session of theirs" (no row if not). A
 * deactivated account has no live session, even one that was somehow not revoked with it.
 */
const liveSessionRoleSql = (sessionId: string, userId: string): string =>
  `SELECT u.role FROM auth_sessions s JOIN users u ON u.id = s.user_id
   WHERE s.id = ${sessionId} AND s.user_id = ${userId} AND s.revoked_at IS NULL
     AND u.deactivated_at IS NULL`;

/** The user's current role when `sessionId` is a live session of `userId`, else null. */
export async function liveSessionRole(
  db: Queryable,
  userId: string,
  sessionId: string,
): Promise<UserRole | null> {
  if (!isUuid(userId) || !isUuid(sessionId)) return null;
  const [row] = await db.query<{ role: UserRole }>(liveSessionRoleSql('$1', '$2'), [
    sessionId,
    userId,
  ]);
  return row?.role ?? null;
}

/** What `withLiveSessionRole` adds to the row of the statement it wraps. */
export interface LiveSessionRoleColumn {
  session_role: UserRole | null;
}

/**
 * `statement` (which must answer exactly one row) with one more column, `session_role`: what
 * `liveSessionRole` would say, read in the same statement and snapshot. For reads with
 * `sessionCheck: 'in-statement'`, which pass it to `ctx.confirmSession` before answering: the
 * session check without a round trip of its own.
 */
export function withLiveSessionRole(
  statement: { sql: string; params: readonly unknown[] },
  session: { userId: string; sessionId: string },
): { sql: string; params: unknown[] } {
  const next = statement.params.length + 1;
  // An id that is no uuid names no session; as a parameter it would fail the whole statement.
  const isWellFormed = isUuid(session.userId) && isUuid(session.sessionId);
  return {
    sql: `SELECT (${liveSessionRoleSql(`$${next}::uuid`, `$${next + 1}::uuid`)}) AS session_role,
       statement.* FROM (${statement.sql}) AS statement`,
    params: [
      ...statement.params,
      isWellFormed ? session.sessionId : null,
      isWellFormed ? session.userId : null,
    ],
  };
}

/**
 * The session check of every authenticated request: the session must still be live, and the
 * caller gets the role the user has now (a demoted admin loses admin rights at once).
 */
export const sessionStoreCheck =
  (db: Queryable): SessionCheck =>
  async (session) => {
    const role = await liveSessionRole(db, session.userId, session.sessionId);
    return role ? { ...session, role } : null;
  };
