import { useAuthStore } from '../auth/auth-store';
import type {
  ActionInput,
  ActionName,
  ActionOutput,
  ApiActions,
  FunctionName,
} from '../contract/actions';
import { type DemoReason, useDemoModeStore } from '../demo/demo-mode';
import { answerFromDemo, loadDemoFor } from '../demo/demo-registry';
import { loadErrorStrings } from '../i18n/errors';
import { getRuntimeConfig } from '../runtime/config';
import { withWordedFields } from './failure-wording';
import { type ApiResult, isApiFailure } from './result';
import { supabaseFunctions } from './supabase-client';

/** A refusal's field messages in the reader's words, once the sentences are there. */
async function worded<F extends Parameters<typeof withWordedFields>[0]>(failure: F): Promise<F> {
  await loadErrorStrings();
  return withWordedFields(failure);
}

export type CallOptions = {
  /**
   * Whether a server that cannot answer (network error, 401, 5xx, unknown function) may be
   * replaced by built-in demo data. Off for calls whose result must reach the agency, such
   * as the public get-started form: there a failure must be shown, not faked. It is only
   * asked for: `config.json` must turn the demo on, and a signed-in user's write never goes
   * to the demo store (`isDemoAllowed`).
   */
  demoFallback?: boolean;
  /**
   * Whether the stored session goes in `Authorization` (default). The server checks that
   * bearer before any action, so calls that carry their own credentials in the body (sign-in,
   * token check, refresh) send the public key: an expired session must not block its refresh.
   */
  sendSession?: boolean;
  signal?: AbortSignal;
};

/** Answers the client takes as the server's word, not as a server that is unavailable. */
const DEFINITIVE_STATUSES = new Set([400, 402, 404, 409, 413, 422, 429]);

/**
 * 403 refusals that are the server's word about this account, not a session it cannot use:
 * a client account not linked to a client record (docs/portal.md) must see that, never the
 * demo's sample client.
 */
const DEFINITIVE_REFUSALS = new Set(['NOT_LINKED']);

function fallbackReason(status: number, body: unknown): DemoReason | null {
  if (status === 403 && isApiFailure(body) && DEFINITIVE_REFUSALS.has(body.code)) return null;
  if (status === 401 || status === 403) return 'unauthorized';
  if (status === 404 && isApiFailure(body) && body.code === 'FUNCTION_NOT_AVAILABLE') {
    return 'server_error';
  }
  if (DEFINITIVE_STATUSES.has(status) && isApiFailure(body)) return null;
  return 'server_error';
}

/** An `AbortError`, bare or wrapped (supabase-js's `FunctionsFetchError` keeps it in `context`). */
function isAbortError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 3; depth += 1) {
    if (typeof current !== 'object') return false;
    if ((current as { name?: unknown }).name === 'AbortError') return true;
    const wrapper = current as { context?: unknown; cause?: unknown };
    current = wrapper.context ?? wrapper.cause;
  }
  return false;
}

/** Actions that only read; any other action may change data (create, update, send, mark…). */
const READ_ACTION = /^(get|list|search|preview|verify|download)(_|$)/;

/**
 * Demo data only where the site asks for it (`demoFallback` in `config.json`: `pnpm start` with
 * the demo seed), and never in place of a signed-in user's write: that write must fail where
 * the user sees it, not land in the browser's demo store. Admin bypass is the demo itself.
 */
function isDemoAllowed(action: string): boolean {
  if (getRuntimeConfig().demoFallback !== true) return false;
  const { token, isAdminBypass } = useAuthStore.getState();
  const isSignedIn = token !== null && token !== '' && !isAdminBypass;
  return !isSignedIn || READ_ACTION.test(action);
}

/**
 * An id for one call, sent as `X-Request-Id`: the backend logs it and answers it, so a failure
 * a user reports can be found in the server's log. Random, 32 hex digits (`randomUUID` exists
 * only on secure pages, and a site may be served over plain HTTP on a local network).
 */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function authorizationHeaders(publicKey: string, sendSession: boolean): Record<string, string> {
  const { token, isAdminBypass } = useAuthStore.getState();
  // Admin bypass is a demo mode: it never sends a session, even one stored from a real sign-in.
  const bearer = sendSession && !isAdminBypass && token ? token : publicKey;
  return { apikey: publicKey, Authorization: `Bearer ${bearer}` };
}

type Request = {
  body: Record<string, unknown>;
  headers: Record<string, string>;
  signal: AbortSignal | undefined;
};

/** The answer's status and parsed JSON body (null when it is not JSON); throws when none came. */
type Answer = { status: number; body: unknown };

/** In a browser: supabase-js's `functions.invoke`, on the page's one client. */
async function invoke(fn: string, request: Request): Promise<Answer> {
  const functions = await supabaseFunctions();
  const { data, error, response } = await functions.invoke(encodeURIComponent(fn), {
    body: request.body,
    headers: request.headers,
    ...(request.signal ? { signal: request.signal } : {}),
  });
  if (error && !response) throw error;
  if (!error) return { status: response?.status ?? 200, body: data };
  return { status: response?.status ?? 500, body: await response?.json().catch(() => null) };
}

/**
 * In a server render (Node, remote-public's `render.mjs`): the same request with `fetch`. The
 * browser's client stays out of the server's bundle (`rsbuild.server.config.ts`), which the
 * host loads for each deploy and which must render within its timeout.
 */
async function post(fn: string, request: Request): Promise<Answer> {
  const { backendUrl } = getRuntimeConfig();
  const response = await fetch(`${backendUrl}/functions/v1/${encodeURIComponent(fn)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...request.headers },
    body: JSON.stringify(request.body),
    signal: request.signal,
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

const send = (fn: string, request: Request): Promise<Answer> =>
  typeof window === 'undefined' ? post(fn, request) : invoke(fn, request);

/**
 * Calls `POST {backend}/functions/v1/{fn}` with `{ action, ...payload }`: in a browser through
 * supabase-js's `functions.invoke` (the page's one client, `supabase-client.ts`). Every product
 * call comes here through `callAction`, which types it: it sends the headers of the architecture contract (`apikey`, the session or the
 * public key as bearer, supabase-js's `X-Client-Info`, a request id), parses the `{ success }`
 * shape and, where allowed, falls back to demo data with the demo banner.
 */
export async function callFunction(
  fn: string,
  action: string,
  payload: Record<string, unknown> = {},
  options: CallOptions = {},
): Promise<ApiResult<Record<string, unknown>>> {
  const result = await answerOf(fn, action, payload, options);
  // A failure is worded by the shared sentences, downloaded with the first one shown.
  if (!result.success) await loadErrorStrings();
  return result;
}

async function answerOf(
  fn: string,
  action: string,
  payload: Record<string, unknown>,
  options: CallOptions,
): Promise<ApiResult<Record<string, unknown>>> {
  type T = Record<string, unknown>;
  const { publicKey } = getRuntimeConfig();
  const allowDemo = (options.demoFallback ?? true) && isDemoAllowed(action);
  const fallBack = async (reason: DemoReason): Promise<ApiResult<T>> => {
    if (!allowDemo) {
      return {
        success: false,
        error:
          reason === 'unreachable'
            ? 'The server could not be reached'
            : 'The server could not answer',
        code: reason === 'unreachable' ? 'NETWORK_ERROR' : 'SERVER_UNAVAILABLE',
      };
    }
    await loadDemoFor(fn);
    useDemoModeStore.getState().enter(reason);
    return answerFromDemo(fn, action, payload) as ApiResult<T>;
  };

  let status: number;
  let body: unknown;
  try {
    ({ status, body } = await send(fn, {
      body: { ...payload, action },
      headers: {
        'X-Request-Id': newRequestId(),
        ...authorizationHeaders(publicKey, options.sendSession ?? true),
      },
      signal: options.signal,
    }));
  } catch (error) {
    if (options.signal?.aborted) {
      throw options.signal.reason ?? new DOMException('The call was aborted', 'AbortError');
    }
    // Aborted by something else (a navigation cancelling the request, supabase-js wrapping the
    // `AbortError` in its `context`): nobody waits for this answer and the server did not fail,
    // so neither a failure nor demo data with its banner.
    if (isAbortError(error)) throw new DOMException('The call was aborted', 'AbortError');
    console.warn(`[api] ${fn}/${action}: network error`, error);
    return fallBack('unreachable');
  }

  const isOk = status >= 200 && status < 300;
  if (isOk && typeof body === 'object' && body !== null) {
    useDemoModeStore.getState().recover();
    return body as ApiResult<T>;
  }
  const reason = isOk ? 'server_error' : fallbackReason(status, body);
  // Field messages in the reader's language (their codes), for the form that shows them.
  if (reason === null) return isApiFailure(body) ? await worded(body) : (body as ApiResult<T>);
  console.warn(`[api] ${fn}/${action}: HTTP ${status}`);
  // Without demo data the caller shows the server's own reason when it gave one.
  if (!allowDemo && isApiFailure(body)) return await worded(body);
  return fallBack(reason);
}

type DescriptorOf<F extends FunctionName, A extends ActionName<F>> = ApiActions[F]['actions'][A];
/** What `fn`'s `action` takes, from its descriptor in `@atelier/shared/actions`. */
export type InputOf<F extends FunctionName, A extends ActionName<F>> = ActionInput<
  DescriptorOf<F, A>
>;
/** What `fn`'s `action` answers on success (without `success`), from its descriptor. */
export type OutputOf<F extends FunctionName, A extends ActionName<F>> = ActionOutput<
  DescriptorOf<F, A>
>;

/**
 * One action of the backend, typed by its descriptor: the payload is what its input schema
 * takes and the answer what its output schema gives, so a renamed action or a changed answer
 * fails to compile here. Only types are imported from the descriptors: no schema reaches a page.
 */
export function callAction<F extends FunctionName, A extends ActionName<F>>(
  fn: F,
  action: A,
  payload: InputOf<F, A>,
  options?: CallOptions,
): Promise<ApiResult<OutputOf<F, A>>> {
  // The answer is the server's, checked against this output schema by the backend's tests.
  return callFunction(fn, action, payload as Record<string, unknown>, options) as Promise<
    ApiResult<OutputOf<F, A>>
  >;
}

/**
 * `callAction` bound to one function, for the module that wraps its actions: with
 * `call = actionCaller(LEAD_FUNCTION)`, `call('get_lead', { id })` is typed as `callAction`
 * is. `defaults` are the options every call of that module starts from (a public function's
 * `{ demoFallback: false, sendSession: false }`); a call's own options win.
 */
export function actionCaller<F extends FunctionName>(fn: F, defaults: CallOptions = {}) {
  return <A extends ActionName<F>>(
    action: A,
    payload: InputOf<F, A>,
    options?: CallOptions,
  ): Promise<ApiResult<OutputOf<F, A>>> =>
    callAction(fn, action, payload, { ...defaults, ...options });
}
