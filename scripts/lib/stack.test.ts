import { describe, expect, it } from 'vitest';
import { shellOriginDefaults } from './stack';

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
