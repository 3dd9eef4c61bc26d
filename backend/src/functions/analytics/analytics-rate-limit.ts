import { DEFAULT_PUBLIC_RATE_LIMITS } from '../../auth/auth-settings.ts';
import type { RateLimit } from '../../db/rate-limit.ts';
import { AppError } from '../../errors.ts';

/** Page views per client IP (see PublicRateLimits in auth-settings.ts). */
export const PAGE_VIEW_RATE_LIMIT: RateLimit = DEFAULT_PUBLIC_RATE_LIMITS.pageViews;

/** 429 RATE_LIMITED; the error answer sends `retryAfterSeconds` as the Retry-After header. */
export class PageViewRateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('RATE_LIMITED', `Too many page views. Try again in ${retryAfterSeconds} seconds.`);
  }
}
