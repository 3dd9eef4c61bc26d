/** The `{ success, ... }` shape every backend function answers with. */
export type ApiSuccess<T> = { success: true } & T;

export type ApiFailure = {
  success: false;
  /** The server's English sentence, for logs: never shown (`failureText` words the failure). */
  error: string;
  code: string;
  /** Why, beyond the code (`FailureReason` of `@atelier/shared/contract`), when it says more. */
  reason?: string;
  /** The numbers and words the reason's sentence needs. */
  params?: Record<string, string | number>;
  /**
   * Field name → message, for 400 answers: in the reader's language once `callAction` has
   * worded the server's `fieldCodes` (English from a server that sends none).
   */
  fields?: Record<string, string>;
  /** Field name → what is wrong (`{ code: 'too_long', max: 200 }`), as the server sent it. */
  fieldCodes?: Record<string, { code: string } & Record<string, string | number>>;
};

export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

export function isApiFailure(value: unknown): value is ApiFailure {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { success?: unknown }).success === false &&
    typeof (value as { error?: unknown }).error === 'string'
  );
}
