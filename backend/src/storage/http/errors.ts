import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { AppError, type ErrorCode, retryAfterOf } from '../../errors.ts';
import { StorageError, type StorageErrorCode } from '../storage-error.ts';

/** Our shared errors (API key, bearer token) in Storage's words. */
const fromAppCode: Partial<Record<ErrorCode, StorageErrorCode>> = {
  INVALID_JSON: 'InvalidRequest',
  INVALID_BODY: 'InvalidRequest',
  VALIDATION_FAILED: 'InvalidRequest',
  INVALID_API_KEY: 'InvalidApiKey',
  INVALID_TOKEN: 'InvalidJWT',
  UNAUTHORIZED: 'Unauthorized',
  FORBIDDEN: 'AccessDenied',
  NOT_FOUND: 'NotFound',
  PAYLOAD_TOO_LARGE: 'EntityTooLarge',
  RATE_LIMITED: 'TooManyRequests',
};

const fromHttpStatus: Partial<Record<number, StorageErrorCode>> = {
  400: 'InvalidRequest',
  401: 'Unauthorized',
  403: 'AccessDenied',
  404: 'NotFound',
  413: 'EntityTooLarge',
  429: 'TooManyRequests',
};

/** `/storage/v1` answers errors as Supabase Storage does: `{ statusCode, code, error, message }`. */
export function storageErrorResponse(error: Error, c: Context) {
  const storageError = toStorageError(error, c);
  if (error instanceof AppError) {
    const retryAfter = retryAfterOf(error);
    if (retryAfter !== undefined) c.header('Retry-After', String(retryAfter));
  }
  // The body may be partly unread: the connection is not reused for another request.
  if (storageError.code === 'EntityTooLarge') c.header('Connection', 'close');
  return c.json(storageError.toBody(), storageError.status);
}

function toStorageError(error: Error, c: Context): StorageError {
  if (error instanceof StorageError) return error;
  const code =
    error instanceof AppError
      ? fromAppCode[error.code]
      : error instanceof HTTPException
        ? fromHttpStatus[error.status]
        : undefined;
  if (code) return new StorageError(code, error.message || 'Request refused');
  c.get('logger').error({ err: error }, 'storage request failed');
  return new StorageError('InternalError', 'Internal server error');
}
