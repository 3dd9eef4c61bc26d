import type { z } from 'zod';

/** Who may call an action. admin also admits super_admin; client admits only clients. */
export const ACCESS_LEVELS = ['public', 'authenticated', 'client', 'admin', 'super_admin'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

/** What an action answers besides `success` (the dispatcher adds it); never `success` itself. */
export type ActionAnswer = { [key: string]: unknown; success?: never };

/**
 * One action as both sides know it: who may call it, what it takes and what it answers. The
 * backend implements it (`implement` in `backend/src/functions/registry.ts`) and the browser's
 * `callAction` takes its types from it, so a renamed action or a changed answer fails to
 * compile on both sides.
 */
export interface ActionDescriptor<
  A extends Access = Access,
  I extends z.ZodType | undefined = z.ZodType | undefined,
  O extends z.ZodType<ActionAnswer> = z.ZodType<ActionAnswer>,
> {
  readonly access: A;
  /**
   * Public actions that authenticate by their payload (a password, a token, a refresh token):
   * the Authorization header is not read, so a stale stored session cannot stop a sign-in,
   * refresh or sign-out, and the client sends the public key as bearer.
   */
  readonly credentialsInPayload?: A extends 'public' ? boolean : never;
  /** Validates the payload; failures answer 400 VALIDATION_FAILED with field messages. */
  readonly input?: I;
  /** The success answer without `success`; under vitest every answer is parsed with it. */
  readonly output: O;
}

/** A function's name and its actions' descriptors: `POST /functions/v1/<name>`. */
export interface FunctionDescriptor<
  N extends string = string,
  D extends Record<string, ActionDescriptor> = Record<string, ActionDescriptor>,
> {
  readonly name: N;
  readonly actions: D;
}

type Checked<D> = {
  [K in keyof D]: D[K] extends ActionDescriptor<infer A, infer I, infer O>
    ? ActionDescriptor<A, I, O>
    : never;
};

/** Names a function's actions; the names and access levels are kept as literal types. */
export function defineActions<
  const N extends string,
  const D extends Record<
    string,
    ActionDescriptor<Access, z.ZodType | undefined, z.ZodType<ActionAnswer>>
  >,
>(name: N, actions: D & Checked<D>): FunctionDescriptor<N, D> {
  return { name, actions };
}

/** The payload an action takes, as the caller writes it (before defaults and transforms). */
export type ActionInput<D> = D extends { readonly input?: infer I }
  ? [I] extends [z.ZodType]
    ? z.input<I>
    : Record<string, never>
  : Record<string, never>;

/** The answer an action gives, as the caller reads it. */
export type ActionOutput<D> = D extends { readonly output: infer O }
  ? O extends z.ZodType
    ? z.output<O>
    : never
  : never;
