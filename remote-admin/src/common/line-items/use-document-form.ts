import type { ApiResult, ApiSuccess } from '@atelier/shared';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { failureMessage } from '../record-errors';

type DocumentFormOptions<V, T> = {
  initial: V;
  /** Field path → problem code, worded under `lineItems.fieldErrors`. */
  validate: (values: V) => Record<string, string>;
  /** The server's field messages of a 400, on the form's own fields. */
  serverErrors: (fields: Record<string, string> | undefined, values: V) => Record<string, string>;
  submit: (values: V) => Promise<ApiResult<T>>;
  onSaved: (result: ApiSuccess<T>) => void;
};

/**
 * The state of a proposal or invoice form: values as typed, problems found on submit (each
 * clears as soon as it is fixed), the server's field messages, and one summary message.
 * Nothing is sent while a field is wrong; nothing typed is lost on error.
 */
export function useDocumentForm<V, T>(options: DocumentFormOptions<V, T>) {
  const { initial, validate, serverErrors: toServerErrors, submit, onSaved } = options;
  const { t } = useTranslation(NAMESPACE);
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [hasTried, setHasTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const update = (next: V) => {
    setValues(next);
    setServerErrors({});
    // Once a submit showed the problems, each clears as soon as it is fixed.
    if (hasTried) setErrors(validate(next));
  };

  /** Each field's message: ours first, else the server's. */
  const messages: Record<string, string> = { ...serverErrors };
  for (const [key, code] of Object.entries(errors)) {
    messages[key] = t(`lineItems.fieldErrors.${code}`);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setHasTried(true);
    setFailure(null);
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFocusRequest((count) => count + 1);
      return;
    }
    setIsPending(true);
    try {
      const result = await submit(values);
      if (result.success) {
        onSaved(result);
        return;
      }
      const fromServer = toServerErrors(result.fields, values);
      setServerErrors(fromServer);
      setFailure(failureMessage(t, result));
      if (Object.keys(fromServer).length > 0) setFocusRequest((count) => count + 1);
    } catch (error) {
      console.error('[remote-admin] saving a document failed', error);
      setFailure(t('common.errors.generic'));
    } finally {
      setIsPending(false);
    }
  }

  return { formRef, values, update, messages, failure, isPending, handleSubmit };
}
