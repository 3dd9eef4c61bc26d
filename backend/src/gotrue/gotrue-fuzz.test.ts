import type { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Keys } from '../auth/keys.ts';
import { authTestApp } from '../test/auth-app.ts';
import { badValues, bodyText, deepJson, withValueAt } from '../test/bad-input.ts';
import { createTestKeys, signedInUser } from '../test/fixtures.ts';
import { useTestDatabase } from '../test/test-database.ts';

/**
 * Sends every /auth/v1 endpoint that reads a body the bad input of ../test/bad-input.ts, in
 * each field one at a time (issue 11, "No 5xx for bad input"). No answer may be a 5xx, and a
 * control character in a field that is stored or looked up is a 400 naming what is wrong.
 */

interface Endpoint {
  method: 'POST' | 'PUT';
  path: string;
  isSignedIn: boolean;
  base: Record<string, unknown>;
  fields: readonly (readonly string[])[];
}

const PASSWORD = 'Fuzz sample 7319 long';
const profile = ['data', 'first_name'];

const endpoints: readonly Endpoint[] = [
  {
    method: 'POST',
    path: '/signup',
    isSignedIn: false,
    base: { email: 'signup@example.com', password: PASSWORD, data: { first_name: 'Fuzz' } },
    fields: [
      ['email'],
      ['password'],
      ['phone'],
      ['data'],
      profile,
      ['data', 'last_name'],
      ['data', 'company'],
    ],
  },
  {
    method: 'POST',
    path: '/token?grant_type=password',
    isSignedIn: false,
    base: { email: 'nobody@example.com', password: PASSWORD },
    fields: [['email'], ['password'], ['phone']],
  },
  {
    method: 'POST',
    path: '/token?grant_type=refresh_token',
    isSignedIn: false,
    base: { refresh_token: 'not-a-token' },
    fields: [['refresh_token']],
  },
  {
    method: 'PUT',
    path: '/user',
    isSignedIn: true,
    base: {},
    fields: [
      ['email'],
      ['password'],
      ['phone'],
      ['data'],
      profile,
      ['data', 'last_name'],
      ['data', 'company'],
    ],
  },
  { method: 'POST', path: '/recover', isSignedIn: false, base: {}, fields: [['email']] },
  {
    method: 'POST',
    path: '/verify',
    isSignedIn: false,
    base: { type: 'recovery' },
    fields: [['type'], ['token'], ['token_hash']],
  },
  { method: 'POST', path: '/logout', isSignedIn: true, base: {}, fields: [['scope']] },
];

/** Fields only hashed or only checked for presence: any text is taken (or refused as a whole). */
const isFreeText = (field: readonly string[]): boolean =>
  field[0] === 'password' ||
  field[0] === 'phone' ||
  field[0] === 'scope' ||
  (field.length === 1 && field[0] === 'data');

const database = useTestDatabase({ migrate: true });
let keys: Keys;
let app: Hono;

beforeAll(async () => {
  keys = await createTestKeys();
  app = authTestApp(database.db, keys, { trustProxy: true });
});

let requestCount = 0;

async function send(
  endpoint: Pick<Endpoint, 'method' | 'path'>,
  body: string,
  token: string,
): Promise<{ status: number; errorCode: string | undefined }> {
  requestCount += 1;
  const response = await app.request(`/auth/v1${endpoint.path}`, {
    method: endpoint.method,
    headers: {
      apikey: keys.anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'x-forwarded-for': `10.9.${(requestCount >> 8) & 255}.${requestCount & 255}`,
    },
    body,
  });
  const answer = (await response.json().catch(() => ({}))) as { error_code?: string };
  return { status: response.status, errorCode: answer.error_code };
}

describe('no bad input to /auth/v1 answers 5xx', () => {
  it.each(endpoints)('$method $path: every field', async (endpoint) => {
    const failures: string[] = [];
    for (const field of endpoint.fields) {
      // A fresh user per field: a password changed or a session ended by one value must not
      // turn the next ones into 401s that never reach the code under test.
      const token = endpoint.isSignedIn
        ? (await signedInUser(database.db, keys)).token
        : keys.anonKey;
      for (const bad of badValues) {
        const body = withValueAt(endpoint.base, field, bad.value);
        const answer = await send(endpoint, bodyText(body), token);
        const what = `${endpoint.method} ${endpoint.path}, ${bad.class} (${bad.label}) in ${field.join('.')}`;
        if (answer.status >= 500) failures.push(`${what}: ${answer.status} ${answer.errorCode}`);
        const mustRefuse = bad.class === 'control' && !isFreeText(field);
        if (mustRefuse && !(answer.status === 400 || answer.status === 422)) {
          failures.push(`${what}: ${answer.status} ${answer.errorCode}, not refused`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it.each(endpoints)('$method $path: whole bodies and query strings', async (endpoint) => {
    const token = endpoint.isSignedIn
      ? (await signedInUser(database.db, keys)).token
      : keys.anonKey;
    const bodies: Array<[string, string]> = [
      ['2 MB text', JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) })],
      ['nested body', deepJson(10_000)],
      ['nested field', bodyText({ ...endpoint.base, data: '__fuzz_deep_json__' })],
      ['null', 'null'],
      ['array', '[]'],
      ['broken JSON', '{"email":'],
    ];
    const failures: string[] = [];
    for (const [label, body] of bodies) {
      const answer = await send(endpoint, body, token);
      if (answer.status >= 500) failures.push(`${endpoint.path}, ${label}: ${answer.status}`);
      if (label === '2 MB text' && answer.status !== 413) {
        failures.push(`${endpoint.path}, ${label}: ${answer.status}, not 413`);
      }
    }
    const [route] = endpoint.path.split('?');
    for (const query of [
      'grant_type=pass%00word',
      'scope=gl%00bal',
      'grant_type=%ZZ',
      'scope=%ud800',
    ]) {
      const answer = await send(
        { method: endpoint.method, path: `${route}?${query}` },
        '{}',
        token,
      );
      if (answer.status >= 500) failures.push(`${route}?${query}: ${answer.status}`);
    }
    expect(failures).toEqual([]);
  });
});
