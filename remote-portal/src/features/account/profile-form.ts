import { CLIENT_LIMITS, isPhoneNumber } from '@atelier/shared';
import type { PortalProfile, ProfileChanges } from '@atelier/shared/contract';

/**
 * The profile form's values and checks, the same limits as `update_profile`'s schema
 * (docs/portal.md); each problem is a key under `account.profile.problems`.
 */
export type ProfileValues = {
  name: string;
  company: string;
  phone: string;
  notify_email: boolean;
  /** The client's language: their e-mails, PDFs and this portal. */
  language: 'en' | 'fr';
};

export type ProfileProblem =
  | 'nameRequired'
  | 'nameTooLong'
  | 'companyTooLong'
  | 'phoneTooLong'
  | 'phoneInvalid';

export const PROFILE_FIELDS = ['name', 'company', 'phone', 'notify_email', 'language'] as const;

export const profileValues = (profile: PortalProfile): ProfileValues => ({
  name: profile.name,
  company: profile.company ?? '',
  phone: profile.phone ?? '',
  notify_email: profile.notify_email,
  language: profile.language,
});

export function profileProblems(values: ProfileValues): Record<string, ProfileProblem> {
  const problems: Record<string, ProfileProblem> = {};
  const name = values.name.trim();
  if (!name) problems.name = 'nameRequired';
  else if (name.length > CLIENT_LIMITS.name) problems.name = 'nameTooLong';
  if (values.company.trim().length > CLIENT_LIMITS.company) problems.company = 'companyTooLong';
  const phone = values.phone.trim();
  if (phone.length > CLIENT_LIMITS.phone) problems.phone = 'phoneTooLong';
  else if (phone && !isPhoneNumber(phone)) problems.phone = 'phoneInvalid';
  return problems;
}

/** What `update_profile` is sent: every field, trimmed; an emptied one clears it (`""`). */
export const profileChanges = (values: ProfileValues): ProfileChanges => ({
  name: values.name.trim(),
  company: values.company.trim(),
  phone: values.phone.trim(),
  notify_email: values.notify_email,
  language: values.language,
});

/** docs/auth.md "Password rule": the server also refuses common passwords, on the field. */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;

export type PasswordValues = { password: string; confirm: string };
export type PasswordProblem = 'tooShort' | 'tooLong' | 'onlySpaces' | 'mismatch';

export function passwordProblems(values: PasswordValues): Record<string, PasswordProblem> {
  const problems: Record<string, PasswordProblem> = {};
  const { password, confirm } = values;
  if ([...password].length < PASSWORD_MIN) problems.password = 'tooShort';
  else if ([...password].length > PASSWORD_MAX) problems.password = 'tooLong';
  else if (password.trim() === '') problems.password = 'onlySpaces';
  if (!problems.password && confirm !== password) problems.confirm = 'mismatch';
  return problems;
}

export type EmailChangeValues = { email: string };
export type EmailChangeProblem = 'required' | 'invalid' | 'same';

/** A first check before the server's (which has the one e-mail rule): present, plausible, new. */
export function emailChangeProblems(
  values: EmailChangeValues,
  current: string,
): Record<string, EmailChangeProblem> {
  const email = values.email.trim().toLowerCase();
  if (email === '') return { email: 'required' };
  if (email.length > 320 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return { email: 'invalid' };
  if (email === current.toLowerCase()) return { email: 'same' };
  return {};
}
