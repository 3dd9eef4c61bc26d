import type {
  FailureParams,
  FailureReason,
  FieldCode,
  FieldFailure,
} from '@atelier/shared/contract';
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

/** Field name → human message (English), for 400 validation errors. */
export type FieldErrors = Record<string, string>;

/** Field name → what is wrong, for the browser to word (`{ code: 'too_long', max: 200 }`). */
export type FieldCodes = Record<string, FieldFailure>;

/**
 * What a failure means beyond its code, for the browser to word in the reader's language
 * (shared/src/contract/failure-reasons.ts; docs/backend.md "Errors").
 */
export interface FailureDetail {
  reason?: FailureReason;
  /** The numbers and words the reason's sentence needs. */
  params?: FailureParams;
  /** A code per field of `fields`; a field without one is sent as `invalid`. */
  fieldCodes?: FieldCodes;
}

export interface ErrorBody {
  success: false;
  /** English, for logs and API users; browsers word `reason`/`code` instead. */
  error: string;
  code: ErrorCode;
  reason?: FailureReason;
  params?: FailureParams;
  fields?: FieldErrors;
  /** One per key of `fields`. */
  fieldCodes?: FieldCodes;
}

/** One field's 400 code as the body carries it. */
export const fieldFailure = (code: FieldCode, params: FailureParams = {}): FieldFailure => ({
  ...params,
  code,
});

/** Several fields' problems: each field's English message and its code. */
export type FieldProblems = Record<string, readonly [message: string, code: FieldFailure]>;

/** A 400 on several fields at once, each with its message and its code. */
export function invalidFields(problems: FieldProblems): AppError {
  const entries = Object.entries(problems);
  return new AppError(
    'VALIDATION_FAILED',
    'Some fields are invalid',
    Object.fromEntries(entries.map(([field, [message]]) => [field, message])),
    { fieldCodes: Object.fromEntries(entries.map(([field, [, code]]) => [field, code])) },
  );
}

/** The one error type handlers throw; the dispatcher turns it into `{ success:false, ... }`. */
export class AppError extends Error {
  override readonly name = 'AppError';
  readonly reason: FailureReason | undefined;
  readonly params: FailureParams | undefined;
  readonly fieldCodes: FieldCodes | undefined;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldErrors,
    detail: FailureDetail = {},
  ) {
    super(message);
    this.reason = detail.reason;
    this.params = detail.params;
    this.fieldCodes = detail.fieldCodes;
  }

  get status(): ContentfulStatusCode {
    return errorStatus[this.code];
  }

  toBody(): ErrorBody {
    const body: ErrorBody = { success: false, error: this.message, code: this.code };
    if (this.reason) body.reason = this.reason;
    if (this.params && Object.keys(this.params).length > 0) body.params = this.params;
    if (this.fields) {
      body.fields = this.fields;
      body.fieldCodes = Object.fromEntries(
        Object.keys(this.fields).map((field) => [
          field,
          this.fieldCodes?.[field] ?? fieldFailure('invalid'),
        ]),
      );
    }
    return body;
  }
}

/** A 409 with its reason: `conflict('client_has_records', 'This client has …', { … })`. */
export const conflict = (
  reason: FailureReason,
  message: string,
  params?: FailureParams,
): AppError => new AppError('CONFLICT', message, undefined, { reason, params });

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
