import type { RateLimit } from '../../db/rate-limit.ts';
import { AppError } from '../../errors.ts';

export const DEFAULT_LEAD_RATE_LIMIT: RateLimit = { limit: 20, windowSeconds: 600 };

const warned = new Set<string>();

function readCount(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (Number.isInteger(value) && value >= min) return value;
  // A typo must not stop the form from taking leads: say so once and keep the default.
  const message = `${name} must be a whole number >= ${min}, got "${text}"; using ${fallback}`;
  if (!warned.has(message)) {
    warned.add(message);
    console.warn(message);
  }
  return fallback;
}

/**
 * Public lead creation per client IP: ATELIER_RATE_LIMIT_LEADS requests (0 = no limit) per
 * ATELIER_RATE_LIMIT_LEADS_WINDOW seconds. Read on each call, so a restart is not needed in
 * tests; an empty value counts as unset.
 */
export function leadRateLimit(env: NodeJS.ProcessEnv = process.env): RateLimit | null {
  const limit = readCount(env, 'ATELIER_RATE_LIMIT_LEADS', DEFAULT_LEAD_RATE_LIMIT.limit, 0);
  const windowSeconds = readCount(
    env,
    'ATELIER_RATE_LIMIT_LEADS_WINDOW',
    DEFAULT_LEAD_RATE_LIMIT.windowSeconds,
    1,
  );
  return limit === 0 ? null : { limit, windowSeconds };
}

/** 429 RATE_LIMITED; the error answer sends `retryAfterSeconds` as the Retry-After header. */
export class LeadRateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('RATE_LIMITED', `Too many requests. Try again in ${retryAfterSeconds} seconds.`);
  }
}
