/**
 * The contract's Zod-free checks: plain functions and patterns a page may use without loading
 * Zod (the public home page stays within its budget). The schemas in this folder use them too.
 */

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id in the form of a UUID: checked before it reaches a uuid column (a cast error is a 500). */
export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);

/**
 * An e-mail address as the forms and the server accept it: something, an @, a domain with at
 * least one dot and a top-level part of two or more characters, no spaces.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/;

export const isEmailAddress = (value: string): boolean => EMAIL_PATTERN.test(value);

/** The dates every date field accepts, both ends included (PostgreSQL's are far wider). */
export const MIN_DATE = '1900-01-01';
export const MAX_DATE = '2200-12-31';

/** Whether the day of a `YYYY-MM-DD…` string lies between MIN_DATE and MAX_DATE. */
export const inDateRange = (value: string): boolean => {
  const day = value.slice(0, 10);
  return day >= MIN_DATE && day <= MAX_DATE;
};
