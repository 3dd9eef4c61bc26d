import type { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Keys } from '../auth/keys.ts';
import { authTestApp } from '../test/auth-app.ts';
import {
  acceptsAnything,
  badValues,
  bodyText,
  deepJson,
  isDateField,
  sampleOf,
  schemaFields,
  withValueAt,
} from '../test/bad-input.ts';
import { callFunction, createTestKeys, signedInUser } from '../test/fixtures.ts';
import { useTestDatabase } from '../test/test-database.ts';
import { createFunctionRegistry } from './index.ts';
import type { Access } from './registry.ts';

/**
 * Sends every registered action bad input (issue 11, "No 5xx for bad input"): control
 * characters, out-of-range dates, wrong JSON types, huge strings and deep nesting, in every
 * field of its input schema one at a time, on top of a sample of the other fields. No answer
 * may be a 5xx; a control character, or a bad date in a date field, must be a 400 naming the
 * field. A function added to `allFunctions` is covered without touching this file.
 */

type CallerKind = 'anonymous' | 'client' | 'admin' | 'super_admin';

/** Who gets past each access rule, so the input reaches validation and the handler. */
const admitted: Record<Access, CallerKind> = {
  public: 'anonymous',
  authenticated: 'client',
  client: 'client',
  admin: 'admin',
  super_admin: 'super_admin',
};

/**
 * Passwords are only hashed, never stored or searched, and one already set must keep signing
 * in: any text is taken, so a control character in them is not refused.
 */
const isPasswordField = (key: string | number): boolean =>
  typeof key === 'string' && /password/i.test(key);

const registry = createFunctionRegistry();
const actions = registry.actions();

const database = useTestDatabase({ migrate: true });
let keys: Keys;
let app: Hono;
const tokens = new Map<CallerKind, string>();
let requestCount = 0;

beforeAll(async () => {
  keys = await createTestKeys();
  app = authTestApp(database.db, keys, { trustProxy: true });
  tokens.set('anonymous', keys.anonKey);
  for (const role of ['client', 'admin', 'super_admin'] as const) {
    tokens.set(role, (await signedInUser(database.db, keys, { role })).token);
  }
});

interface Answer {
  status: number;
  body: { code?: string; fields?: Record<string, string> };
}

/** One call; each from its own address, so the per-IP limits of public actions stay out of the way. */
async function send(name: string, body: string, caller: CallerKind): Promise<Answer> {
  requestCount += 1;
  const response = await callFunction(app, keys, name, body, {
    token: tokens.get(caller) ?? null,
    headers: {
      'x-forwarded-for': `10.${(requestCount >> 16) & 255}.${(requestCount >> 8) & 255}.${requestCount & 255}`,
    },
  });
  const text = await response.text();
  let parsed: Answer['body'] = {};
  try {
    parsed = JSON.parse(text) as Answer['body'];
  } catch {
    // Judged by its status alone.
  }
  return { status: response.status, body: parsed };
}

const namesField = (fields: Record<string, string> | undefined, path: string): boolean =>
  Object.keys(fields ?? {}).some((key) => key === path || key.startsWith(`${path}.`));

describe('no bad input answers 5xx', () => {
  it('has actions to walk', () => {
    expect(actions.length).toBeGreaterThan(0);
  });

  it.each(actions)('$function/$action: every field', async ({ function: name, action, access }) => {
    const input = registry.findAction(name, action)?.input;
    const fields = input ? schemaFields(input) : [];
    // No schema (or none we can walk): the bad values go into made-up fields.
    const targets = fields.length > 0 ? fields : [{ path: ['id'] }, { path: ['search'] }];
    const sample = input ? sampleOf(input) : {};
    const base = typeof sample === 'object' && sample !== null ? sample : {};
    const callers: CallerKind[] = access === 'public' ? ['anonymous', 'admin'] : [admitted[access]];
    const failures: string[] = [];
    for (const caller of callers) {
      for (const target of targets) {
        const path = target.path.join('.');
        const schema = 'schema' in target ? target.schema : undefined;
        for (const bad of badValues) {
          const payload = withValueAt(base as Record<string, unknown>, target.path, bad.value);
          const answer = await send(name, bodyText({ ...payload, action }), caller);
          const what = `${name}/${action} as ${caller}, ${bad.class} (${bad.label}) in ${path}`;
          if (answer.status >= 500) {
            failures.push(`${what}: ${answer.status} ${answer.body.code}`);
            continue;
          }
          if (!schema || acceptsAnything(schema)) continue;
          const mustRefuse =
            (bad.class === 'control' && !target.path.some(isPasswordField)) ||
            (bad.class === 'date' && isDateField(schema));
          if (
            mustRefuse &&
            !(
              answer.status === 400 &&
              answer.body.code === 'VALIDATION_FAILED' &&
              namesField(answer.body.fields, path)
            )
          ) {
            failures.push(`${what}: ${answer.status} ${answer.body.code}, not a 400 on ${path}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it.each(actions)(
    '$function/$action: whole bodies, as every caller',
    async ({ function: name, action }) => {
      const bodies: Array<[string, string]> = [
        ['2 MB text', JSON.stringify({ action, text: 'x'.repeat(2 * 1024 * 1024) })],
        ['nested body', deepJson(10_000)],
        ['nested field', bodyText({ action, nested: '__fuzz_deep_json__' })],
        ['action is not text', JSON.stringify({ action: [action] })],
        ['NUL in action', JSON.stringify({ action: `${action}\u0000` })],
        ['null', 'null'],
        ['text', '"x"'],
        ['broken JSON', '{"action":'],
      ];
      const failures: string[] = [];
      for (const caller of ['anonymous', 'client', 'admin'] as const) {
        for (const [label, body] of bodies) {
          const answer = await send(name, body, caller);
          if (answer.status >= 500) {
            failures.push(
              `${name}/${action} as ${caller}, ${label}: ${answer.status} ${answer.body.code}`,
            );
          }
          if (label === '2 MB text' && answer.status !== 413) {
            failures.push(`${name}/${action} as ${caller}, ${label}: ${answer.status}, not 413`);
          }
        }
      }
      expect(failures).toEqual([]);
    },
  );
});
