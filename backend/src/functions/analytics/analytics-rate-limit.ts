import type { RateLimit } from '../../db/rate-limit.ts';
import { AppError } from '../../errors.ts';

/**
 * Page views per client IP. A person browsing makes a few a minute; a whole office behind one
 * address stays well under this, a script filling the table does not.
 */
export const PAGE_VIEW_RATE_LIMIT: RateLimit = { limit: 120, windowSeconds: 60 };

/** 429 RATE_LIMITED; the error answer sends `retryAfterSeconds` as the Retry-After header. */
export class PageViewRateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('RATE_LIMITED', `Too many page views. Try again in ${retryAfterSeconds} seconds.`);
  }
}
