import type { ApiFailure, ApiResult } from '../api/result';

/** A built-in stand-in for one function action, used when the server cannot answer. */
export type DemoHandler = (payload: Record<string, unknown>) => ApiResult<Record<string, unknown>>;

const handlers = new Map<string, DemoHandler>();

const key = (fn: string, action: string) => `${fn}#${action}`;

export function registerDemoHandler(fn: string, action: string, handler: DemoHandler): void {
  handlers.set(key(fn, action), handler);
}

export const FUNCTION_NOT_AVAILABLE: ApiFailure = {
  success: false,
  error: 'Function not available',
  code: 'FUNCTION_NOT_AVAILABLE',
};

/** Answers a call from demo data; an unknown function or action is "Function not available". */
export function answerFromDemo(
  fn: string,
  action: string,
  payload: Record<string, unknown>,
): ApiResult<Record<string, unknown>> {
  const handler = handlers.get(key(fn, action));
  return handler ? handler(payload) : FUNCTION_NOT_AVAILABLE;
}
