/**
 * Field checks shared by the public forms. They return error codes, not sentences, so the
 * visitor reads the message in their own language (see `use-validated-form.ts`).
 */
export type FieldError =
  | { code: 'required' }
  | { code: 'choose' }
  | { code: 'email' }
  | { code: 'phone' }
  | { code: 'tooLong'; max: number }
  | { code: 'passwordLength'; min: number; max: number }
  | { code: 'passwordMismatch' };

export type FieldErrors<Field extends string> = Partial<Record<Field, FieldError>>;

// Deliberately loose: the server has the last word; this only catches obvious typos.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/;
const PHONE_PATTERN = /^\+?[\d\s().-]{7,20}$/;

export function checkText(
  value: string,
  { isRequired, max }: { isRequired: boolean; max: number },
): FieldError | null {
  const text = value.trim();
  if (!text) return isRequired ? { code: 'required' } : null;
  return text.length > max ? { code: 'tooLong', max } : null;
}

export function checkEmail(value: string): FieldError | null {
  const text = value.trim();
  if (!text) return { code: 'required' };
  if (text.length > 254 || !EMAIL_PATTERN.test(text)) return { code: 'email' };
  return null;
}

export function checkPhone(value: string): FieldError | null {
  const text = value.trim();
  if (!text) return null;
  const digits = text.replace(/\D/g, '');
  return PHONE_PATTERN.test(text) && digits.length >= 7 ? null : { code: 'phone' };
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
