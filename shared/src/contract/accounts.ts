import { z } from 'zod';
import { text } from './fields';
import { EMAIL_PATTERN, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './patterns';

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
  text({ what: label, error: `${label} is required`, isName: true })
    .trim()
    .min(1, `${label} is required`)
    .max(NAME_MAX_LENGTH, `${label} must be at most ${NAME_MAX_LENGTH} characters`);

export const firstNameSchema = personName('First name');
export const lastNameSchema = personName('Last name');

/** A name in /auth/v1 user_metadata: may be blank there (the profile keeps what it had). */
export const metadataNameSchema = (label: string) =>
  text({ what: label, isName: true })
    .trim()
    .max(NAME_MAX_LENGTH, `${label} must be at most ${NAME_MAX_LENGTH} characters`);

/** Optional; blank means none (null). */
export const companySchema = text({ what: 'Company', isName: true })
  .trim()
  .max(COMPANY_MAX_LENGTH, `Company must be at most ${COMPANY_MAX_LENGTH} characters`)
  .nullish()
  .transform((company) => (company ? company : null));

/**
 * A new password, by the rules every side can check (its length in characters, not only
 * spaces), worded as the server's `checkNewPassword`. The server also refuses common passwords
 * (its list stays in backend/src/auth/password.ts) after this schema has passed.
 */
export const newPasswordSchema = z
  .string({ error: 'Password is required' })
  .superRefine((password, ctx) => {
    const length = [...password].length;
    // `params`: the field code the server sends beside the message (failure-reasons.ts).
    const [problem, params] =
      length < PASSWORD_MIN_LENGTH
        ? [
            `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
            { fieldCode: 'too_short', min: PASSWORD_MIN_LENGTH },
          ]
        : length > PASSWORD_MAX_LENGTH
          ? [
              `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
              { fieldCode: 'too_long', max: PASSWORD_MAX_LENGTH },
            ]
          : password.trim() === ''
            ? ['Password cannot be only spaces', { fieldCode: 'required' }]
            : [null, {}];
    if (problem) ctx.addIssue({ code: 'custom', message: problem, params });
  });

/** A new client account: the fields of `register` (and of /auth/v1/signup's metadata). */
export const registrationSchema = z.object({
  email: accountEmailSchema,
  password: newPasswordSchema,
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  company: companySchema,
});

/** An e-mail a user typed at a door: only its presence is checked. */
const typedEmail = text({ what: 'Email', error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(1024, 'Email is too long');

/** A token in a payload: a JWT, a refresh token or a reset token. */
export const tokenField = (label: string) =>
  text({ what: label, error: `${label} is required` })
    .min(1, `${label} is required`)
    .max(4096, `${label} is too long`);

export const loginInput = z.object({
  // A malformed address is simply not an account: the same answer as a wrong password.
  email: typedEmail,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(1024, 'Password is too long'),
});
export const verifyTokenInput = z.object({ token: tokenField('Token') });
export const logoutInput = z.object({ token: tokenField('Token') });
export const refreshInput = z.object({ refreshToken: tokenField('Refresh token') });
export const requestPasswordResetInput = z.object({ email: typedEmail });
export const resetPasswordInput = z.object({
  token: tokenField('Reset token'),
  password: newPasswordSchema,
});

/**
 * sign_in_with_link: the proposal e-mail's link (`/proposal/<proposal_id>?access=<token>`).
 * A malformed token or id is not a field error but the same "link not valid" answer as an
 * expired one: the visitor did not type it.
 */
export const signInWithLinkInput = z.object({
  proposal_id: tokenField('Proposal'),
  token: tokenField('Link token'),
});

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

/** sign_in_with_link: a session, and the proposal the link opens. */
export const linkSessionAnswerSchema = sessionAnswerSchema.extend({ proposal_id: z.guid() });

/** verify_token: the account behind the token. */
export const productUserAnswer = z.object({ user: productUserSchema });
