import {
  companySchema,
  firstNameSchema,
  isPasswordLengthAllowed,
  lastNameSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@atelier/shared/contract';
import {
  checkEmail,
  checkField,
  collectErrors,
  type FieldError,
  type FieldErrors,
} from '../../common/validators';

/**
 * The account forms' rules, which are the server's (`@atelier/shared/contract`, accounts).
 * Loaded, with Zod, when a form is first used (`formRules` in use-validated-form.ts).
 */
export type LoginValues = { email: string; password: string };
export type ForgotPasswordValues = { email: string };
export type ResetPasswordValues = { password: string; confirm: string };
export type RegisterValues = {
  firstName: string;
  lastName: string;
  company: string;
  email: string;
  password: string;
};

// Sign-in only checks presence: older accounts may predate the current length rule.
export function validateLogin(values: LoginValues): FieldErrors<keyof LoginValues> {
  return collectErrors<keyof LoginValues>({
    email: checkEmail(values.email),
    password: values.password ? null : { code: 'required' },
  });
}

function checkNewPassword(password: string): FieldError | null {
  if (!password) return { code: 'required' };
  return isPasswordLengthAllowed(password)
    ? null
    : { code: 'passwordLength', min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };
}

function checkConfirmation(password: string, confirm: string): FieldError | null {
  if (!confirm) return { code: 'required' };
  return confirm === password ? null : { code: 'passwordMismatch' };
}

export function validateRegister(values: RegisterValues): FieldErrors<keyof RegisterValues> {
  return collectErrors<keyof RegisterValues>({
    firstName: checkField(firstNameSchema, values.firstName),
    lastName: checkField(lastNameSchema, values.lastName),
    company: checkField(companySchema, values.company),
    email: checkEmail(values.email),
    password: checkNewPassword(values.password),
  });
}

export function validateForgotPassword(
  values: ForgotPasswordValues,
): FieldErrors<keyof ForgotPasswordValues> {
  return collectErrors<keyof ForgotPasswordValues>({ email: checkEmail(values.email) });
}

export function validateResetPassword(
  values: ResetPasswordValues,
): FieldErrors<keyof ResetPasswordValues> {
  return collectErrors<keyof ResetPasswordValues>({
    password: checkNewPassword(values.password),
    confirm: checkConfirmation(values.password, values.confirm),
  });
}
