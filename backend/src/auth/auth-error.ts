import type { FailureReason } from '@atelier/shared/contract';
import { AppError, type ErrorCode, type FieldCodes, type FieldErrors } from '../errors.ts';

/** Why an auth operation failed; each door (functions, /auth/v1) words it its own way. */
export type AuthFailure =
  | 'invalid_credentials'
  | 'account_deactivated'
  | 'email_taken'
  | 'same_password'
  | 'bad_token'
  | 'session_ended'
  | 'invalid_refresh_token'
  | 'refresh_token_reused'
  | 'invalid_reset_token'
  | 'invalid_email_change_token'
  | 'rate_limited';

/** The function door's code and message for each failure. */
const functionAnswer: Record<AuthFailure, { code: ErrorCode; message: string }> = {
  invalid_credentials: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' },
  account_deactivated: {
    code: 'FORBIDDEN',
    message: 'This account has been deactivated; ask an administrator to reactivate it',
  },
  email_taken: { code: 'EMAIL_TAKEN', message: 'An account with this email already exists' },
  same_password: { code: 'VALIDATION_FAILED', message: 'Some fields are invalid' },
  bad_token: { code: 'INVALID_TOKEN', message: 'Token is not valid' },
  session_ended: { code: 'INVALID_TOKEN', message: 'Session has ended; sign in again' },
  invalid_refresh_token: {
    code: 'INVALID_REFRESH_TOKEN',
    message: 'Refresh token is not valid; sign in again',
  },
  refresh_token_reused: {
    code: 'INVALID_REFRESH_TOKEN',
    message: 'Refresh token was already used; the session has been ended, sign in again',
  },
  invalid_reset_token: {
    code: 'INVALID_RESET_TOKEN',
    message: 'This password reset link is invalid, used or expired',
  },
  invalid_email_change_token: {
    code: 'INVALID_TOKEN',
    message: 'This e-mail confirmation link is invalid, used or expired',
  },
  rate_limited: { code: 'RATE_LIMITED', message: 'Too many attempts; try again later' },
};

/** The reason the function door sends for each failure (the browser words it). */
const reasonOf = (failure: AuthFailure): FailureReason =>
  failure === 'bad_token' ? 'invalid_token' : failure;

/**
 * An expected auth failure. It is an AppError carrying the function door's answer, so function
 * handlers just let it through; the /auth/v1 door maps `failure` to GoTrue's codes.
 */
export class AuthError extends AppError {
  /** For rate_limited: sent as `Retry-After` (see retryAfterOf). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly failure: AuthFailure,
    options: {
      message?: string;
      fields?: FieldErrors;
      fieldCodes?: FieldCodes;
      retryAfterSeconds?: number;
    } = {},
  ) {
    const answer = functionAnswer[failure];
    super(answer.code, options.message ?? answer.message, options.fields, {
      reason: reasonOf(failure),
      params:
        options.retryAfterSeconds === undefined
          ? undefined
          : { seconds: options.retryAfterSeconds },
      fieldCodes: options.fieldCodes,
    });
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const rateLimited = (retryAfterSeconds: number): AuthError =>
  new AuthError('rate_limited', {
    message: `Too many attempts; try again in ${retryAfterSeconds} seconds`,
    retryAfterSeconds,
  });
