import { type FormEvent, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';
import type { PostedForm } from './posted-form';
import type { FieldError, FieldErrors } from './validators';

export type Validate<Field extends string> = (values: Record<Field, string>) => FieldErrors<Field>;

/**
 * A form's rules, fetched the first time the form is used. They are checked with the server's
 * Zod schemas (`validators.ts`), and Zod with the schemas is the largest script a form page
 * has: loaded with the page, it was evaluated while the visitor waited for the page to answer.
 * Define one per form, at module level: `formRules(() => import('./x-rules').then(…))`.
 */
export type FormRules<Field extends string> = {
  /** The rules, once loaded. */
  current(): Validate<Field> | null;
  /** Starts loading them (once); resolves to them, or to null when they could not be fetched. */
  load(): Promise<Validate<Field> | null>;
};

export function formRules<Field extends string>(
  fetch: () => Promise<Validate<Field>>,
): FormRules<Field> {
  let loaded: Validate<Field> | null = null;
  let loading: Promise<Validate<Field> | null> | null = null;
  return {
    current: () => loaded,
    load() {
      loading ??= fetch().then(
        (validate) => {
          loaded = validate;
          return validate;
        },
        (error: unknown) => {
          // The server checks every field again: without the rules, it answers for them.
          console.warn('[remote-public] the form rules could not be loaded', error);
          loading = null;
          return null;
        },
      );
      return loading;
    },
  };
}

/**
 * Form values plus their errors. Errors are derived from the values (not stored), shown once
 * the visitor has tried to submit, and then follow each keystroke. Errors the server sends
 * back for a field stay until that field changes. The rules load when the form is first
 * focused (`prepare`, the form's `onFocus`), at the latest when it is sent. `posted` is the
 * form sent without the page's script (server render only): its values and messages are drawn.
 */
export function useValidatedForm<Field extends string>(
  initial: Record<Field, string>,
  rules: FormRules<Field>,
  posted?: PostedForm | null,
) {
  const [values, setValues] = useState(() =>
    posted ? { ...initial, ...pick(Object.keys(initial) as Field[], posted.values) } : initial,
  );
  const [hasTried, setHasTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>(() =>
    posted ? pick(Object.keys(initial) as Field[], posted.serverErrors) : {},
  );
  // Set only once the rules are in (tryValidate), so the render that shows errors has them.
  const validate = hasTried ? rules.current() : null;
  const errors: FieldErrors<Field> = validate
    ? validate(values)
    : posted
      ? (pick(Object.keys(initial) as Field[], posted.errors) as FieldErrors<Field>)
      : {};

  const prepare = useCallback(() => {
    void rules.load();
  }, [rules]);

  const setField = useCallback((field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest as Partial<Record<Field, string>>;
    });
  }, []);

  /**
   * Marks the attempt; resolves to whether the values pass, focusing the first bad field if
   * not. Rules that could not be fetched pass everything: the server's answer names the fields.
   */
  const tryValidate = async (
    event: FormEvent<HTMLFormElement>,
    order: readonly Field[],
  ): Promise<boolean> => {
    const form = event.currentTarget;
    const loaded = await rules.load();
    setHasTried(true);
    if (!loaded) return true;
    const found = loaded(values);
    const first = order.find((field) => found[field]);
    if (!first) return true;
    const control = form.elements.namedItem(first);
    if (control instanceof HTMLElement) control.focus();
    return false;
  };

  const message = useFieldMessage();
  /** A field's name, value, message and change handler, spread onto its input. */
  const field = (name: Field) => ({
    name,
    value: values[name],
    error: message(errors[name], serverErrors[name]),
    onChange: (event: { target: { value: string } }) => setField(name, event.target.value),
  });

  /** The `<form>`'s props: no browser bubbles, rules fetched on first focus, `submit` on send. */
  const formProps = (submit: (event: FormEvent<HTMLFormElement>) => Promise<void>) => ({
    noValidate: true,
    onFocus: prepare,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event),
  });

  return {
    values,
    setField,
    errors,
    serverErrors,
    setServerErrors,
    tryValidate,
    prepare,
    field,
    formProps,
  };
}

/** The entries of `record` named in `fields`. */
function pick<Field extends string, T>(
  fields: readonly Field[],
  record: Record<string, T>,
): Partial<Record<Field, T>> {
  const picked: Partial<Record<Field, T>> = {};
  for (const field of fields) if (record[field] !== undefined) picked[field] = record[field];
  return picked;
}

/** Turns an error code into a sentence in the visitor's language. */
function useFieldMessage() {
  const { t } = useTranslation(NAMESPACE);
  return (error: FieldError | undefined, serverMessage?: string): string | undefined => {
    if (error) return t(`validation.${error.code}`, error);
    return serverMessage;
  };
}
