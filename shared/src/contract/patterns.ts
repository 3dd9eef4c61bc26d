/**
 * The contract's Zod-free checks: plain functions and patterns a page may use without loading
 * Zod (the public home page stays within its budget). The schemas in this folder use them too.
 */

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id in the form of a UUID: checked before it reaches a uuid column (a cast error is a 500). */
export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);

/**
 * The one e-mail rule, as the server and the forms accept it (the contract's e-mail schemas
 * test it, and Zod-free pages call `isEmailAddress`): Zod's "practical" pattern, written out
 * here so it can be checked without loading Zod — dot-separated local parts of letters, digits
 * and `_'+-`, an @, dot-separated host labels and a top-level part of two or more letters.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export const isEmailAddress = (value: string): boolean => EMAIL_PATTERN.test(value);

/** The dates every date field accepts, both ends included (PostgreSQL's are far wider). */
export const MIN_DATE = '1900-01-01';
export const MAX_DATE = '2200-12-31';

/** Whether the day of a `YYYY-MM-DD…` string lies between MIN_DATE and MAX_DATE. */
export const inDateRange = (value: string): boolean => {
  const day = value.slice(0, 10);
  return day >= MIN_DATE && day <= MAX_DATE;
};

/** A password's length limits, in characters (code points), as the server counts them. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/** Whether a new password has an allowed length (the server also refuses common ones). */
export const isPasswordLengthAllowed = (password: string): boolean => {
  const length = [...password].length;
  return length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH;
};

/**
 * The areas behind a sign-in (the back office, the client portal, the sign-in pages): not the
 * public site, so their views are never counted and crawlers are kept out.
 */
export const PRIVATE_AREAS = ['/admin', '/client-portal', '/auth'] as const;

/** Whether `path` is one of those areas or below one (`/admin/leads`, not `/administration`). */
export const isPrivatePath = (path: string): boolean =>
  PRIVATE_AREAS.some((area) => path === area || path.startsWith(`${area}/`));
