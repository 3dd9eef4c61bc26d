import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * Every machine-readable error code the API answers, with its HTTP status.
 * Add a code here (and to docs/backend.md) before throwing it.
 */
export const errorStatus = {
  INVALID_JSON: 400,
  INVALID_BODY: 400,
  VALIDATION_FAILED: 400,
  INVALID_CREDENTIALS: 400,
  INVALID_RESET_TOKEN: 400,
  INVALID_LINK: 400,
  INVALID_SIGNATURE: 400,
  INVALID_API_KEY: 401,
  INVALID_TOKEN: 401,
  INVALID_REFRESH_TOKEN: 401,
  UNAUTHORIZED: 401,
  PAYMENT_FAILED: 402,
  FORBIDDEN: 403,
  NOT_LINKED: 403,
  NOT_FOUND: 404,
  FUNCTION_NOT_AVAILABLE: 404,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  IMAGE_IN_USE: 409,
  PREVIEW_EXPIRED: 410,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
} as const satisfies Record<string, ContentfulStatusCode>;

export type ErrorCode = keyof typeof errorStatus;

/** Field name → human message, for 400 validation errors. */
export type FieldErrors = Record<string, string>;

export interface ErrorBody {
  success: false;
  error: string;
  code: ErrorCode;
  fields?: FieldErrors;
}

/** The one error type handlers throw; the dispatcher turns it into `{ success:false, ... }`. */
export class AppError extends Error {
  override readonly name = 'AppError';

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message);
  }

  get status(): ContentfulStatusCode {
    return errorStatus[this.code];
  }

  toBody(): ErrorBody {
    return this.fields
      ? { success: false, error: this.message, code: this.code, fields: this.fields }
      : { success: false, error: this.message, code: this.code };
  }
}

/**
 * Seconds to send as `Retry-After`: an AppError subclass (a rate-limit error) declares a
 * numeric `retryAfterSeconds` property to get the header.
 */
export function retryAfterOf(error: AppError): number | undefined {
  const seconds = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) ? seconds : undefined;
}

export const internalError = (): AppError => new AppError('INTERNAL', 'Internal server error');

export const functionNotAvailable = (): AppError =>
  new AppError('FUNCTION_NOT_AVAILABLE', 'Function not available');
