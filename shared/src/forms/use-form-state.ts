import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { ApiFailure, ApiResult, ApiSuccess } from '../api/result';

export type FormStateOptions<V, P, T> = {
  initial: V;
  /** The problems of the values, by field path (`name`, `schedule.1.percent`); none: `{}`. */
  validate: (values: V) => Record<string, P>;
  /** A problem `validate` found, in the user's words. */
  describe: (problem: P) => string;
  submit: (values: V) => Promise<ApiResult<T>>;
  onSaved: (result: ApiSuccess<T>) => void;
  /** The field paths the form shows; a server message for any other goes in the summary. */
  isShownField: (path: string) => boolean;
  /**
   * The server's field messages of a 400 as the form shows them (moved to the form's own
   * paths, or reworded); as they come when not given.
   */
  mapServerErrors?: (fields: Record<string, string>, values: V) => Record<string, string>;
  /** The summary line of a refusal, in the user's words. */
  describeFailure: (failure: ApiFailure) => string;
  /** The summary line when saving threw (a bug: its details go to the console). */
  unexpectedFailure: () => string;
  /** Names the form in the console message of such a bug, e.g. `[remote-admin] a record`. */
  logLabel: string;
};

/**
 * The state of a form: values as typed, problems found on submit (each clears as soon as it is
 * fixed), the server's field messages from a 400 on the same fields, and one summary message
 * otherwise. Nothing is sent while a field is wrong; nothing typed is lost on a failure. After
 * a refused submit, focus goes to the first field marked `aria-invalid`.
 */
export function useFormState<V, P, T>(options: FormStateOptions<V, P, T>) {
  const { initial, validate, describe, submit, onSaved, isShownField } = options;
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Record<string, P>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [hasTried, setHasTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  /** The message under a field: the form's own first, else the server's. */
  const errorOf = (path: string): string | null => {
    const problem = problems[path];
    return problem ? describe(problem) : (serverErrors[path] ?? null);
  };

  /** Every field's message at once (an editor of many rows reads them by path). */
  const messages: Record<string, string> = { ...serverErrors };
  for (const [path, problem] of Object.entries(problems)) messages[path] = describe(problem);

  /**
   * Replaces the values; the edited fields' server messages go, being about older values
   * (all of them when the edited fields are not named).
   */
  const change = (next: V, editedPaths?: readonly string[]) => {
    setValues(next);
    setServerErrors((current) =>
      editedPaths
        ? Object.fromEntries(
            Object.entries(current).filter(
              ([key]) => !editedPaths.some((path) => key === path || key.startsWith(`${path}.`)),
            ),
          )
        : {},
    );
    if (hasTried) setProblems(validate(next));
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setHasTried(true);
    setFailure(null);
    const found = validate(values);
    setProblems(found);
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
      const fields = options.mapServerErrors
        ? options.mapServerErrors(result.fields ?? {}, values)
        : (result.fields ?? {});
      setServerErrors(fields);
      const elsewhere = Object.entries(fields)
        .filter(([path]) => !isShownField(path))
        .map(([, text]) => text);
      setFailure([options.describeFailure(result), ...elsewhere].join(' '));
      if (Object.keys(fields).some(isShownField)) setFocusRequest((count) => count + 1);
    } catch (error) {
      console.error(`${options.logLabel}: saving failed`, error);
      setFailure(options.unexpectedFailure());
    } finally {
      setIsPending(false);
    }
  }

  return { formRef, values, change, errorOf, messages, failure, isPending, handleSubmit };
}
