import { describe, expect, it } from 'vitest';
import { leadRateLimit } from '../functions/lead-management/lead-rate-limit.ts';
import {
  AuthSettingsError,
  DEFAULT_PUBLIC_RATE_LIMITS,
  DEFAULT_RATE_LIMITS,
  defaultAuthSettings,
  readAuthSettings,
  readPublicRateLimits,
} from './auth-settings.ts';

const from = (env: Record<string, string>) => readAuthSettings((name) => env[name]);

describe('readAuthSettings', () => {
  it('has the documented defaults', () => {
    expect(from({})).toEqual(defaultAuthSettings);
    expect(defaultAuthSettings).toMatchObject({
      accessTokenTtlSeconds: 3600,
      refreshTokenTtlSeconds: 30 * 24 * 3600,
      passwordResetTtlSeconds: 3600,
      siteUrl: 'http://localhost:3000',
      rateLimits: {
        login: { limit: 10, windowSeconds: 900 },
        loginIp: { limit: 100, windowSeconds: 900 },
        signup: { limit: 30, windowSeconds: 300 },
        passwordReset: { limit: 30, windowSeconds: 300 },
      },
    });
  });

  it('reads lifetimes, the site URL and each limit', () => {
    const settings = from({
      ATELIER_ACCESS_TOKEN_TTL: '600',
      ATELIER_REFRESH_TOKEN_TTL: '86400',
      ATELIER_SITE_URL: 'https://atelier.example/',
      ATELIER_RATE_LIMIT_LOGIN: '5',
      ATELIER_RATE_LIMIT_LOGIN_WINDOW: '60',
      ATELIER_RATE_LIMIT_LOGIN_IP: '500',
      ATELIER_RATE_LIMIT_SIGNUP: '0',
      ATELIER_RATE_LIMIT_PASSWORD_RESET_WINDOW: '120',
    });
    expect(settings).toMatchObject({
      accessTokenTtlSeconds: 600,
      refreshTokenTtlSeconds: 86400,
      siteUrl: 'https://atelier.example',
      rateLimits: {
        login: { limit: 5, windowSeconds: 60 },
        loginIp: { limit: 500, windowSeconds: 900 },
        signup: null,
        passwordReset: { limit: DEFAULT_RATE_LIMITS.passwordReset?.limit, windowSeconds: 120 },
      },
    });
  });

  it('turns every limit off with ATELIER_RATE_LIMITS=off', () => {
    expect(from({ ATELIER_RATE_LIMITS: 'off' }).rateLimits).toEqual({
      login: null,
      loginIp: null,
      signup: null,
      passwordReset: null,
    });
  });

  it('reads the public limits with the same rules, and ATELIER_RATE_LIMITS leaves them on', () => {
    const read = (env: Record<string, string>) => readPublicRateLimits((name) => env[name]);
    expect(read({})).toEqual(DEFAULT_PUBLIC_RATE_LIMITS);
    expect(DEFAULT_PUBLIC_RATE_LIMITS).toEqual({
      leads: { limit: 20, windowSeconds: 600 },
      pageViews: { limit: 120, windowSeconds: 60 },
    });
    expect(
      read({ ATELIER_RATE_LIMIT_LEADS: '3', ATELIER_RATE_LIMIT_LEADS_WINDOW: '30' }).leads,
    ).toEqual({ limit: 3, windowSeconds: 30 });
    expect(read({ ATELIER_RATE_LIMIT_LEADS: '0' }).leads).toBeNull();
    expect(read({ ATELIER_RATE_LIMITS: 'off' }).leads).toEqual({ limit: 20, windowSeconds: 600 });
    expect(leadRateLimit({ ATELIER_RATE_LIMIT_LEADS: ' 7 ' })).toEqual({
      limit: 7,
      windowSeconds: 600,
    });
  });

  it.each([
    ['ATELIER_ACCESS_TOKEN_TTL', '0'],
    ['ATELIER_ACCESS_TOKEN_TTL', '1h'],
    ['ATELIER_RATE_LIMIT_LOGIN', '-1'],
    ['ATELIER_RATE_LIMIT_LOGIN_WINDOW', '0'],
    ['ATELIER_RATE_LIMIT_LOGIN_IP', 'many'],
    ['ATELIER_RATE_LIMIT_LEADS', '2.5'],
    ['ATELIER_RATE_LIMIT_LEADS_WINDOW', '0'],
    ['ATELIER_RATE_LIMITS', 'no'],
    ['ATELIER_SITE_URL', 'not a url'],
  ])('refuses %s=%s, naming it', (name, value) => {
    expect(() => from({ [name]: value })).toThrow(AuthSettingsError);
    expect(() => from({ [name]: value })).toThrow(name);
  });
});
