import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from './config';

const valid = {
  backendUrl: 'http://localhost:54321/',
  publicKey: 'key',
  remotes: { remote_public: 'http://localhost:3001/mf-manifest.json' },
};

describe('parseRuntimeConfig', () => {
  it('accepts the architecture shape and trims the trailing slash of the backend URL', () => {
    expect(parseRuntimeConfig(valid)).toEqual({ ...valid, backendUrl: 'http://localhost:54321' });
  });

  it.each([
    [null, 'not an object'],
    [{ ...valid, backendUrl: 1 }, 'backendUrl'],
    [{ ...valid, publicKey: undefined }, 'publicKey'],
    [{ ...valid, remotes: null }, 'remotes'],
    [{ ...valid, remotes: { remote_admin: 3 } }, 'remotes.remote_admin'],
  ])('rejects %j naming %s', (value, field) => {
    expect(() => parseRuntimeConfig(value)).toThrow(field);
  });
});
