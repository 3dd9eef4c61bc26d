import type { Database } from '../db/database.ts';
import { createRateLimiter, type RateLimitCounter, type RateLimiter } from '../db/rate-limit.ts';
import { type Logger, silentLogger } from '../log/logger.ts';
import { rateLimited } from './auth-error.ts';
import type { AuthSettings } from './auth-settings.ts';
import type { Keys } from './keys.ts';
import { hashPassword } from './password.ts';
import type { ClientInfo, TokenOptions } from './sessions.ts';

export interface AuthServiceDeps {
  db: Database;
  keys: Keys;
  settings: AuthSettings;
  /** Defaults to the database's counters with the database's clock; tests may steer the time. */
  limiter?: RateLimiter;
  /** Where failures of work done after an answer go; silent by default (tests). */
  logger?: Logger;
}

/**
 * What the auth service's flows share (auth-service.ts composes them): the database, the
 * settings, the rate-limit counters and the work started after an answer.
 */
export interface AuthContext {
  db: Database;
  keys: Keys;
  settings: AuthSettings;
  limiter: RateLimiter;
  tokenOptions: TokenOptions;
  /** Counts the attempt on every counter, or refuses it (429) when one of them is full. */
  limit(counters: RateLimitCounter[]): Promise<{ giveBack(): Promise<void> }>;
  /** Runs `work` after the answer; its failure is logged as `what failed`. */
  afterAnswer(what: string, work: () => Promise<void>): void;
  /** Resolves once the work started after earlier answers has finished. */
  settled(): Promise<void>;
  /** The hash a sign-in as nobody is checked against (the same cost as a real one). */
  hashOfNobody(): Promise<string>;
}

export function createAuthContext({
  db,
  keys,
  settings,
  limiter = createRateLimiter(db),
  logger = silentLogger,
}: AuthServiceDeps): AuthContext {
  // Signing in as nobody costs one hash check too, so timing does not tell who has an account.
  let dummyHash: Promise<string> | undefined;
  // Work started after a request was answered; errors are logged, tests wait with settled().
  const pending = new Set<Promise<void>>();
  return {
    db,
    keys,
    settings,
    limiter,
    tokenOptions: {
      keys,
      accessTokenTtlSeconds: settings.accessTokenTtlSeconds,
      refreshTokenTtlSeconds: settings.refreshTokenTtlSeconds,
    },
    async limit(counters) {
      const taken = await limiter.take(counters);
      if (!taken.isAllowed) throw rateLimited(taken.retryAfterSeconds);
      return taken;
    },
    afterAnswer(what, work) {
      const run: Promise<void> = work()
        .catch((error: unknown) => logger.error({ err: error }, `${what} failed`))
        .finally(() => pending.delete(run));
      pending.add(run);
    },
    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    hashOfNobody() {
      dummyHash ??= hashPassword('no account has this password', settings.passwordCost);
      return dummyHash;
    },
  };
}

/** Requests whose address is unknown share one count. */
export const ipOf = (client: ClientInfo): string => client.ip ?? 'unknown';
