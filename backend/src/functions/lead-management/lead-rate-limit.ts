import { envReader, readPublicRateLimits } from '../../auth/auth-settings.ts';
import type { RateLimit } from '../../db/rate-limit.ts';
import { AppError } from '../../errors.ts';

/**
 * Public lead creation per client IP: ATELIER_RATE_LIMIT_LEADS requests (0 = no limit) per
 * ATELIER_RATE_LIMIT_LEADS_WINDOW seconds, read by the one settings reader (auth-settings.ts).
 */
export function leadRateLimit(env: NodeJS.ProcessEnv = process.env): RateLimit | null {
  return readPublicRateLimits(envReader(env)).leads;
}

/** 429 RATE_LIMITED; the error answer sends `retryAfterSeconds` as the Retry-After header. */
export class LeadRateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('RATE_LIMITED', `Too many requests. Try again in ${retryAfterSeconds} seconds.`);
  }
}
