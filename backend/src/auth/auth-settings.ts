import type { RateLimit } from '../db/rate-limit.ts';
import { DEFAULT_SCRYPT_COST, type ScryptCost } from './password.ts';
import { DEFAULT_SESSION_TTL_SECONDS } from './session-token.ts';

/** Each at most `limit` events per `windowSeconds`, sliding windows counted in the database. */
export interface RateLimits {
  /** Failed sign-ins, counted per account and per client IP. */
  login: RateLimit | null;
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
  signup: { limit: 30, windowSeconds: 5 * 60 },
  passwordReset: { limit: 30, windowSeconds: 5 * 60 },
};

export const NO_RATE_LIMITS: RateLimits = { login: null, signup: null, passwordReset: null };

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

type Read = (name: string) => string | undefined;

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
  const rule = (name: string, fallback: RateLimit | null): RateLimit | null => {
    if (limitsOff === 'off' || fallback === null) return null;
    const limit = wholeNumber(read, name, fallback.limit, { allowZero: true });
    const windowSeconds = wholeNumber(read, `${name}_WINDOW`, fallback.windowSeconds);
    return limit === 0 ? null : { limit, windowSeconds };
  };
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
