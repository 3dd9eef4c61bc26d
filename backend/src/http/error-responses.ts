import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { refusedValueError } from '../db/input-errors.ts';
import { AppError, type ErrorCode, internalError, retryAfterOf } from '../errors.ts';
import { GotrueError, gotrueErrorResponse, toGotrueError } from '../gotrue/errors.ts';
import type { Logger } from '../log/logger.ts';

/** `/auth/v1` speaks GoTrue's error format so @supabase/supabase-js can read it. */
export const isAuthPath = (path: string): boolean =>
  path === '/auth/v1' || path.startsWith('/auth/v1/');

export function gotrueError(
  c: Context,
  status: ContentfulStatusCode,
  errorCode: string,
  message: string,
) {
  return c.json({ code: status, error_code: errorCode, msg: message }, status);
}

export function notFoundResponse(c: Context) {
  if (isAuthPath(c.req.path)) {
    return gotrueError(c, 404, 'not_found', 'This auth endpoint is not supported');
  }
  return c.json(new AppError('NOT_FOUND', 'Not found').toBody(), 404);
}

/** Last stop for anything thrown: a JSON answer, never internals. */
export function errorResponse(error: Error, c: Context) {
  const logger = c.get('logger');
  // A refused body may be partly unread: its bytes must never be read as the next request.
  if (statusOf(error) === 413) c.header('Connection', 'close');
  if (isAuthPath(c.req.path)) {
    const gotrue = error instanceof GotrueError ? error : toGotrueError(toAppError(error, logger));
    return gotrueErrorResponse(c, gotrue);
  }
  const appError = toAppError(error, logger);
  const retryAfter = retryAfterOf(appError);
  if (retryAfter !== undefined) c.header('Retry-After', String(retryAfter));
  return c.json(appError.toBody(), appError.status);
}

function statusOf(error: Error): number | undefined {
  if (error instanceof AppError || error instanceof GotrueError) return error.status;
  if (error instanceof HTTPException) return error.status;
  return undefined;
}

/** Codes for HTTP errors thrown by Hono middleware rather than by our code. */
const codeForHttpStatus: Partial<Record<number, ErrorCode>> = {
  400: 'INVALID_BODY',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'RATE_LIMITED',
};

/** The details of an unexpected error go to the log (with the request id), never to the client. */
function toAppError(error: Error, logger: Logger): AppError {
  if (error instanceof AppError) return error;
  const code = error instanceof HTTPException ? codeForHttpStatus[error.status] : undefined;
  if (code) return new AppError(code, error.message || 'Request refused');
  const refused = refusedValueError(error);
  if (refused) {
    logger.warn({ err: error }, 'The database refused a value');
    return refused;
  }
  logger.error({ err: error }, 'Unhandled error');
  return internalError();
}
