import type { ApiFailure, ApiResult } from '../api/result';

/** A built-in stand-in for one function action, used when the server cannot answer. */
export type DemoHandler = (payload: Record<string, unknown>) => ApiResult<Record<string, unknown>>;

const handlers = new Map<string, DemoHandler>();

const key = (fn: string, action: string) => `${fn}#${action}`;

export function registerDemoHandler(fn: string, action: string, handler: DemoHandler): void {
  handlers.set(key(fn, action), handler);
}

const loaders = new Map<string, () => Promise<void>>();
const loading = new Map<string, Promise<void>>();

/**
 * Demo answers of `fn` that are downloaded only when one of its calls falls back to them, so
 * no call waits for demo data the server's answer makes useless.
 */
export function registerDemoLoader(fn: string, load: () => Promise<void>): void {
  loaders.set(fn, load);
}

/** Loads the demo answers registered for `fn` on demand, once (a failure is tried again). */
export function loadDemoFor(fn: string): Promise<void> {
  const load = loaders.get(fn);
  if (!load) return Promise.resolve();
  const existing = loading.get(fn);
  if (existing) return existing;
  const started = load().then(
    () => {
      loaders.delete(fn);
    },
    (error: unknown) => {
      loading.delete(fn);
      console.warn(`[demo] the demo answers of ${fn} could not be loaded`, error);
    },
  );
  loading.set(fn, started);
  return started;
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
