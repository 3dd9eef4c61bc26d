import type { RateLimit } from '../db/rate-limit.ts';
import { DEFAULT_SCRYPT_COST, type ScryptCost } from './password.ts';
import { DEFAULT_SESSION_TTL_SECONDS } from './session-token.ts';

/** Each at most `limit` events per `windowSeconds`, sliding windows counted in the database. */
export interface RateLimits {
  /**
   * Failed sign-ins per (account, client IP) pair: guesses at one account from one place. No
   * count per account alone, so strangers cannot lock an owner out (docs/auth.md).
   */
  login: RateLimit | null;
  /** Failed sign-ins per client IP, whatever the account: one place guessing many accounts. */
  loginIp: RateLimit | null;
  /** Registrations per client IP. */
  signup: RateLimit | null;
  /** Password-reset requests per client IP and per e-mail address. */
  passwordReset: RateLimit | null;
}

export interface AuthSettings {
  /** Lifetime of an access token (the JWT). */
  accessTokenTtlSeconds: number;
  /** A refresh token not used within this time expires (each refresh issues a fresh one). */
  refreshTokenTtlSeconds: number;
  /** Lifetime of a password-reset link. */
  passwordResetTtlSeconds: number;
  /** Base of links in e-mails (the shell). */
  siteUrl: string;
  /** Cost of new password hashes; tests use a cheap one. */
  passwordCost: ScryptCost;
  /** null turns a limit off. */
  rateLimits: RateLimits;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: { limit: 10, windowSeconds: 15 * 60 },
  loginIp: { limit: 100, windowSeconds: 15 * 60 },
  signup: { limit: 30, windowSeconds: 5 * 60 },
  passwordReset: { limit: 30, windowSeconds: 5 * 60 },
};

export const NO_RATE_LIMITS: RateLimits = {
  login: null,
  loginIp: null,
  signup: null,
  passwordReset: null,
};

/**
 * Limits of anonymous public traffic, per client IP. Not turned off by ATELIER_RATE_LIMITS
 * (which is for the sign-in limits); each has its own variable.
 */
export interface PublicRateLimits {
  /** Public `create_lead` requests: `ATELIER_RATE_LIMIT_LEADS` (+ `_WINDOW`); null: off. */
  leads: RateLimit | null;
  /**
   * Page views. A person browsing makes a few a minute; a whole office behind one address
   * stays well under this, a script filling the table does not. Not configurable.
   */
  pageViews: RateLimit;
}

export const DEFAULT_PUBLIC_RATE_LIMITS: PublicRateLimits = {
  leads: { limit: 20, windowSeconds: 600 },
  pageViews: { limit: 120, windowSeconds: 60 },
};

export const defaultAuthSettings: AuthSettings = {
  accessTokenTtlSeconds: DEFAULT_SESSION_TTL_SECONDS,
  refreshTokenTtlSeconds: 30 * 24 * 3600,
  passwordResetTtlSeconds: 3600,
  siteUrl: 'http://localhost:3000',
  passwordCost: DEFAULT_SCRYPT_COST,
  rateLimits: DEFAULT_RATE_LIMITS,
};

/** Thrown for an environment value that cannot be used; the message names the variable. */
export class AuthSettingsError extends Error {
  override readonly name = 'AuthSettingsError';
}

export type Read = (name: string) => string | undefined;

/** Reads `env` as the backend's config does: trimmed, and an empty value counts as unset. */
export const envReader =
  (env: NodeJS.ProcessEnv = process.env): Read =>
  (name) => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };

/** One rule from `<name>` (events, 0 = off) and `<name>_WINDOW` (seconds). */
function readRule(read: Read, name: string, fallback: RateLimit): RateLimit | null {
  const limit = wholeNumber(read, name, fallback.limit, { allowZero: true });
  const windowSeconds = wholeNumber(read, `${name}_WINDOW`, fallback.windowSeconds);
  return limit === 0 ? null : { limit, windowSeconds };
}

/**
 * The public limits (leads, page views). The backend reads them at start with the auth
 * settings, so a bad value stops it there; the handlers read them per request, so a test can
 * change them without a new app.
 */
export function readPublicRateLimits(read: Read): PublicRateLimits {
  const { leads, pageViews } = DEFAULT_PUBLIC_RATE_LIMITS;
  return {
    leads: leads && readRule(read, 'ATELIER_RATE_LIMIT_LEADS', leads),
    pageViews,
  };
}

/**
 * Reads the auth variables (see docs/auth.md): token lifetimes, the site URL and the rate
 * limits. `read` returns undefined for unset or empty variables.
 */
export function readAuthSettings(read: Read): AuthSettings {
  const siteUrl = read('ATELIER_SITE_URL');
  if (siteUrl !== undefined && !URL.canParse(siteUrl)) {
    throw new AuthSettingsError(`ATELIER_SITE_URL must be a URL, got "${siteUrl}"`);
  }
  const limitsOff = read('ATELIER_RATE_LIMITS');
  if (limitsOff !== undefined && limitsOff !== 'off' && limitsOff !== 'on') {
    throw new AuthSettingsError(`ATELIER_RATE_LIMITS must be "on" or "off", got "${limitsOff}"`);
  }
  const rule = (name: string, fallback: RateLimit | null): RateLimit | null =>
    limitsOff === 'off' || fallback === null ? null : readRule(read, name, fallback);
  // Checked here too, so a typo in a public limit stops the backend at start like the others.
  readPublicRateLimits(read);
  return {
    ...defaultAuthSettings,
    accessTokenTtlSeconds: wholeNumber(
      read,
      'ATELIER_ACCESS_TOKEN_TTL',
      defaultAuthSettings.accessTokenTtlSeconds,
    ),
    refreshTokenTtlSeconds: wholeNumber(
      read,
      'ATELIER_REFRESH_TOKEN_TTL',
      defaultAuthSettings.refreshTokenTtlSeconds,
    ),
    siteUrl: (siteUrl ?? defaultAuthSettings.siteUrl).replace(/\/+$/, ''),
    rateLimits: {
      login: rule('ATELIER_RATE_LIMIT_LOGIN', DEFAULT_RATE_LIMITS.login),
      loginIp: rule('ATELIER_RATE_LIMIT_LOGIN_IP', DEFAULT_RATE_LIMITS.loginIp),
      signup: rule('ATELIER_RATE_LIMIT_SIGNUP', DEFAULT_RATE_LIMITS.signup),
      passwordReset: rule('ATELIER_RATE_LIMIT_PASSWORD_RESET', DEFAULT_RATE_LIMITS.passwordReset),
    },
  };
}

/** A whole number of seconds (or a count); 0 only where it means "off". */
function wholeNumber(
  read: Read,
  name: string,
  fallback: number,
  { allowZero = false } = {},
): number {
  const value = read(name);
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(number) || (number === 0 && !allowZero)) {
    const expected = allowZero
      ? 'a whole number (0 turns the limit off)'
      : 'a positive whole number';
    throw new AuthSettingsError(`${name} must be ${expected}, got "${value}"`);
  }
  return number;
}
