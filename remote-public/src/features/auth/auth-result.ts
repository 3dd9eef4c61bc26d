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
