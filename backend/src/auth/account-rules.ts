import { text } from '@atelier/shared/contract';
import { z } from 'zod';
import { passwordSchema } from './password.ts';

export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;
export const COMPANY_MAX_LENGTH = 200;

/** Trimmed and lower-cased, as stored (normalizeEmail), then checked. */
export const emailSchema = text({ what: 'Email', error: 'Email is required' })
  .trim()
  .toLowerCase()
  .pipe(
    z
      .email({ error: 'Enter a valid email address' })
      .max(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters`),
  );

const nameSchema = (label: string) =>
  text({ what: label, error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(NAME_MAX_LENGTH, `${label} must be at most ${NAME_MAX_LENGTH} characters`);

export const firstNameSchema = nameSchema('First name');
export const lastNameSchema = nameSchema('Last name');

/** Optional; blank means none (null). */
export const companySchema = text({ what: 'Company' })
  .trim()
  .max(COMPANY_MAX_LENGTH, `Company must be at most ${COMPANY_MAX_LENGTH} characters`)
  .nullish()
  .transform((company) => (company ? company : null));

/** A new client account: the fields of `register` (and of /auth/v1/signup's metadata). */
export const registrationSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  company: companySchema,
});

export type Registration = z.output<typeof registrationSchema>;
