import type { AuthUser } from '@atelier/shared';

/** What `login` and `register` answer on success (spec §7). */
export type SessionAnswer = { user: AuthUser; token: string };

/** Guards against a success answer that lacks what a session needs. */
export function isSessionAnswer(value: Partial<SessionAnswer>): value is SessionAnswer {
  return (
    typeof value.token === 'string' &&
    value.token.length > 0 &&
    typeof value.user === 'object' &&
    value.user !== null &&
    typeof value.user.role === 'string'
  );
}

/** Keeps the server's field errors that belong to this form. */
export function fieldErrorsFor<Field extends string>(
  fields: Record<string, string> | undefined,
  names: readonly Field[],
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const name of names) {
    const text = fields?.[name];
    if (text) errors[name] = text;
  }
  return errors;
}
