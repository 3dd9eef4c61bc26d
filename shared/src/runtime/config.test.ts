import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from './config';

const valid = {
  backendUrl: 'http://localhost:54321/',
  publicKey: 'key',
  remotes: { remote_public: 'http://localhost:3001/mf-manifest.json' },
};

describe('parseRuntimeConfig', () => {
  it('accepts the architecture shape and trims the trailing slash of the backend URL', () => {
    expect(parseRuntimeConfig(valid)).toEqual({
      ...valid,
      backendUrl: 'http://localhost:54321',
      demoFallback: false,
    });
  });

  it('turns the demo fallback on only when config.json says true (absent: a deployment, off)', () => {
    expect(parseRuntimeConfig({ ...valid, demoFallback: true }).demoFallback).toBe(true);
    expect(parseRuntimeConfig({ ...valid, demoFallback: false }).demoFallback).toBe(false);
    expect(parseRuntimeConfig(valid).demoFallback).toBe(false);
  });

  it("reads each remote's entry integrity; the host alone checks the render bundle's", () => {
    const entry = 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC';
    const config = parseRuntimeConfig({
      ...valid,
      versions: { remote_public: '0.1.0-abc' },
      integrity: { remote_public: { entry, render: 'sha384-AAAA' }, remote_admin: {} },
    });
    expect(config.entryIntegrity).toEqual({ remote_public: entry });
  });

  it.each([
    [null, 'not an object'],
    [{ ...valid, backendUrl: 1 }, 'backendUrl'],
    [{ ...valid, publicKey: undefined }, 'publicKey'],
    [{ ...valid, remotes: null }, 'remotes'],
    [{ ...valid, remotes: { remote_admin: 3 } }, 'remotes.remote_admin'],
    [{ ...valid, integrity: 'sha384-x' }, 'integrity'],
    [{ ...valid, demoFallback: 'yes' }, 'demoFallback'],
    [
      { ...valid, integrity: { remote_admin: { entry: 'md5-abc' } } },
      'integrity.remote_admin.entry',
    ],
  ])('rejects %j naming %s', (value, field) => {
    expect(() => parseRuntimeConfig(value)).toThrow(field);
  });
});
