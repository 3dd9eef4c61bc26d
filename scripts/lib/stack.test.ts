import { describe, expect, it } from 'vitest';
import { demoFallbackOf, shellConfig, shellOriginDefaults, stackHostSecret } from './stack';

describe('the backend started with the stack', () => {
  it('admits the browser origin of the shell wherever its port is, and links to it', () => {
    expect(shellOriginDefaults({ ATELIER_SHELL_PORT: '3100' })).toMatchObject({
      ATELIER_CORS_ORIGINS: 'http://localhost:3100,http://127.0.0.1:3100',
      ATELIER_SITE_URL: 'http://localhost:3100',
    });
    expect(shellOriginDefaults({})).toMatchObject({
      ATELIER_CORS_ORIGINS: 'http://localhost:3000,http://127.0.0.1:3000',
    });
  });

  it('keeps what the environment sets', () => {
    const env = { ATELIER_CORS_ORIGINS: '*', ATELIER_SITE_URL: 'https://atelier.example' };
    expect(shellOriginDefaults(env)).toMatchObject(env);
  });
});

describe("the host's secret of a stack (ATELIER_HOST_SECRET)", () => {
  it("is the environment's, else one made for the run and the same for backend and host", () => {
    const secret = 'an operator secret of at least thirty-two characters';
    expect(stackHostSecret({ ATELIER_HOST_SECRET: secret })).toBe(secret);
    const made = stackHostSecret({});
    expect(made.length).toBeGreaterThanOrEqual(32);
    expect(stackHostSecret({ ATELIER_HOST_SECRET: '' })).toBe(made);
    expect(() => stackHostSecret({ ATELIER_HOST_SECRET: 'short' })).toThrow(/at least 32/);
  });
});

describe("config.json's demo fallback", () => {
  it('is on with the demo seed (pnpm start by default), off with ATELIER_SEED=none', () => {
    expect(demoFallbackOf({})).toBe(true);
    expect(demoFallbackOf({ ATELIER_SEED: 'demo' })).toBe(true);
    expect(demoFallbackOf({ ATELIER_SEED: 'none' })).toBe(false);
    expect(shellConfig('key', { ATELIER_SEED: 'none' }).demoFallback).toBe(false);
  });

  it('follows ATELIER_DEMO_FALLBACK when it says true or false, and refuses anything else', () => {
    expect(demoFallbackOf({ ATELIER_SEED: 'none', ATELIER_DEMO_FALLBACK: 'true' })).toBe(true);
    expect(demoFallbackOf({ ATELIER_DEMO_FALLBACK: 'false' })).toBe(false);
    expect(() => demoFallbackOf({ ATELIER_DEMO_FALLBACK: 'yes' })).toThrow(
      'ATELIER_DEMO_FALLBACK must be true or false, got "yes"',
    );
  });
});
