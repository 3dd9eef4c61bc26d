import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AuthError, type AuthFailure } from '../auth/auth-error.ts';
import { type AppError, type ErrorCode, retryAfterOf } from '../errors.ts';

/**
 * An error as GoTrue answers it: `{ code: <status>, error_code, msg }` (its format for clients
 * that do not ask for API version 2024-01-01 in the response; supabase-js reads error_code).
 */
export class GotrueError extends Error {
  override readonly name = 'GotrueError';

  constructor(
    readonly status: ContentfulStatusCode,
    readonly errorCode: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

const failureAnswer: Record<
  Exclude<AuthFailure, 'bad_token'>,
  [ContentfulStatusCode, string, string]
> = {
  invalid_credentials: [400, 'invalid_credentials', 'Invalid login credentials'],
  account_deactivated: [400, 'user_banned', 'User is banned'],
  email_taken: [422, 'user_already_exists', 'User already registered'],
  same_password: [422, 'same_password', 'New password should be different from the old password.'],
  session_ended: [403, 'session_not_found', 'Session from session_id claim in JWT does not exist'],
  invalid_refresh_token: [
    400,
    'refresh_token_not_found',
    'Invalid Refresh Token: Refresh Token Not Found',
  ],
  refresh_token_reused: [400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'],
  invalid_reset_token: [403, 'otp_expired', 'Token has expired or is invalid'],
  invalid_email_change_token: [403, 'otp_expired', 'Token has expired or is invalid'],
  rate_limited: [429, 'over_request_rate_limit', 'Request rate limit reached'],
};

/** GoTrue's snake codes for our generic errors; others are our code in lower case. */
const genericCode: Partial<Record<ErrorCode, string>> = {
  INVALID_JSON: 'bad_json',
  INVALID_BODY: 'bad_json',
  VALIDATION_FAILED: 'validation_failed',
  RATE_LIMITED: 'over_request_rate_limit',
  INTERNAL: 'unexpected_failure',
};

/** GoTrue's reasons: `length`, `characters` (missing kinds), `pwned` (a known password). */
export const weakPassword = (
  message: string,
  reason: 'length' | 'characters' | 'pwned',
): GotrueError =>
  new GotrueError(422, 'weak_password', message, { weak_password: { reasons: [reason] } });

export function toGotrueError(error: AppError): GotrueError {
  if (error instanceof AuthError) {
    if (error.failure === 'bad_token') {
      return new GotrueError(401, 'bad_jwt', `invalid JWT: ${error.message}`);
    }
    const [status, code, message] = failureAnswer[error.failure];
    return new GotrueError(status, code, message, {}, error.retryAfterSeconds);
  }
  if (error.code === 'INTERNAL') {
    return new GotrueError(
      500,
      'unexpected_failure',
      'Unexpected failure, please check server logs for more information',
    );
  }
  const code = genericCode[error.code] ?? error.code.toLowerCase();
  return new GotrueError(error.status, code, error.message, {}, retryAfterOf(error));
}

export function gotrueErrorResponse(c: Context, error: GotrueError) {
  if (error.retryAfterSeconds !== undefined) {
    c.header('Retry-After', String(error.retryAfterSeconds));
  }
  return c.json(
    { code: error.status, error_code: error.errorCode, msg: error.message, ...error.extra },
    error.status,
  );
}
