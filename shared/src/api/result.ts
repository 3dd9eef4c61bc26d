/** The `{ success, ... }` shape every backend function answers with. */
export type ApiSuccess<T> = { success: true } & T;

export type ApiFailure = {
  success: false;
  error: string;
  code: string;
  /** Field name → message, for 400 answers. */
  fields?: Record<string, string>;
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
