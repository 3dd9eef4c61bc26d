import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultAuthSettings } from './auth/auth-settings.ts';
import { ConfigError, loadConfig, repoRoot } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults', () => {
    expect(loadConfig({})).toEqual({
      host: '127.0.0.1',
      port: 54321,
      dataDir: join(repoRoot, '.data'),
      databaseUrl: undefined,
      corsOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
      jwtSecret: undefined,
      adminEmail: undefined,
      adminPassword: undefined,
      trustProxy: false,
      trustedProxyHops: 1,
      seed: 'demo',
      mail: {
        smtpUrl: undefined,
        dropDir: join(repoRoot, '.data', 'mail'),
        from: 'Atelier <no-reply@localhost>',
        concurrency: 4,
        ratePerSecond: undefined,
      },
      auth: defaultAuthSettings,
      logLevel: 'info',
      signing: { p12: undefined, p12Password: undefined, tsaUrl: undefined },
      backup: { dir: join(repoRoot, '.data', 'backups'), keep: 7 },
    });
    expect(repoRoot).toBe(resolve(import.meta.dirname, '..', '..'));
  });

  it('reads ATELIER_HOST_SECRET exactly as given and refuses one short enough to guess', () => {
    const secret = ' a secret of the shell host, 32+ chars ';
    expect(loadConfig({ ATELIER_HOST_SECRET: secret }).hostSecret).toBe(secret);
    expect(loadConfig({ ATELIER_HOST_SECRET: '' }).hostSecret).toBeUndefined();
    expect(() => loadConfig({ ATELIER_HOST_SECRET: 'short' })).toThrow(
      /ATELIER_HOST_SECRET must be at least 32 characters/,
    );
  });

  it('reads ATELIER_LOG_LEVEL and refuses unknown levels', () => {
    expect(loadConfig({ ATELIER_LOG_LEVEL: 'silent' }).logLevel).toBe('silent');
    expect(loadConfig({ ATELIER_LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
    expect(() => loadConfig({ ATELIER_LOG_LEVEL: 'verbose' })).toThrow(ConfigError);
  });

  it('reads the seal’s certificate and timestamp authority, and refuses a TSA that is no URL', () => {
    expect(
      loadConfig({
        ATELIER_SIGNING_P12: '/etc/atelier/seal.p12',
        ATELIER_SIGNING_P12_PASSWORD: ' pass ',
        ATELIER_TSA_URL: 'https://tsa.example/tsr',
      }).signing,
    ).toEqual({
      p12: '/etc/atelier/seal.p12',
      p12Password: ' pass ',
      tsaUrl: 'https://tsa.example/tsr',
    });
    expect(() => loadConfig({ ATELIER_TSA_URL: 'tsa.example' })).toThrow(ConfigError);
  });

  it('seeds the demo agency unless ATELIER_SEED is none, and refuses other values', () => {
    expect(loadConfig({ ATELIER_SEED: 'none' }).seed).toBe('none');
    expect(loadConfig({ ATELIER_SEED: 'demo' }).seed).toBe('demo');
    expect(() => loadConfig({ ATELIER_SEED: 'yes' })).toThrow(ConfigError);
  });

  it('reads the environment', () => {
    const config = loadConfig({
      ATELIER_BACKEND_HOST: '0.0.0.0',
      ATELIER_BACKEND_PORT: '8000',
      ATELIER_DATA_DIR: 'relative/dir',
      DATABASE_URL: 'postgres://u@h/db',
      ATELIER_CORS_ORIGINS: 'https://atelier.example/, http://localhost:4000',
      ATELIER_JWT_SECRET: ' secret with spaces ',
      ATELIER_TRUST_PROXY: 'true',
      ATELIER_TRUSTED_PROXY_HOPS: '2',
    });
    expect(() => loadConfig({ ATELIER_TRUSTED_PROXY_HOPS: '0' })).toThrow(
      'ATELIER_TRUSTED_PROXY_HOPS',
    );
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 8000,
      dataDir: join(repoRoot, 'relative/dir'),
      databaseUrl: 'postgres://u@h/db',
      corsOrigins: ['https://atelier.example', 'http://localhost:4000'],
      jwtSecret: ' secret with spaces ',
      trustProxy: true,
      trustedProxyHops: 2,
    });
  });

  it('sends mail through ATELIER_SMTP_URL as ATELIER_MAIL_FROM, and refuses malformed values', () => {
    expect(
      loadConfig({
        ATELIER_DATA_DIR: '/srv/atelier',
        ATELIER_SMTP_URL: 'smtps://user:pass@mail.example:465',
        ATELIER_MAIL_FROM: 'Studio <hello@studio.example>',
      }).mail,
    ).toEqual({
      smtpUrl: 'smtps://user:pass@mail.example:465',
      dropDir: '/srv/atelier/mail',
      from: 'Studio <hello@studio.example>',
      concurrency: 4,
      ratePerSecond: undefined,
    });
    expect(loadConfig({ ATELIER_MAIL_DROP_DIR: '/tmp/drop' }).mail.dropDir).toBe('/tmp/drop');
    const paced = loadConfig({ ATELIER_MAIL_CONCURRENCY: '8', ATELIER_MAIL_RATE: '2.5' }).mail;
    expect([paced.concurrency, paced.ratePerSecond]).toEqual([8, 2.5]);
    expect(() => loadConfig({ ATELIER_MAIL_CONCURRENCY: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ ATELIER_MAIL_RATE: 'fast' })).toThrow(ConfigError);
    expect(() => loadConfig({ ATELIER_SMTP_URL: 'mail.example:25' })).toThrow(ConfigError);
    expect(() => loadConfig({ ATELIER_MAIL_FROM: 'Studio' })).toThrow(ConfigError);
  });

  it('keeps an absolute data directory as it is', () => {
    expect(loadConfig({ ATELIER_DATA_DIR: '/srv/atelier' }).dataDir).toBe('/srv/atelier');
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', ATELIER_BACKEND_PORT: ' ' })).toMatchObject({
      databaseUrl: undefined,
      port: 54321,
    });
  });

  it('reads the auth settings and refuses bad ones as a ConfigError', () => {
    expect(loadConfig({ ATELIER_ACCESS_TOKEN_TTL: '900' }).auth.accessTokenTtlSeconds).toBe(900);
    expect(() => loadConfig({ ATELIER_ACCESS_TOKEN_TTL: 'soon' })).toThrow(
      new ConfigError('ATELIER_ACCESS_TOKEN_TTL must be a positive whole number, got "soon"'),
    );
  });

  it('configures Stripe with both keys only, the API at api.stripe.com unless told', () => {
    expect(loadConfig({}).stripe).toBeUndefined();
    const keys = {
      ATELIER_STRIPE_SECRET_KEY: 'sk_test_1',
      ATELIER_STRIPE_WEBHOOK_SECRET: 'whsec_1',
    };
    expect(loadConfig(keys).stripe).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      apiUrl: 'https://api.stripe.com',
    });
    expect(
      loadConfig({ ...keys, ATELIER_STRIPE_API_URL: 'http://127.0.0.1:4010/' }).stripe?.apiUrl,
    ).toBe('http://127.0.0.1:4010');
    expect(() => loadConfig({ ATELIER_STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      'Stripe needs both ATELIER_STRIPE_* keys; missing ATELIER_STRIPE_WEBHOOK_SECRET',
    );
    expect(() => loadConfig({ ATELIER_STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...keys, ATELIER_STRIPE_API_URL: 'stripe.com' })).toThrow(
      ConfigError,
    );
  });

  it('keeps 7 daily backups in <data dir>/backups unless ATELIER_BACKUP_DIR and _KEEP say', () => {
    expect(loadConfig({ ATELIER_DATA_DIR: '/srv/atelier' }).backup).toEqual({
      dir: '/srv/atelier/backups',
      keep: 7,
    });
    expect(
      loadConfig({ ATELIER_BACKUP_DIR: '/mnt/backups', ATELIER_BACKUP_KEEP: '30' }).backup,
    ).toEqual({ dir: '/mnt/backups', keep: 30 });
    for (const keep of ['0', 'all', '2.5']) {
      expect(() => loadConfig({ ATELIER_BACKUP_KEEP: keep })).toThrow(
        new ConfigError(`ATELIER_BACKUP_KEEP must be a whole number >= 1, got "${keep}"`),
      );
    }
  });

  it.each(['abc', '70000', '-1', '1.5'])('refuses the port "%s"', (port) => {
    expect(() => loadConfig({ ATELIER_BACKEND_PORT: port })).toThrow(ConfigError);
  });
});
