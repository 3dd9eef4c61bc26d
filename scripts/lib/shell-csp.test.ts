import { describe, expect, it } from 'vitest';
import { configOrigins, shellContentSecurityPolicy } from './shell-csp';

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );

describe('the shell page policy', () => {
  it('allows self, the remote origins and the backend, and nothing inline or evaluated', () => {
    const policy = directives(
      shellContentSecurityPolicy(
        configOrigins({
          backendUrl: 'http://localhost:54321',
          remotes: {
            remote_public: 'http://localhost:3001/mf-manifest.json',
            remote_admin: 'http://localhost:3003/mf-manifest.json',
            remote_admin_copy: 'http://localhost:3003/other/mf-manifest.json',
          },
        }),
      ),
    );
    expect(policy).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'", 'http://localhost:3001', 'http://localhost:3003'],
      'style-src': ["'self'", 'http://localhost:3001', 'http://localhost:3003'],
      'font-src': ["'self'", 'http://localhost:3001', 'http://localhost:3003'],
      'img-src': [
        "'self'",
        'data:',
        'http://localhost:3001',
        'http://localhost:3003',
        'http://localhost:54321',
      ],
      'connect-src': [
        "'self'",
        'http://localhost:3001',
        'http://localhost:3003',
        'http://localhost:54321',
      ],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
  });

  it('leaves out anything that is not an http(s) URL, so a broken config widens nothing', () => {
    const origins = configOrigins({
      backendUrl: 'javascript:alert(1)',
      remotes: { a: 'http://x.test/m.json; script-src *', b: 42, c: 'data:text/plain,hi' },
    });
    expect(origins).toEqual({ remotes: ['http://x.test'], backend: null });
    expect(configOrigins(null)).toEqual({ remotes: [], backend: null });
    expect(configOrigins('nonsense')).toEqual({ remotes: [], backend: null });
  });
});
