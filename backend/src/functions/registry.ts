import type { z } from 'zod';
import type { AuthService } from '../auth/auth-service.ts';
import type { Caller, UserCaller } from '../auth/caller.ts';
import type { UserRole } from '../auth/roles.ts';
import type { Seal } from '../contracts-pdf/index.ts';
import type { Database } from '../db/database.ts';
import type { RequestInfo } from '../http/request-info.ts';
import type { PaymentProviders } from '../payments/provider.ts';
import type { Storage } from '../storage/storage.ts';

export type { RequestInfo } from '../http/request-info.ts';

import {
  ACCESS_LEVELS,
  type Access,
  type ActionDescriptor,
  type FunctionDescriptor,
} from '@atelier/shared/actions';

export type { Access } from '@atelier/shared/actions';
/** Who may call an action (the descriptors' levels). */
export const accessLevels = ACCESS_LEVELS;

export interface ActionContext<A extends Access = Access> {
  db: Database;
  /** For any access but public the dispatcher has already checked there is a signed-in user. */
  caller: A extends 'public' ? Caller : UserCaller;
  request: RequestInfo;
  /** Accounts and sessions (the same service behind /auth/v1). */
  auth: AuthService;
  /** The storage service (docs/storage.md); absent where the app runs without one (some tests). */
  storage?: Storage;
  /** The configured payment providers (client-portal's pay_invoice, docs/portal.md). */
  payments: PaymentProviders;
  /** The agency's seal over signed contracts (docs/contracts.md); absent in some tests. */
  seal?: Seal;
  /**
   * For an action with `sessionCheck: 'in-statement'` only: takes the role its statement read
   * for the caller's session (`withLiveSessionRole`, null once the session ended) and throws
   * 401/403 as the dispatcher's own check would. The dispatcher refuses to answer unless the
   * handler called it.
   */
  confirmSession: (liveRole: UserRole | null) => void;
}

/** The request body without its `action`. */
export type Payload = Record<string, unknown>;

/** What a handler returns; the dispatcher answers `{ success: true, ...result }`. */
export type ActionResult = { [key: string]: unknown; success?: never };

type InputOf<S> = S extends z.ZodType ? z.output<S> : Payload;

/** What an action's output schema may describe: an answer the dispatcher can spread. */
export type OutputSchema = z.ZodType<ActionResult>;

/** The handler answers what its output schema takes (before any default or transform). */
type AnswerOf<O extends OutputSchema> = z.input<O>;

export interface ActionSpec<
  A extends Access,
  S extends z.ZodType | undefined,
  O extends OutputSchema,
> {
  access: A;
  /**
   * Public actions that authenticate by their payload (a password, a token, a refresh token)
   * set this: the Authorization header is then not read, so a stale session stored by the
   * client cannot stop it from signing in, refreshing or signing out.
   */
  credentialsInPayload?: A extends 'public' ? boolean : never;
  /**
   * `in-statement`: a read whose one statement also reads the caller's session
   * (`withLiveSessionRole`) and confirms it with `ctx.confirmSession`, so the request is one
   * round trip; the dispatcher then checks only the token's signature and expiry up front.
   */
  sessionCheck?: A extends 'public' ? never : 'in-statement';
  /** Validates the payload; failures answer 400 VALIDATION_FAILED with field messages. */
  input?: S;
  /**
   * The success answer without `success` (the dispatcher adds it), written in the domain's
   * contract file. Under vitest the dispatcher parses every answer with it (`checkAnswer`).
   */
  output: O;
  handler: (input: InputOf<S>, ctx: ActionContext<A>) => Promise<AnswerOf<O>> | AnswerOf<O>;
}

/** An action as the registry stores it, its types erased. */
export interface ActionDefinition {
  readonly access: Access;
  readonly credentialsInPayload?: boolean | undefined;
  readonly sessionCheck?: 'in-statement' | undefined;
  readonly input?: z.ZodType | undefined;
  readonly output: OutputSchema;
  readonly handler: (input: never, ctx: ActionContext) => Promise<ActionResult> | ActionResult;
  /** The shared descriptor it implements (`implement`); checked by `defineFunction`. */
  readonly descriptor?: ActionDescriptor;
}

export interface FunctionDefinition {
  readonly name: string;
  readonly actions: ReadonlyMap<string, ActionDefinition>;
}

export interface RegisteredAction {
  function: string;
  action: string;
  access: Access;
}

export interface FunctionRegistry {
  hasFunction(name: string): boolean;
  findAction(functionName: string, action: string): ActionDefinition | undefined;
  /** Every action with its access rule, sorted; the API reference is checked against it. */
  actions(): RegisteredAction[];
}

/** What the backend adds to an action's descriptor: how it runs. */
export interface ActionImplementation<D extends ActionDescriptor> {
  /** See `ActionSpec.sessionCheck`. */
  sessionCheck?: D['access'] extends 'public' ? never : 'in-statement';
  handler: ActionSpec<
    D['access'],
    D extends ActionDescriptor<Access, infer I> ? I : undefined,
    D['output']
  >['handler'];
}

/**
 * Implements one action of a function's descriptor (`@atelier/shared/actions`): the handler's
 * input follows the descriptor's `input`, its answer `output`, its caller `access`.
 */
export function implement<const D extends ActionDescriptor>(
  descriptor: D,
  implementation: ActionImplementation<D>,
): ActionDefinition {
  return { ...descriptor, ...implementation, descriptor } as unknown as ActionDefinition;
}

/**
 * Types one action: the handler's input follows `input`, its answer `output`, its caller
 * `access`.
 */
export function defineAction<
  const A extends Access,
  S extends z.ZodType | undefined = undefined,
  O extends OutputSchema = OutputSchema,
>(spec: ActionSpec<A, S, O>): ActionDefinition {
  return spec as unknown as ActionDefinition;
}

const functionNamePattern = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const actionNamePattern = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/;

/**
 * `POST /functions/v1/<name>` with `{ action, ...payload }` runs `actions[action]`. Given a
 * descriptor, every action it names must be implemented, and no other.
 */
export function defineFunction<D extends FunctionDescriptor>(
  descriptor: D,
  actions: { [K in keyof D['actions']]: ActionDefinition },
): FunctionDefinition;
export function defineFunction(
  name: string,
  actions: Record<string, ActionDefinition>,
): FunctionDefinition;
export function defineFunction(
  nameOrDescriptor: string | FunctionDescriptor,
  actions: Record<string, ActionDefinition>,
): FunctionDefinition {
  const name = typeof nameOrDescriptor === 'string' ? nameOrDescriptor : nameOrDescriptor.name;
  if (!functionNamePattern.test(name)) {
    throw new Error(`Function name "${name}" must be kebab-case`);
  }
  const entries = Object.entries(actions);
  if (typeof nameOrDescriptor !== 'string') {
    const described = Object.keys(nameOrDescriptor.actions).sort().join();
    if (described !== Object.keys(actions).sort().join()) {
      throw new Error(`${name} must implement exactly the actions its descriptor names`);
    }
    for (const [action, definition] of entries) {
      if (definition.descriptor !== nameOrDescriptor.actions[action]) {
        throw new Error(`Action "${action}" of ${name} does not implement its own descriptor`);
      }
    }
  }
  for (const [action, definition] of entries) {
    if (!actionNamePattern.test(action)) {
      throw new Error(`Action "${action}" of ${name} must be snake_case`);
    }
    if (definition.credentialsInPayload && definition.access !== 'public') {
      throw new Error(`Action "${action}" of ${name}: only public actions take credentials`);
    }
  }
  return { name, actions: new Map(entries) };
}

export function createRegistry(functions: readonly FunctionDefinition[]): FunctionRegistry {
  const byName = new Map<string, FunctionDefinition>();
  for (const fn of functions) {
    if (byName.has(fn.name)) throw new Error(`Function ${fn.name} is defined twice`);
    byName.set(fn.name, fn);
  }
  return {
    hasFunction: (name) => byName.has(name),
    findAction: (functionName, action) => byName.get(functionName)?.actions.get(action),
    actions: () =>
      [...byName.values()]
        .flatMap((fn) =>
          [...fn.actions].map(([action, definition]) => ({
            function: fn.name,
            action,
            access: definition.access,
          })),
        )
        .sort((a, b) => a.function.localeCompare(b.function) || a.action.localeCompare(b.action)),
  };
}
