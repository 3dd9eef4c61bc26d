/** What a text field needs of a form's state (`useFormState`'s answer has it). */
export type BindableForm<V> = {
  values: V;
  errorOf: (path: string) => string | null;
  change: (next: V, editedPaths?: readonly string[]) => void;
};

/** The keys of `V` whose value is a string (what a text field edits). */
export type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/**
 * The props of a text field (or select or text area) bound to the string value `name`: an edit
 * clears the messages of `editedPaths`, the field's own by default; its message is that of
 * `errorPath` (the field's own by default; `price_min_cents` for the typed `price_min`).
 */
export function bindTextField<V, K extends TextKey<V>>(
  form: BindableForm<V>,
  name: K,
  editedPaths: readonly string[] = [name],
  errorPath: string = name,
) {
  return {
    name,
    value: form.values[name] as string,
    error: form.errorOf(errorPath),
    onChange: (event: { target: { value: string } }) =>
      form.change({ ...form.values, [name]: event.target.value }, editedPaths),
  };
}
