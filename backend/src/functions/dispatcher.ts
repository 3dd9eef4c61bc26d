import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { AuthService } from '../auth/auth-service.ts';
import {
  bearerToken,
  type Caller,
  confirmLiveSession,
  type ResolveCaller,
  type UserCaller,
} from '../auth/caller.ts';
import type { UserRole } from '../auth/roles.ts';
import type { Seal } from '../contracts-pdf/index.ts';
import type { Database } from '../db/database.ts';
import { refusedValueError } from '../db/input-errors.ts';
import {
  AppError,
  type FieldCodes,
  type FieldErrors,
  functionNotAvailable,
  internalError,
} from '../errors.ts';
import { requireApiKey } from '../http/api-key.ts';
import { BODY_LIMITS } from '../http/body-limit.ts';
import { type ProxyTrust, requestInfo } from '../http/request-info.ts';
import { defaultPaymentProviders, type PaymentProviders } from '../payments/index.ts';
import type { Storage } from '../storage/storage.ts';
import { assertAccess } from './access.ts';
import { fieldFailureOfIssue } from './field-codes.ts';
import type {
  ActionContext,
  ActionDefinition,
  FunctionRegistry,
  OutputSchema,
  Payload,
} from './registry.ts';

/** The body limit of `/functions/v1`, applied to the whole app by `bodyLimits` (app.ts). */
export const MAX_BODY_BYTES = BODY_LIMITS.functions;

/** Tests check every answer against its action's output schema; production does not pay for it. */
const isCheckingAnswers = Boolean(process.env.VITEST);

export interface DispatcherDeps {
  db: Database;
  anonKey: string;
  functions: FunctionRegistry;
  resolveCaller: ResolveCaller;
  auth: AuthService;
  /** Take the client address from X-Forwarded-For (only behind a reverse proxy you run). */
  trustProxy: ProxyTrust;
  /** Handed to every action as `ctx.storage` (the contract PDFs). */
  storage?: Storage;
  /** Handed to every action as `ctx.payments`; the `test` provider alone when absent. */
  payments?: PaymentProviders;
  /** Handed to every action as `ctx.seal` (the signed contracts' PAdES signature). */
  seal?: Seal;
}

/** Routes for `/functions/v1`: `POST /:name` with `{ action, ...payload }`. */
export function functionRoutes(deps: DispatcherDeps): Hono {
  const routes = new Hono();
  routes.post('/:name', requireApiKey(deps.anonKey), async (c) => {
    const name = c.req.param('name');
    if (!deps.functions.hasFunction(name)) throw functionNotAvailable();
    // For the request log; names only once they exist, so a caller cannot fill the log.
    c.set('functionName', name);
    const { action, ...payload } = await readJsonObject(c);
    if (typeof action !== 'string' || action === '') {
      throw new AppError(
        'INVALID_BODY',
        'The request body needs an "action" string naming what to do',
        { action: 'Required: a string' },
        { fieldCodes: { action: { code: 'required' } } },
      );
    }
    const definition = deps.functions.findAction(name, action);
    if (!definition) throw functionNotAvailable();
    c.set('functionAction', action);
    const caller = await callerOf(c, definition, deps.resolveCaller);
    // With the session checked in the action's statement, this is the token's role; the
    // role read with the session is checked again in confirmSession.
    assertAccess(definition.access, caller);
    const input = definition.input ? await validate(definition.input, payload) : payload;
    const session = sessionConfirmation(definition, caller);
    const ctx: ActionContext = {
      db: deps.db,
      caller,
      request: requestInfo(c, deps.trustProxy),
      auth: deps.auth,
      confirmSession: session.confirm,
      payments: deps.payments ?? defaultPaymentProviders,
      ...(deps.storage ? { storage: deps.storage } : {}),
      ...(deps.seal ? { seal: deps.seal } : {}),
    };
    try {
      const result = await definition.handler(input as never, ctx);
      if (!session.isConfirmed()) {
        throw new Error('The action did not confirm the session its statement read');
      }
      if (isCheckingAnswers) {
        checkAnswer(definition.output, result, `Function ${name}, action ${action}`);
      }
      return c.json({ success: true, ...result });
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (error instanceof z.ZodError) throw validationFailed(error);
      const refused = refusedValueError(error);
      if (refused) {
        // An input rule is missing: the caller gets its 400, the log says which action.
        c.get('logger').warn(
          { err: error, function: name, action },
          `Function ${name}, action ${action}: the database refused a value`,
        );
        throw refused;
      }
      c.get('logger').error(
        { err: error, function: name, action },
        `Function ${name}, action ${action} failed`,
      );
      throw internalError();
    }
  });
  return routes;
}

/** The bearer's caller; a bad or ended session is 401, except where credentials are in the body. */
async function callerOf(
  c: Context,
  definition: ActionDefinition,
  resolveCaller: ResolveCaller,
): Promise<Caller> {
  if (definition.access === 'public' && definition.credentialsInPayload) {
    return { kind: 'anonymous' };
  }
  return await resolveCaller(bearerToken(c.req.header('authorization')), {
    isSessionCheckedByAction: definition.sessionCheck === 'in-statement',
  });
}

/**
 * `ctx.confirmSession` of one request, and whether it was called: an action that checks the
 * session in its statement but forgets to confirm it fails (500) rather than answer unchecked.
 */
function sessionConfirmation(definition: ActionDefinition, caller: Caller) {
  if (definition.sessionCheck !== 'in-statement') {
    return {
      confirm: () => {
        throw new Error('confirmSession is only for actions with sessionCheck: in-statement');
      },
      isConfirmed: () => true,
    };
  }
  let isConfirmed = false;
  return {
    confirm: (liveRole: UserRole | null) => {
      const live = confirmLiveSession(caller as UserCaller, liveRole);
      assertAccess(definition.access, live);
      isConfirmed = true;
    },
    isConfirmed: () => isConfirmed,
  };
}

/**
 * Throws (a 500 in the test that made the request) when the answer, as JSON sends it, does not
 * parse with the schema or carries a key the schema does not declare (zod strips those).
 */
export function checkAnswer(output: OutputSchema, result: unknown, what: string): void {
  const sent: unknown = JSON.parse(JSON.stringify(result));
  const parsed = output.safeParse(sent);
  const wrong = parsed.success
    ? undeclaredPaths(sent, parsed.data).map((path) => `✖ ${path}: not in the schema`)
    : [z.prettifyError(parsed.error)];
  if (wrong.length === 0) return;
  const message = `${what} answered outside its output schema:\n${wrong.join('\n')}`;
  // The 500 alone would hide why: the test's output says it.
  console.error(message);
  throw new Error(message);
}

/** Where `parsed` lost or changed what was sent. */
function undeclaredPaths(sent: unknown, parsed: unknown, path = ''): string[] {
  if (typeof sent !== 'object' || sent === null || typeof parsed !== 'object' || parsed === null) {
    return Object.is(sent, parsed) ? [] : [path || '(root)'];
  }
  const sentRecord = sent as Record<string, unknown>;
  const parsedRecord = parsed as Record<string, unknown>;
  return Object.keys(sentRecord).flatMap((key) =>
    key in parsedRecord
      ? undeclaredPaths(sentRecord[key], parsedRecord[key], path ? `${path}.${key}` : key)
      : [path ? `${path}.${key}` : key],
  );
}

async function readJsonObject(c: Context): Promise<Payload> {
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    throw new AppError('INVALID_JSON', 'Request body is not valid JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new AppError('INVALID_BODY', 'Request body must be a JSON object');
  }
  return body as Payload;
}

async function validate(schema: z.ZodType, payload: Payload): Promise<unknown> {
  const result = await schema.safeParseAsync(payload);
  if (!result.success) throw validationFailed(result.error, payload);
  return result.data;
}

/**
 * One message per field (the first), keyed by its dotted path; `_root` for the whole body;
 * beside it the field's code (docs/backend.md "Errors").
 */
function validationFailed(error: z.ZodError, payload?: Payload): AppError {
  const fields: FieldErrors = {};
  const fieldCodes: FieldCodes = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_root';
    if (field in fields) continue;
    fields[field] = issue.message;
    fieldCodes[field] = fieldFailureOfIssue(issue, payload);
  }
  return new AppError('VALIDATION_FAILED', 'Some fields are invalid', fields, { fieldCodes });
}
