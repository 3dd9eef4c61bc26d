import { isPhoneNumber } from '@atelier/shared';
import { contactEmailSchema } from '@atelier/shared/contract';
import type { z } from 'zod';

/**
 * Field checks shared by the public forms. Text and e-mail fields are checked with the server's
 * own schemas (`@atelier/shared/contract`), so the form refuses what the server would; the
 * answers are error codes, not sentences, so the visitor reads the message in their own
 * language (see `use-validated-form.ts`). Only the forms' pages load this module (lazily):
 * the home page never does, so `/` loads no Zod.
 */
export type FieldError =
  | { code: 'required' }
  | { code: 'choose' }
  | { code: 'email' }
  | { code: 'phone' }
  | { code: 'characters' }
  | { code: 'tooLong'; max: number }
  | { code: 'passwordLength'; min: number; max: number }
  | { code: 'passwordMismatch' };

export type FieldErrors<Field extends string> = Partial<Record<Field, FieldError>>;

/** A contract schema's first issue with `value`, as an error code. */
export function checkField(schema: z.ZodType, value: string): FieldError | null {
  const issue = schema.safeParse(value).error?.issues[0];
  if (!issue) return null;
  switch (issue.code) {
    case 'too_small':
      return { code: 'required' };
    case 'too_big':
      return { code: 'tooLong', max: Number(issue.maximum) };
    case 'invalid_value':
      return { code: 'choose' };
    default:
      return { code: 'characters' };
  }
}

/** The one e-mail rule (the contract's): required, and an address the server accepts. */
export function checkEmail(value: string): FieldError | null {
  if (!value.trim()) return { code: 'required' };
  return contactEmailSchema.safeParse(value).success ? null : { code: 'email' };
}

/** The contract's phone rule (`isPhoneNumber`, as `optionalPhone` checks it): empty is none. */
export function checkPhone(value: string): FieldError | null {
  const text = value.trim();
  if (!text) return null;
  return isPhoneNumber(text) ? null : { code: 'phone' };
}

export function checkChoice(value: string, allowed: readonly string[]): FieldError | null {
  return allowed.includes(value) ? null : { code: 'choose' };
}

/** Builds an errors object from per-field results, keeping only the fields that failed. */
export function collectErrors<Field extends string>(
  results: Record<Field, FieldError | null>,
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const field of Object.keys(results) as Field[]) {
    const error = results[field];
    if (error) errors[field] = error;
  }
  return errors;
}
