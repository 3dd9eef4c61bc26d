import { z } from 'zod';
import { text } from './fields';
import { EMAIL_PATTERN } from './patterns';

/**
 * Accounts and e-mail addresses (docs/auth.md): the one e-mail schema every door uses (sign-up,
 * sign-in, /auth/v1, leads, clients, team) and the account fields of a registration. The
 * password's common-word list stays on the server (backend/src/auth/password.ts); its length
 * limits are Zod-free (`patterns.ts`), so the forms say the same numbers without loading Zod.
 */

export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;
export const COMPANY_MAX_LENGTH = 200;

export interface EmailWording {
  /** The field as the messages name it ("E-mail is required", "Email must be at most …"). */
  what: string;
  /** The message for something that is not an address. */
  invalid: string;
}

/**
 * An e-mail address: trimmed and lower-cased (as stored), at most 254 characters, matching
 * EMAIL_PATTERN. The wording differs between the account doors and the record forms; the rule
 * does not.
 */
export const emailAddress = ({ what, invalid }: EmailWording) =>
  text({ what, error: `${what} is required` })
    .trim()
    .toLowerCase()
    .max(EMAIL_MAX_LENGTH, `${what} must be at most ${EMAIL_MAX_LENGTH} characters`)
    .pipe(z.email({ pattern: EMAIL_PATTERN, error: invalid }));

/** The e-mail of an account (register, login, reset, /auth/v1). */
export const accountEmailSchema = emailAddress({
  what: 'Email',
  invalid: 'Enter a valid email address',
});

/** The e-mail of a lead, a client or a team member. */
export const contactEmailSchema = emailAddress({
  what: 'E-mail',
  invalid: 'Enter a valid e-mail address',
});

/** A first or last name of an account: required, trimmed. */
const personName = (label: string) =>
  text({ what: label, error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(NAME_MAX_LENGTH, `${label} must be at most ${NAME_MAX_LENGTH} characters`);

export const firstNameSchema = personName('First name');
export const lastNameSchema = personName('Last name');

/** A name in /auth/v1 user_metadata: may be blank there (the profile keeps what it had). */
export const metadataNameSchema = (label: string) =>
  text({ what: label })
    .trim()
    .max(NAME_MAX_LENGTH, `${label} must be at most ${NAME_MAX_LENGTH} characters`);

/** Optional; blank means none (null). */
export const companySchema = text({ what: 'Company' })
  .trim()
  .max(COMPANY_MAX_LENGTH, `Company must be at most ${COMPANY_MAX_LENGTH} characters`)
  .nullish()
  .transform((company) => (company ? company : null));

/** Who an account is: the agency's staff (super_admin, admin) or a client. */
export const USER_ROLES = ['super_admin', 'admin', 'client'] as const;

/** The signed-in user as user-authentication answers it. */
export const productUserSchema = z.object({
  id: z.guid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(USER_ROLES),
  company: z.string().nullable(),
});

/** What login, register and refresh answer (besides `success: true`). */
export const sessionAnswerSchema = z.object({
  user: productUserSchema,
  /** The access token (JWT): send it as `Authorization: Bearer <token>`. */
  token: z.string(),
  /** Single use: `refresh` answers a new one each time. */
  refreshToken: z.string(),
  /** Unix time in seconds when `token` expires. */
  expiresAt: z.number().int().positive(),
});

/** verify_token: the account behind the token. */
export const productUserAnswer = z.object({ user: productUserSchema });
