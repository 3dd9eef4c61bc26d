import { type FormEvent, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';
import type { FieldError, FieldErrors } from './validators';

/**
 * Form values plus their errors. Errors are derived from the values (not stored), shown once
 * the visitor has tried to submit, and then follow each keystroke. Errors the server sends
 * back for a field stay until that field changes.
 */
export function useValidatedForm<Field extends string>(
  initial: Record<Field, string>,
  validate: (values: Record<Field, string>) => FieldErrors<Field>,
) {
  const [values, setValues] = useState(initial);
  const [hasTried, setHasTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const errors: FieldErrors<Field> = hasTried ? validate(values) : {};

  const setField = useCallback((field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest as Partial<Record<Field, string>>;
    });
  }, []);

  /** Marks the attempt; returns whether the values pass, focusing the first bad field if not. */
  const tryValidate = (event: FormEvent<HTMLFormElement>, order: readonly Field[]): boolean => {
    setHasTried(true);
    const found = validate(values);
    const first = order.find((field) => found[field]);
    if (!first) return true;
    const control = event.currentTarget.elements.namedItem(first);
    if (control instanceof HTMLElement) control.focus();
    return false;
  };

  return { values, setField, errors, serverErrors, setServerErrors, tryValidate };
}

/** Turns an error code into a sentence in the visitor's language. */
export function useFieldMessage() {
  const { t } = useTranslation(NAMESPACE);
  return (error: FieldError | undefined, serverMessage?: string): string | undefined => {
    if (error) return t(`validation.${error.code}`, error);
    return serverMessage;
  };
}
